/**
 * The console's files (docs/spec/console.md#console-app): every console path answers index.html with a strict
 * CSP
 * (scripts from the site only, no framing), `/console/api/*` is never answered with the page,
 * assets are served by plain names only, and the preview page writes only the builder's
 * elements and attributes (anything else is dropped, nothing is injected).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { securityHeaders } from '../../middleware/security-headers/index.ts';
import { createConsoleStatic, previewPage } from './static.ts';

const dir = mkdtempSync(join(tmpdir(), 'console-static-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
// Mounted as the server does: behind the security-headers middleware, which sets the CSP.
const app = new Hono<AppEnv>();
app.use(securityHeaders({ production: false, frameAncestors: async () => [] }));
app.route('/', createConsoleStatic({ dir }));

describe('the console is served at /console with a strict CSP', () => {
  it('answers index.html for /console and its client routes, not cached, not framable', async () => {
    for (const path of ['/console', '/console/', '/console/leads', '/console/partners/3']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('id="root"');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('never answers /console/api/* with the page', async () => {
    expect((await app.request('/console/api/partners')).status).toBe(404);
    expect((await app.request('/console/api')).status).toBe(404);
  });

  it('serves assets by plain names only', async () => {
    const res = await app.request('/console/assets/index-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('cache-control')).toContain('immutable');
    for (const path of [
      '/console/assets/..%2Findex.html',
      '/console/assets/missing.js',
      '/console/assets/x.html',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });
});

describe('the embed builder preview page', () => {
  it('loads the loader with the partner and writes the chosen element with its attributes; a popup opens by its button', () => {
    const html = previewPage(
      new URLSearchParams({
        element: 'renovo-quote',
        partner: 'pk_1',
        version: 'v3',
        mode: 'popup',
        'stop-redirect': '',
      }),
    )!;
    expect(html).toContain('<renovo-quote version="v3" mode="popup" stop-redirect></renovo-quote>');
    expect(html).toContain('<script async src="/embed/v1/loader.js" data-partner="pk_1"></script>');
    expect(html).toContain('<button type="button" data-open="renovo-quote">開啟彈出視窗預覽</button>');
    expect(html).toContain('<script src="/console/preview.js"></script>');
    const inline = previewPage(new URLSearchParams({ element: 'renovo-quote', mode: 'inline' }))!;
    expect(inline).not.toContain('<button');
  });

  it('serves the preview script that opens a popup by its button, to the preview origin', async () => {
    const res = await app.request('/console/preview.js');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toContain("setAttribute('open', '')");
  });

  it('refuses other elements and drops attributes it does not know or values that could inject', () => {
    expect(previewPage(new URLSearchParams({ element: 'script' }))).toBeNull();
    const html = previewPage(
      new URLSearchParams({
        element: 'renovo-login-sheet',
        mode: 'inline',
        module: '"><script>alert(1)</script>',
        onclick: 'alert(1)',
        partner: '"><img src=x>',
      }),
    )!;
    expect(html).not.toContain('alert');
    expect(html).not.toContain('<img');
    expect(html).toContain('<renovo-login-sheet mode="inline"></renovo-login-sheet>');
  });

  it('is framed by the console only', async () => {
    const res = await app.request('/console/preview?element=renovo-quote');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect((await app.request('/console/preview?element=x')).status).toBe(404);
  });
});
