/**
 * Web security of the site's pages on the real server: a strict CSP with a fresh
 * nonce on every HTML page, no framing but for the frameable pages, nosniff, the referrer
 * policy, no HSTS outside production, and no redirect that leaves the site.
 */
import { describe, expect, it } from 'vitest';
import { getPage, siteOrigin } from '../harness/site.ts';

const PAGES = ['/', '/login', '/works', '/article', '/decorationfrom', '/no-such-page'];

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('every HTML page has a strict Content-Security-Policy', () => {
  it.each(PAGES)(
    '%s: scripts by nonce only, no unsafe-eval, not framable, nosniff, referrer policy',
    async (path) => {
      const { html, headers } = await getPage(path);
      expect(headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(headers.get('content-security-policy'));
      const scripts = csp.get('script-src') ?? [];
      const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
      // Every inline script of the document carries this response's nonce.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes, body]) => !/\bsrc=/.test(attributes ?? '') && (body ?? '').trim() !== '',
      );
      expect(inline.length).toBeGreaterThan(0);
      for (const [, attributes] of inline) {
        if (/type="application\/ld\+json"/.test(attributes ?? '')) continue; // data, never run
        expect(attributes).toContain(`nonce="${nonce}"`);
      }
    },
  );

  it('the nonce is new on every response', async () => {
    const nonces = await Promise.all(
      [1, 2, 3].map(async () => (await getPage('/login')).headers.get('content-security-policy')),
    );
    expect(new Set(nonces).size).toBe(3);
  });

  it('client files get nosniff too', async () => {
    const { headers } = await getPage('/favicon.svg');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('no open redirect', () => {
  it('GET //evil.example/x/ stays on the site', async () => {
    // fetch() would resolve `//evil…` itself: send the raw request line through node:http.
    const { request } = await import('node:http');
    const origin = new URL(siteOrigin());
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(
        { host: origin.hostname, port: origin.port, path: '//evil.example/x/', method: 'GET' },
        (res) => {
          res.resume();
          resolve(res.headers.location);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(location).toBe('/evil.example/x');
  });

  it.each([
    '/login?redirect=//evil.example/p',
    '/login?redirect=/%09/evil.example/p',
    '/login?redirect=/%0a/evil.example/p',
    '/login?redirect=/%5Cevil.example',
    '/login?redirect=https://evil.example/',
    '/login?redirect=javascript:alert(1)',
  ])('%s renders the login page (never a 500) and keeps no foreign target', async (path) => {
    const { status, html } = await getPage(path);
    expect(status).toBe(200);
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
  });
});
