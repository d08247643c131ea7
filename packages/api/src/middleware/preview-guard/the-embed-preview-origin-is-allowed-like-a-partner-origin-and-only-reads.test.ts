/**
 * Rule: the embed builder's preview origin is allowed like a partner's origin, and only reads
 * (docs/spec/console.md#embed-builder, lib/preview-origin.ts): CORS answers it without credentials
 * (a widget there loads its banner and records), while any other origin, `Origin: null` included,
 * is still refused; a request from it that would change anything — a lead, an SMS code — is a 403
 * with the reason the widget shows, and its analytics beacons are dropped (204, nothing stored).
 * The console learns the preview origin from `GET /console/api/embed/setup`: outside production
 * its loopback origin under the other name, in production only `CONSOLE_PREVIEW_ORIGIN`, whose
 * preview page loads the loader from SITE_ORIGIN and is framed by it alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleEmbedMessages } from '@renovo/core/messages';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConsoleStatic } from '../../console/static/static.ts';
import { quotes } from '../../db/schema.ts';
import { analyticsEvents } from '../../db/schema-leads.ts';
import { parseEnv } from '../../env.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

/** The console as app.request() serves it, and its preview origin outside production. */
const CONSOLE = 'http://127.0.0.1:3000';
const PREVIEW = 'http://localhost:3000';

let h: TestHarness;
let marketing: SignedInStaff;
let partnerKey = '';

beforeAll(async () => {
  h = await createHarness();
  marketing = await signedInStaff(h, 'marketing', 'preview-mk@example.com');
  const made = await h.call('POST', '/console/api/partners', {
    body: { name: '預覽測試', origins: ['https://preview-partner.example.tw'] },
    headers: asStaff(marketing),
  });
  partnerKey = made.body.data.key;
});
afterAll(() => h.close());

/** A request to the console's origin as a page of `origin` sends it. */
function fromPage(origin: string, path: string, init: RequestInit = {}) {
  return h.app.request(`${CONSOLE}${path}`, {
    ...init,
    headers: { origin, 'x-renovo-partner': partnerKey, ...(init.headers as Record<string, string>) },
  });
}

