/**
 * The quote links of a page (免費獲取裝修報價單 / 一鍵領取報價清單, docs/spec/popups-and-header.md#screens)
 * load the widgets' code when pressed, not at start-up (ADR 058): in Chromium on the built site,
 * an article page hydrates and falls quiet with no `renovo-*` element defined; a press opens the
 * basic quote in place; and when the widgets' code cannot be fetched, a press goes to the quote
 * form page /decorationfrom instead of doing nothing — unless the site does not answer either
 * (a connection that answers nothing): then the page stays and says so (ADR 064).
 */
import { quoteMessages, siteMessages } from '@renovo/core';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { firstArticleId } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, siteUrl, visit, widgetDialog } from './browser.ts';

let browser: Browser;
let articleId: number;

beforeAll(async () => {
  browser = await launchChromium();
  articleId = await firstArticleId();
});
afterAll(() => browser?.close());

/** The page's first 免費獲取裝修報價單 link, once the page's code runs (it says it opens a dialog). */
async function liveQuoteLink(page: Page) {
  await page
    .locator('.quote-entry a[aria-haspopup="dialog"]')
    .first()
    .waitFor({ state: 'attached', ...PATIENT });
  return page
    .locator('.quote-entry')
    .getByRole('link', { name: quoteMessages.basicButton, exact: true })
    .first();
}

describe('journey: the quote links load the widgets on the first press', () => {
  test(
    'an article page starts without the widgets; a press on 免費獲取裝修報價單 loads them and opens the quote in place',
    async () => {
      const { page, pageErrors } = await visit(browser, `/article/${articleId}`, { viewport: PHONE });
      const link = await liveQuoteLink(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => customElements.get('renovo-quote') === undefined)).toBe(true);
      await link.click();
      const dialog = await widgetDialog(page, 'renovo-quote');
      await expect.poll(() => dialog.locator('input[name="mobile"]').isVisible(), PATIENT).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`/article/${articleId}`);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'when the widgets cannot be fetched, a press goes to the quote form page',
    async () => {
      const { page } = await visit(browser, `/article/${articleId}`, { viewport: PHONE });
      const link = await liveQuoteLink(page);
      // Every script asked for from now on fails, as on a network that dropped.
      await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
      await link.click();
      // (The release watch's reload of the failed chunk is overtaken: polled, not awaited.)
      await expect.poll(() => new URL(page.url()).pathname, PATIENT).toBe('/decorationfrom');
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'on a connection that answers nothing, a press keeps the page and says the connection is unstable',
    async () => {
      const { page, pageErrors } = await visit(browser, `/article/${articleId}`, { viewport: PHONE });
      const link = await liveQuoteLink(page);
      await page.waitForLoadState('networkidle');
      // Lie-fi: the device says it is online, but no request of the page gets an answer.
      const failEverything = (route: Route) => route.abort('connectionfailed');
      await page.context().route('**/*', failEverything);
      await link.click();
      const notice = page.locator('[data-connection-notice]');
      await expect.poll(() => notice.textContent(), PATIENT).toBe(siteMessages.connectionUnstable);
      // Still the article, and it stays so (no reload nor form page a moment later).
      await page.waitForTimeout(1500);
      expect(page.url()).toBe(siteUrl(`/article/${articleId}`));
      expect(await link.isVisible()).toBe(true);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
