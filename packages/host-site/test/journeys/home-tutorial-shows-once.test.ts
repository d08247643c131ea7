/**
 * The tutorial overlay (docs/spec/platform.md#limits: 瞭解了 / 立即體驗): on a first visit a hint points at the home
 * page's quote button with both buttons; 瞭解了 closes it and it does not come back on the next
 * visit; 立即體驗 closes it and opens the quote popup.
 */
import { homeMessages, tutorialMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { JOURNEY_TIMEOUT, PATIENT, reloadedBy, visit, widgetDialog } from './browser.ts';

const PHONE = { width: 390, height: 844 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

function hint(page: Page) {
  return page.getByRole('dialog', { name: tutorialMessages.quoteTitle });
}

describe('journey: the first-visit tutorial at the quote button', () => {
  test(
    'shows once with 瞭解了 and 立即體驗; after 瞭解了 the next visit has none',
    async () => {
      const { page, pageErrors } = await visit(browser, '/', { viewport: PHONE });
      const shown = hint(page);
      await shown.waitFor({ state: 'visible', ...PATIENT });
      expect(await shown.getByRole('button').allTextContents()).toEqual([
        tutorialMessages.understood,
        tutorialMessages.tryNow,
      ]);
      await shown.getByRole('button', { name: tutorialMessages.understood }).click();
      await shown.waitFor({ state: 'detached', ...PATIENT });

      // The next visit (same browser): the page read its storage and left the hint out.
      await reloadedBy(page, () => page.reload().then(() => undefined));
      await page.locator('[data-tutorial-seen="home-quote"]').waitFor({ state: 'attached', ...PATIENT });
      expect(await hint(page).count()).toBe(0);
      expect(await page.getByRole('heading', { name: homeMessages.title }).count()).toBe(1);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    '立即體驗 closes the hint and opens the quote popup',
    async () => {
      const { page, pageErrors } = await visit(browser, '/', { viewport: PHONE });
      const shown = hint(page);
      await shown.waitFor({ state: 'visible', ...PATIENT });
      await shown.getByRole('button', { name: tutorialMessages.tryNow }).click();
      await widgetDialog(page, 'renovo-quote');
      expect(await hint(page).count()).toBe(0);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
