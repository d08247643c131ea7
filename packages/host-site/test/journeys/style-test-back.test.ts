/**
 * Journey 3 (docs/spec/session.md#states "Style-test result back action"): take the style test, land on
 * /style-test/result; the browser's back is intercepted and opens the order modal, storing today's
 * date under autoPopVisibleDate; a second back the same day just goes back (no modal); a date of
 * another day intercepts again; with skipAuth=1 the back is intercepted but the modal stays shut.
 */
import { orderModalMessages, styleTestMessages } from '@renovo/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { hydrated, JOURNEY_TIMEOUT, openDialogs, PATIENT, siteUrl, visit, widgetDialog } from './browser.ts';

const MODAL = 'renovo-order-modal';
const DATE_KEY = 'autoPopVisibleDate';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Picks the fewest pictures the test takes and submits: lands on the hydrated result page. */
async function takeTest(page: Page): Promise<void> {
  const picks = page.locator('input[name="image_ids"]');
  const submit = page.getByRole('button', { name: styleTestMessages.submit });
  for (let n = 0; (await submit.getAttribute('aria-disabled')) === 'true'; n += 1) await picks.nth(n).check();
  await submit.click();
  await page.waitForURL((url) => url.pathname === '/style-test/result', PATIENT);
  await resultReady(page);
}

/** The result page is hydrated and its back guard is in place (its own history entry). */
async function resultReady(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForFunction(() => Boolean(window.history.state?.renovoStyleTestBack), null, PATIENT);
  await page.locator(`${MODAL}:not([variant])[state="ready"]`).waitFor({ state: 'attached', ...PATIENT });
}

/** The browser's back button; resolves once the page has reacted (popstate handled). */
async function back(page: Page): Promise<void> {
  await page.goBack({ waitUntil: 'commit' });
}

/** The browser's local date as the page stores it (YYYY-MM-DD). */
function today(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

describe('journey: style test → result → browser back', () => {
  test(
    'the first back of the day opens the order modal; the second the same day just goes back',
    async () => {
      const { page, pageErrors } = await visit(browser, '/style-test', { viewport: PHONE });
      expect(await page.title()).toBe(styleTestMessages.title);
      await takeTest(page);
      expect(await page.title()).toBe(styleTestMessages.resultTitle);
      const resultUrl = page.url();
      expect(await page.evaluate((key) => localStorage.getItem(key), DATE_KEY)).toBeNull();

      // First back: intercepted, the page stays, the order modal opens and today is stored.
      await back(page);
      const modal = await widgetDialog(page, MODAL);
      expect(await modal.getByRole('heading', { name: orderModalMessages.headline }).isVisible()).toBe(true);
      expect(page.url()).toBe(resultUrl);
      expect(await page.evaluate((key) => localStorage.getItem(key), DATE_KEY)).toBe(await today(page));
      await page.keyboard.press('Escape');
      await expect.poll(() => openDialogs(page, MODAL), PATIENT).toBe(0);

      // The result again, the same day: back goes back to the test, no modal.
      await page.goto(siteUrl('/style-test'));
      await hydrated(page);
      await takeTest(page);
      await back(page);
      await page.waitForURL((url) => url.pathname === '/style-test', PATIENT);
      await hydrated(page);
      expect(await openDialogs(page, MODAL)).toBe(0);
      expect(await page.locator(MODAL).count()).toBe(0);

      // A date of another day: the next back is intercepted again.
      await page.evaluate((key) => localStorage.setItem(key, '2000-01-01'), DATE_KEY);
      await page.goto(resultUrl);
      await resultReady(page);
      await back(page);
      await widgetDialog(page, MODAL);
      expect(page.url()).toBe(resultUrl);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'skipAuth=1: the back is intercepted (date stored) but the order modal stays shut',
    async () => {
      const { page } = await visit(browser, '/style-test?skipAuth=1', { viewport: PHONE });
      await takeTest(page);
      expect(new URL(page.url()).searchParams.get('skipAuth')).toBe('1');
      const resultUrl = page.url();
      await back(page);
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), DATE_KEY), PATIENT)
        .toBe(await today(page));
      expect(page.url()).toBe(resultUrl);
      expect(await openDialogs(page, MODAL)).toBe(0);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
