/**
 * Offline, a link keeps the visitor on the page they are reading (docs/spec-deviations.md): in
 * Chromium on the built site, a tap on a header link while the device has no connection used to
 * end on the browser's own offline page — the preload on intent failed and the page reloaded
 * itself, or React Router reloaded when the page's code could not be fetched. Now the page
 * stays, a chip says there is no connection, and once the connection is back the same link
 * opens its page. The same holds on a connection that the device reports as up but that answers
 * nothing ("lie-fi": every request fails): the page stays and the chip says the connection is
 * unstable.
 */
import { navMessages, siteMessages } from '@renovo/core';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, PATIENT, siteUrl, visit } from './browser.ts';

let browser: Browser;
const DESKTOP = { width: 1280, height: 800 };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The header's 作品 link. */
const worksLink = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: navMessages.works, exact: true }).first();

/** Whether React Router has learnt the route `id` (it asks the server after hydration). */
const discovered = (id: string) =>
  id in ((window as { __reactRouterManifest?: { routes: object } }).__reactRouterManifest?.routes ?? {});

/** Waits until React Router has learnt the route `id`. */
const waitUntilDiscovered = (page: Page, id: string) => page.waitForFunction(discovered, id, PATIENT);

/** The chip that says why a navigation was held (empty while none was). */
const connectionNotice = (page: Page) => page.locator('[data-connection-notice]').textContent();

/** The home page, settled, once React Router has learnt the 作品 link's route; and that link. */
async function homeWithWorksLearnt() {
  const watched = await visit(browser, '/', { viewport: DESKTOP });
  await watched.page.waitForLoadState('networkidle');
  await waitUntilDiscovered(watched.page, 'routes/works');
  return { ...watched, works: worksLink(watched.page) };
}

/** The chip says `message`, and the home page stays in place (no reload a moment later). */
async function homeStaysSaying(page: Page, message: string) {
  await expect.poll(() => connectionNotice(page), PATIENT).toBe(message);
  await page.waitForTimeout(1500);
  expect(page.url()).toBe(siteUrl('/'));
  expect(await worksLink(page).isVisible()).toBe(true);
}

describe('journey: offline, a link keeps the visitor on the page', () => {
  test(
    'a header link tapped offline leaves the page in place with 目前沒有網路連線; online again, it opens its page',
    async () => {
      const { page, pageErrors } = await visit(browser, '/', { viewport: DESKTOP });
      await page.waitForLoadState('networkidle');
      const works = worksLink(page);
      await page.context().setOffline(true);
      await works.hover();
      await works.click();
      await expect.poll(() => connectionNotice(page), PATIENT).toBe(siteMessages.offline);
      // Still the home page, and it stays so (no reload a moment later).
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await works.isVisible()).toBe(true);
      await page.context().setOffline(false);
      await expect.poll(() => connectionNotice(page), PATIENT).toBe('');
      await works.click();
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'on a connection that answers nothing, a header link leaves the page in place with 網路連線不穩定; answered again, it opens its page',
    async () => {
      const { page, pageErrors, works } = await homeWithWorksLearnt();
      // Lie-fi: the device still says it is online, but no request of the page gets an answer.
      const failEverything = (route: Route) => route.abort('connectionfailed');
      await page.context().route('**/*', failEverything);
      expect(await page.evaluate(() => navigator.onLine)).toBe(true);
      await works.hover();
      await works.click();
      await homeStaysSaying(page, siteMessages.connectionUnstable);
      await page.context().unroute('**/*', failEverything);
      await works.click();
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      await expect.poll(() => connectionNotice(page), PATIENT).toBe('');
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    "on a connection that answers nothing, a press while its intent is still fetching the page's code waits for it and keeps the page",
    async () => {
      const { page, pageErrors, works } = await homeWithWorksLearnt();
      // The works page's code hangs 2 s before it fails (a dead connection rarely fails at once);
      // the press comes while the pointer's fetch is on its way.
      await page.context().route('**/*', async (route) => {
        if (/\/assets\/works-[\w-]+\.js$/.test(route.request().url()))
          await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.abort('connectionfailed');
      });
      const codeAsked = page.waitForRequest(/\/assets\/works-[\w-]+\.js$/);
      await works.hover();
      await codeAsked;
      await works.click();
      await homeStaysSaying(page, siteMessages.connectionUnstable);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'on a connection that answers nothing, a link whose page the router has not learnt yet keeps the page too',
    async () => {
      // React Router learns the routes of a page's links from the server after hydration: here
      // that answer never comes, and then nothing does.
      const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
      await context.route(/\/__manifest\b/, (route) => route.abort('connectionfailed'));
      const page = await context.newPage();
      await page.goto(siteUrl('/'));
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(discovered, 'routes/works')).toBe(false);
      await context.route('**/*', (route) => route.abort('connectionfailed'));
      const works = worksLink(page);
      await works.hover();
      await works.click();
      await homeStaysSaying(page, siteMessages.connectionUnstable);
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    "on a connection that has not failed, a press is not held: the page's data is asked while its code is still coming",
    async () => {
      const { page, pageErrors } = await visit(browser, '/', { viewport: DESKTOP });
      await page.waitForLoadState('networkidle');
      // The works page's code comes 1.5 s late; its data is asked by React Router side by side.
      let codeAnsweredAt = 0;
      let dataAskedAt = 0;
      await page.route(/\/assets\/works-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        codeAnsweredAt = Date.now();
        await route.continue();
      });
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/works.data') dataAskedAt ||= Date.now();
      });
      // Pressed by script: no pointer over it before, so nothing fetched its code on intent.
      await worksLink(page).evaluate((link) => (link as HTMLAnchorElement).click());
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      expect(codeAnsweredAt).toBeGreaterThan(0);
      expect(dataAskedAt).toBeGreaterThan(0);
      expect(dataAskedAt).toBeLessThan(codeAnsweredAt);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'the back button pressed offline keeps the page too',
    async () => {
      const { page } = await visit(browser, '/', { viewport: DESKTOP });
      // A page the visitor has read a while (nothing else re-renders the frame after the link's
      // page): the chip the back button sets must not be cleared by the page it stayed on.
      await page.waitForLoadState('networkidle');
      await worksLink(page).click();
      await page.waitForURL((url) => url.pathname === '/works', PATIENT);
      await page.waitForLoadState('networkidle');
      await page.context().setOffline(true);
      await page.goBack({ waitUntil: 'commit' }).catch(() => null);
      await expect.poll(() => connectionNotice(page), PATIENT).toBe(siteMessages.offline);
      await page.waitForTimeout(1500);
      expect(new URL(page.url()).pathname).toBe('/works');
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
