/**
 * Serves the staff console's build (`packages/console/dist`, docs/spec/console.md#console-app) in the same
 * process as
 * everything else:
 *
 * - `/console/assets/<file>`: the content-hashed files, cached for a year;
 * - `/console/preview?element=…`: the embed builder's preview page, the REAL built widget through
 *   `/embed/v1/loader.js` with the chosen attributes (each checked against a list; anything else
 *   is dropped). Served at the preview origin (lib/preview-origin.ts), it is a partner's page in
 *   all but name: the loader comes from the console's origin, whose API allows the preview origin
 *   like a partner's (read only), so the widget shows its banner and records; being another
 *   origin, it cannot reach the console's cookie or DOM. Served at the console's own origin (no
 *   preview origin), the console frames it as an opaque-origin sandbox. A popup opens when the
 *   page's button is pressed (`/console/preview.js`), so it never takes the builder's focus;
 * - `/console` and every other `/console/*` path but `/console/api/*` and the landing-page
 *   preview (`LANDING_PREVIEW_PATH`, a page of the host site, which the site answers): the app's
 *   index.html (the client routes), never cached.
 *
 * Every page is `noindex`; its strict CSP (scripts from this origin only: the build has no inline
 * script; `frame-ancestors 'none'`, the preview `'self'`), `X-Frame-Options`, `nosniff` and
 * `Referrer-Policy: same-origin` come from the server's security-headers middleware.
 *
 * @example app.route('/', createConsoleStatic({ dir: 'packages/console/dist' }));
 */

import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { LANDING_PREVIEW_PATH } from '@renovo/core/contracts';
import { consoleEmbedMessages, serverMessages } from '@renovo/core/messages';
import { type Context, Hono, type Next } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { consoleOriginOfPreview } from '../../lib/preview-origin.ts';

const COMMON = {
  'X-Robots-Tag': 'noindex, nofollow',
};

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};

/** The custom elements the builder offers. */
const ELEMENTS = new Set([
  'renovo-quote',
  'renovo-community-quote',
  'renovo-login-sheet',
  'renovo-order-modal',
]);
/** The attributes the builder sets, in order. */
const ATTRIBUTES = ['version', 'mode', 'module', 'type', 'region', 'company-id', 'stop-redirect'];
const VALUE = /^[\w-]{0,40}$/;

/**
 * The preview page for a query (null when the element is not one of the builder's); the loader
 * from `loaderOrigin` when given (the page is at the preview origin), else from this origin.
 */
export function previewPage(query: URLSearchParams, loaderOrigin = ''): string | null {
  const element = query.get('element') ?? '';
  if (!ELEMENTS.has(element)) return null;
  const partner = query.get('partner') ?? '';
  const attributes: string[] = [];
  for (const name of ATTRIBUTES) {
    const value = query.get(name);
    if (value === null || !VALUE.test(value)) continue;
    attributes.push(value === '' ? name : `${name}="${value}"`);
  }
  const partnerAttribute = VALUE.test(partner) && partner ? ` data-partner="${partner}"` : '';
  // A popup opens when its button is pressed, as on a partner's page: opened by itself, its dialog
  // would take the focus from the builder's form at every change (preview.js sets `open`).
  const popup = query.get('mode') !== 'inline' || element === 'renovo-order-modal';
  const opener = popup
    ? `<button type="button" data-open="${element}">${consoleEmbedMessages.previewOpen}</button>\n<script src="${loaderOrigin}/console/preview.js"></script>\n`
    : '';
  return `<!doctype html>
<html lang="zh-Hant-TW">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${serverMessages.previewTitle}</title>
<style>body{margin:0;padding:12px;font-family:system-ui,'Noto Sans CJK TC',sans-serif}[data-open]{font:inherit;padding:.6rem 1rem;min-height:44px;border:1px solid #0b5cad;border-radius:6px;background:#0b5cad;color:#fff;cursor:pointer}</style></head>
<body>
${opener}<${element} ${attributes.join(' ')}></${element}>
<script async src="${loaderOrigin}/embed/v1/loader.js"${partnerAttribute}></script>
</body>
</html>`;
}

/** The preview page's one script: its button opens the popup element it names. */
const PREVIEW_SCRIPT = `document.addEventListener('click', (event) => {
  const button = event.target.closest && event.target.closest('[data-open]');
  const element = button && document.querySelector(button.getAttribute('data-open'));
  if (element) element.setAttribute('open', '');
});
`;

/** The sub-app; mount it with `app.route('/', createConsoleStatic({ dir }))`. */
export function createConsoleStatic(options: { dir: string }): Hono {
  const root = resolve(options.dir);
  const assets = resolve(root, 'assets');
  let index: { mtimeMs: number; body: string } | null = null;
  const app = new Hono();

  app.get('/console/assets/:name', async (c) => {
    const name = c.req.param('name');
    const match = /^[\w.-]+\.(js|css|svg|png|woff2)$/.exec(name);
    const path = resolve(assets, name);
    if (!match || !path.startsWith(assets + sep)) return c.notFound();
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return c.notFound();
    return c.body(new Uint8Array(await readFile(path)), 200, {
      ...COMMON,
      'Content-Type': TYPES[match[1] as string] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });

  app.get('/console/preview.js', (c) =>
    c.body(PREVIEW_SCRIPT, 200, {
      ...COMMON,
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      // Loaded by the preview page at the preview origin: another origin.
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    }),
  );

  app.get('/console/preview', (c) => {
    const url = new URL(c.req.url);
    // Mounted on the API app, the context has its configuration; alone (a unit test), none.
    const env = (c as unknown as Context<AppEnv>).get('deps')?.env;
    const consoleOrigin = env ? consoleOriginOfPreview(env, url.origin, c.req.header('host')) : null;
    const page = previewPage(url.searchParams, consoleOrigin ?? '');
    if (page === null) return c.text('Not Found', 404, COMMON);
    return c.html(page, 200, {
      ...COMMON,
      'Cache-Control': 'no-store',
    });
  });

  /** The site's own paths under /console: its landing preview page and that page's data. */
  const sitePaths = new Set([LANDING_PREVIEW_PATH, `${LANDING_PREVIEW_PATH}.data`]);
  const page = async (c: Context, next: Next) => {
    if (sitePaths.has(c.req.path)) return next();
    if (/^\/console\/api(?:\/|$)/.test(c.req.path)) return c.notFound();
    const file = resolve(root, 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info) return c.notFound();
    if (index?.mtimeMs !== info.mtimeMs)
      index = { mtimeMs: info.mtimeMs, body: await readFile(file, 'utf8') };
    return c.html(index.body, 200, {
      ...COMMON,
      'Cache-Control': 'no-store',
    });
  };
  app.get('/console', page);
  app.get('/console/*', page);
  return app;
}
