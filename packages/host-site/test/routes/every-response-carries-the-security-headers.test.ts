/**
 * Every response carries the security headers, from one middleware: in production, a walk over a
 * representative route of every surface — API JSON and its 404 and 422 errors, the site's pages
 * (a landing page and the framed player included), the console and its previews, the embed
 * script, the site's and the console's files, drawn media and a short's MP4 — finds HSTS,
 * `nosniff`, a `Referrer-Policy` and a `Permissions-Policy` on each, and a CSP on each HTML page
 * (a landing page's CSP allows exactly its hero image).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@renovo/api/db';
import { landingPages } from '@renovo/api/schema-landing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

const HERO = 'https://images.example.tw/campaign/hero.jpg';

let stack: SiteStack;
let db: Db;
const dataDir = mkdtempSync(join(tmpdir(), 'renovo-headers-'));

beforeAll(async () => {
  mkdirSync(join(dataDir, 'media', 'videos'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'videos', '3-1-5001.mp4'), new Uint8Array(2000));
  stack = await startSiteStack({
    production: true,
    console: true,
    embed: true,
    env: { RENOVO_DATA_DIR: dataDir },
    withDatabase: (handle) => {
      db = handle;
    },
  });
  await db.insert(landingPages).values({
    slug: 'headers-hero',
    title: '春季活動',
    heroImage: `${HERO}?v=2`,
    status: 'published',
  });
});
afterAll(async () => {
  await stack?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GET of the stack (no redirects followed). */
const get = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, stack.origin), { redirect: 'manual', ...init });

/** The first `/assets/…` file a page of the site names. */
async function siteAsset(): Promise<string> {
  const html = await (await get('/')).text();
  return html.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0] ?? '/assets/missing.js';
}
async function consoleAsset(): Promise<string> {
  const html = await (await get('/console')).text();
  return html.match(/\/console\/assets\/[\w.-]+\.(?:js|css)/)?.[0] ?? '/console/assets/missing.js';
}

/** The directives of a CSP by name. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('every response carries the security headers (production)', () => {
  it('each surface: HSTS, nosniff, Referrer-Policy, Permissions-Policy; a CSP on every HTML page', async () => {
    const routes: { path: string; status: number; html: boolean; init?: RequestInit }[] = [
      { path: '/healthz', status: 200, html: false },
      { path: '/hyperf/companies/list?per_page=2', status: 200, html: false },
      { path: '/v1/no-such-route', status: 404, html: false },
      { path: '/hyperf/companies/list?per_page=abc', status: 422, html: false },
      { path: '/robots.txt', status: 200, html: false },
      { path: '/', status: 200, html: true },
      { path: '/works', status: 200, html: true },
      { path: '/no/such-page', status: 404, html: true },
      { path: '/land/headers-hero?utm_source=ad', status: 200, html: true },
      { path: '/shorts/embed?id=1', status: 404, html: true },
      { path: '/console', status: 200, html: true },
      { path: '/console/preview?element=renovo-quote', status: 200, html: true },
      // The landing preview is the site's page under /console: the public gets the site's 404.
      { path: '/console/landing-preview', status: 404, html: true },
      { path: '/embed/v1/loader.js', status: 200, html: false },
      { path: await siteAsset(), status: 200, html: false },
      { path: await consoleAsset(), status: 200, html: false },
      { path: '/media/photos/12-1-42.svg', status: 200, html: false },
      {
        path: '/media/videos/3-1-5001.mp4',
        status: 206,
        html: false,
        init: { headers: { Range: 'bytes=0-99' } },
      },
    ];
    for (const { path, status, html, init } of routes) {
      const response = await get(path, init);
      await response.arrayBuffer();
      const header = (name: string) => response.headers.get(name);
      expect(response.status, path).toBe(status);
      expect(header('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
      expect(header('x-content-type-options'), path).toBe('nosniff');
      expect(header('referrer-policy'), path).toMatch(/^(?:strict-origin-when-cross-origin|same-origin)$/);
      expect(header('permissions-policy'), path).toContain('camera=()');
      expect(header('permissions-policy'), path).toContain('geolocation=()');
      expect(header('content-type')?.startsWith('text/html') ?? false, path).toBe(html);
      if (!html) continue;
      const csp = directives(header('content-security-policy') ?? '');
      expect(csp.get('default-src'), path).toBe("'self'");
      expect(csp.get('object-src'), path).toBe("'none'");
      expect(csp.get('base-uri'), path).toBe("'none'");
      expect(csp.get('script-src'), path).not.toMatch(/unsafe-(?:inline|eval)/);
      expect(csp.has('frame-ancestors'), path).toBe(true);
    }
  });

  it('a site page’s scripts carry the nonce its CSP names, fresh for each response', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await get('/works');
      const csp = directives(response.headers.get('content-security-policy') ?? '');
      const nonce = csp.get('script-src')?.match(/'nonce-([^']+)'/)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(await response.text()).toContain(`nonce="${nonce}"`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(2);
  });

  it('the console is framed by no one, its previews by the console only; the player by the site and partners', async () => {
    const frame = async (path: string) =>
      directives((await get(path)).headers.get('content-security-policy') ?? '').get('frame-ancestors');
    expect(await frame('/console')).toBe("'none'");
    expect(await frame('/console/preview?element=renovo-quote')).toBe("'self'");
    expect(await frame('/console/landing-preview')).toBe("'self'");
    expect(await frame('/works')).toBe("'none'");
    expect(await frame('/shorts/embed?id=1')).toMatch(/^'self'/);
  });

  it('a landing page’s CSP allows exactly its hero image (the live page shows it)', async () => {
    const landing = await get('/land/headers-hero?utm_source=ad');
    const html = await landing.text();
    expect(html).toContain(`src="${HERO}?v=2"`);
    const images = directives(landing.headers.get('content-security-policy') ?? '').get('img-src') ?? '';
    expect(images.split(' ')).toContain(HERO);
    expect(images).not.toMatch(/(?:^|\s)(?:https:|\*)(?:\s|$)/);
    // Another page does not inherit it.
    const works = await get('/works');
    expect(works.headers.get('content-security-policy')).not.toContain('images.example.tw');
  });
});
