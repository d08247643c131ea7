/**
 * Rule, in Chromium on a partner page: an inline quote with `stop-redirect` stays on the page
 * after 送出成功 with the mobile emptied and the consent unticked, so a second tap files no
 * second lead (it asks for the mobile and the consent again).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE, waitForWidget } from './harness/browser.ts';
import { alerts, mobileFor, openWidgetPage, toastText, waitForEvent } from './harness/widgets.ts';

const { partnerOrigin } = inject('stack');
const TAG = 'renovo-quote';
let browser: Browser;
/** A real browser, a proof of work and a countdown on a busy two-core machine. */
const SLOW_MACHINE_TIMEOUT = 90_000;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('an inline quote that stays after 送出成功', () => {
  test(
    'is emptied of the mobile and the consent; a second tap sends nothing',
    async () => {
      const { page } = await openWidgetPage(browser, `${partnerOrigin}/landing/`, { viewport: PHONE });
      await waitForWidget(page, TAG);
      await page.locator(TAG).evaluate((el) => el.setAttribute('stop-redirect', ''));
      const panel = page.locator(`${TAG} [part~="panel"]`);
      const submit = panel.getByRole('button', { name: '免費獲取裝修報價單' });
      const mobile = panel.locator('input[name="mobile"]');
      const accepted = panel.locator('input[name="accepted"]');
      const submits: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/valuation/v3/submit')) submits.push(request.url());
      });

      await panel.locator('input[name="size"]').fill('32');
      await mobile.fill(mobileFor(961));
      await accepted.check();
      await submit.click();
      expect((await waitForEvent(page, 'renovo-submit')).detail).toMatchObject({ redirect: null });
      await expect.poll(() => toastText(page)).toBe('送出成功');
      expect(new URL(page.url()).origin).toBe(partnerOrigin);

      expect(await mobile.inputValue()).toBe('');
      expect(await accepted.isChecked()).toBe(false);
      expect(await panel.locator('input[name="size"]').inputValue()).toBe('32');
      expect(await alerts(panel)).toEqual([]);

      await submit.click();
      await expect.poll(() => alerts(panel)).toEqual(['請輸入行動電話', '請勾選']);
      expect(submits).toHaveLength(1);
      await page.context().close();
    },
    SLOW_MACHINE_TIMEOUT,
  );
});
