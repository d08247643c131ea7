/**
 * The security headers are on every API answer (JSON, 404, 422, 413, media) with HSTS in
 * production only; a page's CSP takes frame ancestors and image URLs only as plain sources: a
 * partner origin or an image URL cannot add a directive or widen a list to any host.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers on every API answer', () => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ demoContent: false });
  });
  afterAll(() => h.close());

  it('JSON, errors and media carry nosniff, Referrer-Policy, Permissions-Policy and (production) HSTS', async () => {
    const production = h.appWith({ env: { production: true } });
    const answers: [string, number, RequestInit?][] = [
      ['/healthz', 200],
      ['/hyperf/companies/list?per_page=2', 200],
      ['/v1/no-such-route', 404],
      ['/hyperf/companies/list?per_page=abc', 422],
      ['/media/photos/12-1-42.svg', 200],
      [
        '/v1/events',
        413,
        { method: 'POST', body: 'x'.repeat(200_000), headers: { 'Content-Type': 'application/json' } },
      ],
    ];
    for (const [path, status, init] of answers) {
      const response = await production.request(path, init);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('microphone=()');
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
    const svg = await production.request('/media/photos/12-1-42.svg');
    expect(svg.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const development = await h.app.request('/healthz');
    expect(development.headers.get('strict-transport-security')).toBeNull();
    expect(development.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CSP sources cannot inject', () => {
  const app = new Hono<AppEnv>();
  app.use(
    securityHeaders({
      production: false,
      frameAncestors: async () => [
        'https://partner.example',
        'http://localhost:*',
        'https://*.shop.example',
        "https://evil.example; script-src 'unsafe-inline'",
        '*',
        'https://a.example https://b.example',
        'javascript:alert(1)',
      ],
    }),
  );
  app.get('/page', (c) => {
    const page = c.get('page');
    page.frameable = c.req.query('framed') === '1';
    page.imageSources.push(
      'https://img.example/a b;c,d.jpg?x=1',
      "https://img.example/x.jpg'; script-src *",
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'https://user:pass@img.example/p.jpg',
      'not a url',
    );
    return c.html('<p>page</p>');
  });
  const cspOf = async (path: string) =>
    (await app.request(path)).headers.get('content-security-policy') ?? '';
  /** The directive names of a CSP, in order. */
  const namesOf = (csp: string) => csp.split(';').map((d) => d.trim().split(/\s+/)[0]);

  it('a framable page names the site and the partner origins only', async () => {
    const csp = await cspOf('/page?framed=1');
    const ancestors = csp.split('; ').find((d) => d.startsWith('frame-ancestors'));
    expect(ancestors).toBe(
      "frame-ancestors 'self' https://partner.example http://localhost:* https://*.shop.example",
    );
    expect(namesOf(csp).filter((name) => name === 'script-src')).toHaveLength(1);
    expect(await cspOf('/page')).toContain("frame-ancestors 'none'");
  });

  it('image URLs become one source each, escaped, never a directive or a wildcard', async () => {
    const csp = await cspOf('/page');
    const images = csp.split('; ').find((d) => d.startsWith('img-src'));
    expect(images?.split(' ')).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://img.example/a%20b%3Bc%2Cd.jpg',
      'https://img.example/x.jpg%27%3B%20script-src%20*',
    ]);
    const names = namesOf(csp);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the media origin (MEDIA_PUBLIC_ORIGIN) in the site CSP', () => {
  const page = async (mediaOrigin?: string) => {
    const app = new Hono<AppEnv>();
    app.use(securityHeaders({ production: true, frameAncestors: async () => [], mediaOrigin }));
    app.get('/', (c) => c.html('<main></main>'));
    return (await app.request('/')).headers.get('content-security-policy') ?? '';
  };

  it('a CDN origin for uploaded photos and videos is allowed in img-src and media-src, and only there', async () => {
    const csp = await page('https://media.example.tw');
    expect(csp).toContain("img-src 'self' data: blob: https://media.example.tw;");
    expect(csp).toContain("media-src 'self' blob: https://media.example.tw;");
    expect(csp.match(/media\.example\.tw/g)).toHaveLength(2);
    expect(await page()).toContain("img-src 'self' data: blob:;");
    expect(await page()).toContain("media-src 'self' blob:;");
  });

  it('a media origin that is not a plain origin adds nothing', async () => {
    expect(await page("https://x.example; script-src 'unsafe-inline'")).toContain(
      "img-src 'self' data: blob:;",
    );
  });
});
