/**
 * Production refuses to start without SITE_ORIGIN, and a URL the server hands out (robots.txt,
 * sitemaps, media URLs in the API's answers) is built from SITE_ORIGIN, never from the request's
 * Host or X-Forwarded-Host, even behind a trusted proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start } from './main.ts';
import { createHarness, type TestHarness } from './testing/harness.ts';

const FORGED = { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.example' };

describe('production requires SITE_ORIGIN', () => {
  it('refuses to start without it, saying so', async () => {
    const env = {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMS_GATEWAY: 'outbox',
      PORT: '0',
      HOST: '127.0.0.1',
    };
    await expect(start({ env })).rejects.toThrow(/SITE_ORIGIN.*required in production/);
  });
});

describe('URLs are never built from the request Host', () => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('a forged Host or X-Forwarded-Host reaches neither robots.txt, the sitemap nor media URLs', async () => {
    const app = h.appWith({ env: { SITE_ORIGIN: 'https://www.renovo.example', TRUST_PROXY: 1 } });
    const get = (path: string) => app.request(`http://evil.example${path}`, { headers: FORGED });
    const bodies = await Promise.all(
      ['/robots.txt', '/sitemap.xml', '/sitemaps/works-1.xml', '/v1/shorts/list?per_page=3'].map(
        async (path) => {
          const response = await get(path);
          expect(response.status, path).toBe(200);
          return [path, await response.text()] as const;
        },
      ),
    );
    for (const [path, body] of bodies) {
      expect(body, path).not.toContain('evil.example');
      expect(body, path).toContain('https://www.renovo.example/');
    }
  });

  it('outside production without SITE_ORIGIN the sitemap names the server’s own address', async () => {
    const app = h.appWith({ env: { SITE_ORIGIN: undefined, TRUST_PROXY: 1 } });
    const robots = await (await app.request('http://evil.example/robots.txt', { headers: FORGED })).text();
    expect(robots).not.toContain('evil.example');
    expect(robots).toContain(`Sitemap: http://127.0.0.1:${h.env.PORT}/sitemap.xml`);
  });
});
