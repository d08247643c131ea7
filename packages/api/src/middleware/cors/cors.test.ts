import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { originMatches, type Partner, type PartnerDirectory } from '../../services/partners/index.ts';
import { partnerCors } from './cors.ts';

function directory(list: Partner[]): PartnerDirectory {
  return {
    all: async () => list,
    byKey: async (key) => list.find((p) => p.key === key) ?? null,
    forOrigin: async (origin) =>
      list.find((p) => p.allowedOrigins.some((o) => originMatches(o, origin))) ?? null,
  };
}

const PARTNERS: Partner[] = [
  {
    id: 1,
    key: 'demo',
    name: 'Demo',
    allowedOrigins: ['http://localhost:*'],
    serverSecretSalt: null,
    keepPagePath: false,
  },
  {
    id: 2,
    key: 'acme',
    name: 'Acme',
    allowedOrigins: ['https://acme.tw', 'https://www.acme.tw'],
    serverSecretSalt: null,
    keepPagePath: true,
  },
];

function app(ownOrigins: string[] = []) {
  const a = new Hono<AppEnv>();
  a.use(
    partnerCors({
      directory: directory(PARTNERS),
      ownOrigins,
      allowHeaders: ['Content-Type', 'X-Renovo-Partner'],
      exposeHeaders: ['X-Request-Id'],
      partnerHeader: 'X-Renovo-Partner',
    }),
  );
  a.all('/x', (c) => c.json({ partner: c.get('partnerKey') }));
  return a;
}

describe('originMatches', () => {
  it('matches exact origins and host:* for any port only', () => {
    expect(originMatches('https://acme.tw', 'https://acme.tw')).toBe(true);
    expect(originMatches('http://localhost:*', 'http://localhost:5173')).toBe(true);
    expect(originMatches('http://localhost:*', 'http://localhost')).toBe(true);
    expect(originMatches('http://localhost:*', 'http://localhost.evil.tw')).toBe(false);
    expect(originMatches('http://localhost:*', 'http://localhost:80.evil.tw')).toBe(false);
    expect(originMatches('http://localhost:*', 'https://localhost:5173')).toBe(false);
    expect(originMatches('https://acme.tw', 'https://acme.tw.evil')).toBe(false);
  });
});

describe('partnerCors', () => {
  it('echoes an allowed origin, never *, with Vary: Origin, and sets the partner', async () => {
    const res = await app().request('/x', { headers: { origin: 'https://www.acme.tw' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.acme.tw');
    expect(res.headers.get('access-control-expose-headers')).toBe('X-Request-Id');
    expect(res.headers.get('vary')).toContain('Origin');
    expect(await res.json()).toEqual({ partner: 'acme' });
  });

  it("a page of the site itself names no partner, though a partner's origins match it and it names one", async () => {
    // The request's own origin (app.request: http://localhost, which the demo partner allows).
    const same = await app().request('/x', {
      headers: { origin: 'http://localhost', 'x-renovo-partner': 'demo' },
    });
    expect(await same.json()).toEqual({ partner: null });
    // One of the site's configured origins (credentialed).
    const own = await app(['http://localhost:3000']).request('/x', {
      headers: { origin: 'http://localhost:3000', 'x-renovo-partner': 'demo' },
    });
    expect(own.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await own.json()).toEqual({ partner: null });
  });

  it('an unknown origin gets no CORS headers but still Vary: Origin', async () => {
    const res = await app().request('/x', { headers: { origin: 'https://evil.tw' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toContain('Origin');
    expect(await res.json()).toEqual({ partner: null });
  });

  it('X-Renovo-Partner names the partner only when that partner allows the origin', async () => {
    const named = await app().request('/x', {
      headers: { origin: 'http://localhost:3000', 'x-renovo-partner': 'demo' },
    });
    expect(await named.json()).toEqual({ partner: 'demo' });
    const spoofed = await app().request('/x', {
      headers: { origin: 'http://localhost:3000', 'x-renovo-partner': 'acme' },
    });
    expect(await spoofed.json()).toEqual({ partner: 'demo' });
  });

  it('without an Origin the header alone names no partner (only a signed request does)', async () => {
    const res = await app().request('/x', { headers: { 'x-renovo-partner': 'acme' } });
    expect(await res.json()).toEqual({ partner: null });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('preflights: 204 with methods and headers for an allowed origin, bare 204 otherwise', async () => {
    const ok = await app(['https://acme.tw']).request('/x', {
      method: 'OPTIONS',
      headers: { origin: 'https://acme.tw', 'access-control-request-method': 'POST' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-headers')).toBe('Content-Type, X-Renovo-Partner');
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    const no = await app().request('/x', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.tw', 'access-control-request-method': 'POST' },
    });
    expect(no.status).toBe(204);
    expect(no.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("the site's own origins are allowed without a partner, with credentials", async () => {
    const res = await app(['https://renovo.tw']).request('/x', { headers: { origin: 'https://renovo.tw' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://renovo.tw');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await res.json()).toEqual({ partner: null });
  });

  it("a partner's origin is allowed without credentials, on answers and preflights", async () => {
    const res = await app(['https://renovo.tw']).request('/x', { headers: { origin: 'https://acme.tw' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://acme.tw');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const pre = await app(['https://renovo.tw']).request('/x', {
      method: 'OPTIONS',
      headers: { origin: 'https://acme.tw', 'access-control-request-method': 'POST' },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://acme.tw');
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
