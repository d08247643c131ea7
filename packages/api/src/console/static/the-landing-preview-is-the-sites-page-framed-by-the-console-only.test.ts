/**
 * The landing-page preview (docs/spec/console.md#landing-pages) is a page of the host site under
 * /console (where the staff session cookie is sent): the console's files let it and its data
 * request through to the site, and the security headers give it the site's CSP (scripts by nonce)
 * with framing by this origin only — `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN` —
 * any http(s) image (the draft's hero image changes as staff type), and a same-origin referrer.
 * Every other console path is still the console's page, framed by no one.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANDING_PREVIEW_PATH } from '@renovo/core/contracts';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { securityHeaders } from '../../middleware/security-headers/index.ts';
import { createConsoleStatic } from './static.ts';

const dir = mkdtempSync(join(tmpdir(), 'console-static-preview-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
// Mounted as the server does: headers first, the console's files, then the site behind them.
const app = new Hono<AppEnv>();
app.use(securityHeaders({ production: false, frameAncestors: async () => ['https://partner.example'] }));
app.route('/', createConsoleStatic({ dir }));
app.all('*', (c) => c.html(`<!doctype html><p>site ${c.req.path}</p>`));

/** The directives of a CSP by name. */
function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('the landing preview', () => {
  it('is answered by the site, with the site’s nonce CSP, framed by this origin only', async () => {
    for (const path of [LANDING_PREVIEW_PATH, `${LANDING_PREVIEW_PATH}.data`]) {
      const res = await app.request(path);
      expect(await res.text(), path).toContain(`site ${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('script-src'), path).toMatch(/^'self' 'nonce-[^']+'$/);
      expect(csp.get('frame-ancestors'), path).toBe("'self'");
      expect(csp.get('img-src')?.split(' '), path).toEqual(expect.arrayContaining(['https:', 'http:']));
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it('leaves every other console path to the console, framed by no one', async () => {
    for (const path of ['/console/landing', `${LANDING_PREVIEW_PATH}/x`, '/console/landing-previews']) {
      const res = await app.request(path);
      expect(await res.text(), path).toContain('id="root"');
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors'), path).toBe(
        "'none'",
      );
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('does not widen the site’s other pages: their images and framing stay their own', async () => {
    const res = await app.request('/land/spring');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('img-src')).not.toMatch(/(?:^|\s)https?:(?:\s|$)/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });
});