describe('the preview origin outside production (the loopback twin)', () => {
  it('is allowed by CORS like a partner origin: no credentials, preflight included', async () => {
    const res = await fromPage(PREVIEW, '/hyperf/valuation/v3/banner', {
      headers: { accept: 'application/vnd.renovo.v2+json' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe(PREVIEW);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fromPage(PREVIEW, '/hyperf/valuation/v3/recent_records', {
      method: 'OPTIONS',
      headers: {
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-renovo-partner',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PREVIEW);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('is no opening for other origins: another scheme, another host, Origin null', async () => {
    // (The development `demo` partner allows every http://localhost port, so none is tried here.)
    for (const origin of [
      'https://localhost:3000',
      'http://192.168.1.5:3000',
      'https://evil.example',
      'null',
    ]) {
      const res = await fromPage(origin, '/healthz');
      expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });

  it('files no lead: a submit is a 403 the widget can read, and nothing is stored', async () => {
    const before = (await h.db.select({ n: count() }).from(quotes))[0]!.n;
    const res = await fromPage(PREVIEW, '/hyperf/valuation/v3/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        region_id: 1,
        size: '30',
        mobile: '0912345678',
        accepted: 1,
        notice_version: '2026-11',
      }),
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe(PREVIEW);
    expect(((await res.json()) as { message: string }).message).toBe(consoleEmbedMessages.previewReadOnly);
    expect((await h.db.select({ n: count() }).from(quotes))[0]!.n).toBe(before);
  });

  it('sends no SMS code and signs nobody in', async () => {
    for (const path of ['/v1/codes', '/v1/authorizations']) {
      const res = await fromPage(PREVIEW, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: '0912345678', type: 'login' }),
      });
      expect(res.status, path).toBe(403);
    }
  });

  it('drops its analytics beacons: 204, nothing stored', async () => {
    const before = (await h.db.select({ n: count() }).from(analyticsEvents))[0]!.n;
    const res = await fromPage(PREVIEW, '/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ events: [{ event: 'exposure', category: 'quote_widget' }] }),
    });
    expect(res.status).toBe(204);
    expect((await h.db.select({ n: count() }).from(analyticsEvents))[0]!.n).toBe(before);
  });

  it('is what the console is told, for embeds.build only', async () => {
    const res = await h.app.request(`${CONSOLE}/console/api/embed/setup`, { headers: asStaff(marketing) });
    expect(await res.json()).toMatchObject({ data: { preview_origin: PREVIEW } });
    const support = await signedInStaff(h, 'support', 'preview-sp@example.com');
    const refused = await h.app.request(`${CONSOLE}/console/api/embed/setup`, { headers: asStaff(support) });
    expect(refused.status).toBe(403);
  });
});

describe('the preview origin in production', () => {
  it('is refused at start unless an https origin of its own with SITE_ORIGIN', () => {
    const start = (extra: Record<string, string>) => () =>
      parseEnv({ NODE_ENV: 'test', CONSOLE_PREVIEW_ORIGIN: 'https://preview.example.tw', ...extra });
    expect(start({})).toThrow(/CONSOLE_PREVIEW_ORIGIN needs SITE_ORIGIN/);
    expect(start({ SITE_ORIGIN: 'https://preview.example.tw' })).toThrow(/an origin of its own/);
    expect(
      start({ SITE_ORIGIN: 'https://www.example.tw', PUBLIC_ORIGIN: 'https://preview.example.tw' }),
    ).toThrow(/an origin of its own/);
    expect(
      start({ SITE_ORIGIN: 'https://www.example.tw', CONSOLE_PREVIEW_ORIGIN: 'http://preview/x' }),
    ).toThrow(/must be an origin/);
    expect(start({ SITE_ORIGIN: 'https://www.example.tw' })().CONSOLE_PREVIEW_ORIGIN).toBe(
      'https://preview.example.tw',
    );
  });

  const production = { production: true, SITE_ORIGIN: 'https://www.example.tw' };
  const dir = mkdtempSync(join(tmpdir(), 'renovo-console-preview-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is none without CONSOLE_PREVIEW_ORIGIN: the loopback twin is refused like any origin', async () => {
    const app = h.appWith({ env: production });
    const res = await app.request(`${CONSOLE}/healthz`, { headers: { origin: PREVIEW } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const setup = await app.request(`${CONSOLE}/console/api/embed/setup`, { headers: asStaff(marketing) });
    expect(await setup.json()).toMatchObject({ data: { preview_origin: null } });
  });

  it('is CONSOLE_PREVIEW_ORIGIN when set: allowed without credentials, its page framed by SITE_ORIGIN only', async () => {
    const app = h.appWith({ env: { ...production, CONSOLE_PREVIEW_ORIGIN: 'https://preview.example.tw' } });
    app.route('/', createConsoleStatic({ dir }));
    const res = await app.request('https://www.example.tw/healthz', {
      headers: { origin: 'https://preview.example.tw' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://preview.example.tw');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();

    // Behind a TLS proxy the request arrives as http with the preview's Host.
    const page = await app.request(
      'http://preview.example.tw/console/preview?element=renovo-quote&version=v2',
    );
    expect(await page.text()).toContain('<script async src="https://www.example.tw/embed/v1/loader.js"');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors https://www.example.tw');
    expect(csp).toContain('connect-src https://www.example.tw');
    expect(csp).not.toContain("'unsafe-eval'");

    const consolePage = await app.request('https://www.example.tw/console/embed');
    expect(consolePage.headers.get('content-security-policy')).toContain(
      "frame-src 'self' https://preview.example.tw",
    );
    // The console's own origin still serves an opaque-sandbox preview, framed by itself only.
    const own = await app.request('https://www.example.tw/console/preview?element=renovo-quote');
    expect(await own.text()).toContain('<script async src="/embed/v1/loader.js"');
    expect(own.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });
});
