/**
 * Web security in Chromium: the site's main pages, hydrated and with a widget open,
 * report no Content-Security-Policy violation (a `securitypolicyviolation` event or a console
 * error); `/login` cannot be framed by another origin; `/shorts/embed` can be framed by a
 * partner's origin (the seeded demo partner allows http://localhost:*) but not by any other.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, openPage, waitForWidget } from '../../../../tests/e2e/harness/browser.ts';
import { api } from '../harness/site.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl } from './browser.ts';

let browser: Browser;
let pages: string[];

beforeAll(async () => {
  browser = await launchChromium();
  const works = await api<{ data: { items: { id: number }[] } }>('/hyperf/works/represent_works?per_page=1');
  const articles = await api<{ data: { items: { id: number }[] } }>('/v1/article/list?per_page=1');
  pages = [
    '/',
    '/login',
    '/works',
    `/works/${works.data.items[0]!.id}`,
    '/article',
    `/article/${articles.data.items[0]!.id}`,
    '/decorationfrom',
    '/shorts',
    '/style-test',
    '/no-such-page',
  ];
});
afterAll(() => browser?.close());

/** Records every CSP violation of the page's documents from their first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

describe('Content-Security-Policy in Chromium', () => {
  test(
    'the main pages hydrate with no CSP violation and no console error',
    async () => {
      for (const path of pages) {
        const watched = await openPage(browser, 'about:blank', { reducedMotion: 'reduce' });
        await watchViolations(watched.page);
        await watched.page.goto(siteUrl(path));
        await hydrated(watched.page);
        await watched.page.waitForLoadState('networkidle');
        expect(await violationsOf(watched.page), path).toEqual([]);
        const errors = watched.messages('error').filter((text) => !/status of 404/.test(text));
        expect(errors, path).toEqual([]);
        expect(watched.messages('error').join('\n'), path).not.toMatch(/Content Security Policy/);
        await watched.page.context().close();
      }
    },
    JOURNEY_TIMEOUT * 2,
  );

  test(
    'a widget opened on the site (shadow DOM styles, its API calls) breaks no rule',
    async () => {
      const watched = await openPage(browser, 'about:blank', { reducedMotion: 'reduce' });
      await watchViolations(watched.page);
      await watched.page.goto(siteUrl('/decorationfrom'));
      await hydrated(watched.page);
      // The inline quote form: a widget with its shadow root's adopted styles, and its API calls.
      await waitForWidget(watched.page, 'renovo-quote');
      const styled = await watched.page.evaluate(
        () => (document.querySelector('renovo-quote')?.shadowRoot?.adoptedStyleSheets.length ?? 0) > 0,
      );
      expect(styled).toBe(true);
      await watched.page.waitForLoadState('networkidle');
      expect(await violationsOf(watched.page)).toEqual([]);
      expect(watched.messages('error').join('\n')).not.toMatch(/Content Security Policy/);
      await watched.page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});

describe('framing', () => {
  /** A page server on another origin that frames `?path=` of the site. */
  let framer: Server;
  let framerPort = 0;
  /** A browser that resolves framer.example to this machine: an origin no partner allows. */
  let mapped: Browser;
  beforeAll(async () => {
    framer = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').searchParams.get('path') ?? '/';
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(`<!doctype html><iframe src="${siteUrl(path)}" width="400" height="400"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
    framerPort = (framer.address() as AddressInfo).port;
    mapped = await launchChromium(['--host-resolver-rules=MAP framer.example 127.0.0.1']);
  });
  afterAll(async () => {
    await mapped?.close();
    await new Promise<void>((resolve) => framer.close(() => resolve()));
  });

  /** Opens the framer page on `host` and tells whether the site's page loaded in its frame. */
  async function framed(host: 'localhost' | 'framer.example', path: string) {
    const watched = await openPage(mapped, 'about:blank');
    await watched.page.goto(`http://${host}:${framerPort}/?path=${encodeURIComponent(path)}`);
    await expect.poll(() => watched.page.frames().length, PATIENT).toBeGreaterThan(1);
    const frame = watched.page.frames()[1]!;
    // A frame the site's CSP refused is Chromium's error page; an allowed one is the site's page.
    await expect.poll(() => frame.url(), PATIENT).not.toBe('about:blank');
    await frame.waitForLoadState('load').catch(() => undefined);
    const inside = await frame.evaluate(() => document.querySelector('main') !== null).catch(() => false);
    return { watched, inside, url: frame.url() };
  }

  test(
    "/login cannot be framed by another origin, not even a partner's",
    async () => {
      for (const host of ['framer.example', 'localhost'] as const) {
        const { watched, inside, url } = await framed(host, '/login');
        expect(inside, host).toBe(false);
        expect(url, host).toMatch(/^chrome-error:/);
        await watched.page.context().close();
      }
    },
    JOURNEY_TIMEOUT,
  );

  test(
    '/shorts/embed is framed by a partner origin (the demo partner allows http://localhost:*), and by no other',
    async () => {
      const partner = await framed('localhost', '/shorts/embed');
      expect(partner.inside).toBe(true);
      await partner.watched.page.context().close();
      const stranger = await framed('framer.example', '/shorts/embed');
      expect(stranger.inside).toBe(false);
      await stranger.watched.page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
