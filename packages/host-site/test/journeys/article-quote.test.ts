/**
 * Journey 2 (docs/spec/popups-and-header.md#screens, docs/spec/popups-and-header.md#states "Article quote
 * popover"): an article, read down the page: the
 * quote popover stays shut before 50 %, opens at 50 %, once (closing it keeps it shut however far
 * one scrolls); a valid quote (region, size, mobile, terms) lands on the basic quote's result page
 * /decorationfrom/result_copy?id= with the lead stored; the article then offers no popover again.
 */
import { articleMessages, confirmCloseMessages, quoteMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DESKTOP, launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api, firstArticleId } from '../harness/site.ts';
import {
  hydrated,
  JOURNEY_TIMEOUT,
  journeyMobile,
  openDialogs,
  PATIENT,
  visit,
  widgetDialog,
} from './browser.ts';

const POPOVER = 'renovo-quote[module="article_detail_auto_popbox"]';

interface QuoteResult {
  data: {
    id: number;
    public_id: string;
    variant: string;
    region_id: number;
    size: number;
    region_cn: string;
  };
}

let browser: Browser;
let articleId: number;

beforeAll(async () => {
  browser = await launchChromium();
  articleId = await firstArticleId();
});
afterAll(() => browser?.close());

/** Scrolls to `fraction` of the scrollable height. */
async function scrollTo(page: Page, fraction: number): Promise<void> {
  await page.evaluate((f) => {
    const root = document.documentElement;
    window.scrollTo(0, Math.ceil((root.scrollHeight - window.innerHeight) * f));
  }, fraction);
}

/** Waits until the page has read a scroll past 40 %: the share tooltip shows. */
async function shareTipShown(page: Page): Promise<void> {
  await page
    .locator('.article-actions')
    .getByRole('status')
    .filter({ hasText: articleMessages.shareTooltip })
    .waitFor({ timeout: 30_000 });
}

/** Waits until the page's popup request has been answered: the popover is armed after it. */
async function popupsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => new URL(entry.name).pathname === '/hyperf/popups'),
    null,
    { timeout: 30_000 },
  );
}

describe('journey: article → scroll → the quote popover → a quote', () => {
  test(
    'opens once at 50 %; a valid quote lands on result_copy?id= with the lead stored',
    async () => {
      const path = `/article/${articleId}`;
      const { page, pageErrors } = await visit(browser, path, { viewport: DESKTOP });
      await popupsLoaded(page);

      // Past 40 % (the share tooltip shows) but under 50 %: no popover.
      await scrollTo(page, 0.45);
      await shareTipShown(page);
      expect(await openDialogs(page, POPOVER)).toBe(0);

      // At 50 %: the basic quote opens.
      await scrollTo(page, 0.6);
      let dialog = await widgetDialog(page, POPOVER);
      expect(await dialog.getByRole('button', { name: quoteMessages.basicButton }).isVisible()).toBe(true);

      // Closed through the confirm-close page, it stays shut wherever the reader scrolls.
      await page.keyboard.press('Escape');
      await dialog.getByRole('button', { name: confirmCloseMessages.closeFeature }).click();
      await expect.poll(() => openDialogs(page, POPOVER), PATIENT).toBe(0);
      await scrollTo(page, 0);
      await scrollTo(page, 0.8);
      await scrollTo(page, 1);
      // Give a reopening every chance (several throttled scroll readings).
      await page.waitForTimeout(600);
      expect(await openDialogs(page, POPOVER)).toBe(0);

      // A new visit of the article: the popover opens at 50 % again; a valid quote is sent.
      await page.reload();
      await hydrated(page);
      await popupsLoaded(page);
      await scrollTo(page, 0.55);
      dialog = await widgetDialog(page, POPOVER);
      const mobile = journeyMobile(20);
      await dialog.locator('select[name="region_id"]').selectOption('8');
      await dialog.locator('input[name="size"]').fill('33');
      await dialog.locator('input[name="mobile"]').fill(mobile);
      await dialog.locator('input[name="accepted"]').check();
      await dialog.getByRole('button', { name: quoteMessages.basicButton }).click();

      // The basic quote's result page (docs/spec/popups-and-header.md#screens):
      // /decorationfrom/result_copy?id={id}.
      await page.waitForURL((url) => url.pathname === '/decorationfrom/result_copy', { timeout: 30_000 });
      // (The page takes the quote's unguessable public id, not its sequential one.)
      const id = new URL(page.url()).searchParams.get('id') ?? '';
      expect(id).toMatch(/^[A-Za-z0-9_-]{52}$/);
      await hydrated(page);

      // The lead exists: the quote by its id, and the device now has a clue on file.
      const result = await api<QuoteResult>(`/hyperf/valuation/v3/result?id=${id}`);
      expect(result.data).toMatchObject({
        public_id: id,
        variant: 'basic',
        region_id: 8,
        region_cn: '臺中市',
        size: 33,
      });
      const uuid = (await page.context().cookies()).find((c) => c.name === 'uuid')?.value ?? '';
      const clue = await api<{ data: { exists_clue: boolean } }>('/hyperf/clues/user/clue/info', {
        headers: { 'X-Uuid': uuid },
      });
      expect(clue.data.exists_clue).toBe(true);

      // Back on the article: a quote was submitted, so no popover at 50 % any more.
      await page.goto(new URL(path, page.url()).href);
      await hydrated(page);
      await popupsLoaded(page);
      await scrollTo(page, 0.45);
      await shareTipShown(page);
      await scrollTo(page, 0.9);
      await page.waitForTimeout(600);
      expect(await openDialogs(page, POPOVER)).toBe(0);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
