/**
 * Identity initialisation (docs/spec/quotes.md#validation, docs/spec/quotes.md#calls;
 * docs/spec/platform.md#calls, docs/spec/platform.md#limits), in Chromium on the built site:
 * a first visit gets the `one-id` cookie (a uuid, path /, SameSite=Lax, a year, readable by the
 * page's scripts) and the page's API calls carry it as `X-One-Id`; the next visit keeps it; an app
 * webview (device ios or android) without a version gets none, one with a version does. App deep
 * links (docs/spec/platform.md#calls): the jump-app page links to the app's custom-scheme page and the same
 * page on
 * the web.
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, siteUrl, visit } from './browser.ts';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const YEAR_S = 365 * 24 * 60 * 60;

/** The page's one-id cookie. */
async function oneIdCookie(page: Page) {
  return (await page.context().cookies(siteUrl('/'))).find((c) => c.name === 'one-id');
}

/** A work's path, read from the works list. */
async function aWorkPath(page: Page): Promise<string> {
  await page.goto(siteUrl('/works'));
  const href = await page.locator('main a[href^="/works/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/works\/\d+/);
  return href!;
}

describe('journey: identity initialisation and app deep links', () => {
  test(
    'a first visit gets the one-id cookie for a year, the page’s API calls carry it as X-One-Id, the next visit keeps it',
    async () => {
      const { page, pageErrors } = await visit(browser, '/', { viewport: DESKTOP });
      const cookie = await oneIdCookie(page);
      expect(cookie?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      // Scripts read it to send the header: not HttpOnly. A year from now (a minute's slack).
      expect(cookie?.httpOnly).toBe(false);
      expect(Math.abs(cookie!.expires - (Date.now() / 1000 + YEAR_S))).toBeLessThan(60);
      expect(await page.evaluate(() => document.cookie)).toContain(`one-id=${cookie!.value}`);

      // The work page logs its visit from the browser (POST /api/visits): with X-One-Id.
      const calls: Request[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(siteUrl('/api/'))) calls.push(r);
      });
      const work = await aWorkPath(page);
      await page.goto(siteUrl(work));
      await expect.poll(() => calls.some((r) => r.url() === siteUrl('/api/visits')), PATIENT).toBe(true);
      for (const call of calls) expect((await call.allHeaders())['x-one-id']).toBe(cookie!.value);

      // The next visits keep the same one-id.
      await page.reload();
      expect((await oneIdCookie(page))?.value).toBe(cookie!.value);
      expect(pageErrors).toEqual([]);
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'an app webview (device ios or android) without a version skips it; with a version it is initialised',
    async () => {
      for (const device of ['ios', 'android']) {
        const { page } = await visit(browser, `/?device=${device}`, { viewport: DESKTOP });
        expect(await oneIdCookie(page)).toBeUndefined();
        // The header preloads its pages and a link navigates on the client: still none.
        await page.locator('header a[href="/works"]').first().click();
        await page.waitForURL(siteUrl('/works'));
        await expect.poll(() => page.locator('main a[href^="/works/"]').count(), PATIENT).toBeGreaterThan(0);
        expect(await oneIdCookie(page)).toBeUndefined();
        await page.context().close();
      }
      const { page } = await visit(browser, '/?device=ios&version=5.2.0', { viewport: DESKTOP });
      expect((await oneIdCookie(page))?.value).toMatch(/^[0-9a-f-]{36}$/);
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'the jump-app URL (page_type, page_id) links to the app’s custom-scheme page and to the same page on the web',
    async () => {
      const { page } = await visit(browser, '/jump-app?page_type=work&page_id=7', { viewport: DESKTOP });
      await expect.poll(() => page.locator('h1').textContent(), PATIENT).toBe('請前往 App 繼續操作');
      expect(await page.getByRole('link', { name: '開啟 App' }).getAttribute('href')).toBe(
        'renovo://works/detail?id=7',
      );
      expect(await page.getByRole('link', { name: '在網頁繼續瀏覽' }).getAttribute('href')).toBe('/works/7');
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    },
    JOURNEY_TIMEOUT,
  );
});
