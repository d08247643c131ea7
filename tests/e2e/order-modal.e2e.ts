/**
 * The order modal in Chromium on the partner page (docs/spec/session.md#entities,
 * docs/spec/session.md#states, docs/spec/platform.md#errors): variant
 * A (centred modal with benefits) and B (compact card), their form messages, a submit that
 * stores a clue, read back through the API for the browser's device (X-Uuid), and the API's 422
 * answer shown as the centred error toast (renovo-toast); an order left pending is resent by the
 * page itself and played then.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchChromium, PHONE } from './harness/browser.ts';
import {
  alerts,
  deviceHasClue,
  dialogOf,
  focused,
  heard,
  mobileFor,
  openWidgetPage,
  renovo,
  toastText,
  untilPending,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-order-modal';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

function fields(dialog: Locator) {
  return {
    mobile: dialog.locator('input[name="mobile"]'),
    accepted: dialog.locator('input[name="accepted"]'),
    submit: dialog.getByRole('button', { name: '免費預約諮詢' }),
  };
}

describe('order modal (renovo-order-modal)', () => {
  test('variant A: form messages, then a submit stores a clue (renovo-submit, closes, focus back on the opener)', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    await page.getByRole('button', { name: '預約諮詢' }).click();
    const dialog = await dialogOf(page, TAG, '免費獲取專屬裝修方案');
    const form = fields(dialog);
    expect(await dialog.locator('[part~="benefits"] li').allTextContents()).toEqual([
      '專人 1 對 1 免費諮詢',
      '3 家優質設計公司比價',
      '報價透明，不亂加價',
    ]);
    expect(await deviceHasClue(page, apiOrigin)).toBe(false);

    await form.submit.click();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入行動電話', '請勾選服務條款']);
    expect(await focused(page)).toBe('input#order-mobile');
    await form.mobile.fill('0812345678');
    await form.submit.click();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入正確的行動電話', '請勾選服務條款']);

    await form.mobile.fill(mobileFor(401));
    await form.accepted.check();
    await form.submit.click();
    const submitted = await waitForEvent(page, 'renovo-submit');
    expect(submitted.detail).toEqual({ widget: 'order-modal', id: expect.any(Number), redirect: null });
    await waitForClosed(page, TAG);
    expect((await heard(page, 'renovo-close')).map((e) => e.detail)).toEqual([
      { widget: 'order-modal', reason: 'submit' },
    ]);
    await page.waitForFunction(() => document.activeElement?.textContent === '預約諮詢');
    expect(await deviceHasClue(page, apiOrigin)).toBe(true);
    await page.context().close();
  });

  test('variant B on a phone: the compact card at the bottom stores a clue', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    await renovo(page, 'open', 'order-modal', { variant: 'B' });
    const dialog = await dialogOf(page, TAG, '留下手機，免費獲取裝修報價');
    const box = await dialog.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 40);
    expect(await deviceHasClue(page, apiOrigin)).toBe(false);
    const form = fields(dialog);
    await form.mobile.fill(mobileFor(402));
    await form.submit.click();
    await expect.poll(() => alerts(dialog)).toEqual(['請勾選服務條款']);
    await form.accepted.check();
    await form.submit.click();
    const submitted = await waitForEvent(page, 'renovo-submit');
    expect(submitted.detail).toMatchObject({ widget: 'order-modal', redirect: null });
    await waitForClosed(page, TAG);
    expect(await deviceHasClue(page, apiOrigin)).toBe(true);
    await page.context().close();
  });

  test('a 422 answer shows its message in the centred error toast; the modal stays open, no clue is stored', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: DESKTOP });
    const orderUrl = `${apiOrigin}/hyperf/clues/order`;
    // The form passes the widget's checks; the API receives a mobile it refuses (a real 422).
    await page.route(orderUrl, (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      return route.continue({
        postData: JSON.stringify({ ...request.postDataJSON(), mobile: '0800000000' }),
      });
    });
    await renovo(page, 'open', 'order-modal', { variant: 'A' });
    const dialog = await dialogOf(page, TAG, '免費獲取專屬裝修方案');
    const form = fields(dialog);
    const mobile = mobileFor(403);
    await form.mobile.fill(mobile);
    await form.accepted.check();
    const answered = page.waitForResponse((r) => r.url() === orderUrl && r.request().method() === 'POST');
    await form.submit.click();
    const response = await answered;
    expect(response.status()).toBe(422);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBeTruthy();

    await expect.poll(() => toastText(page)).toBe(message);
    const toast = page.locator('renovo-toast [part~="toast"]');
    expect(await toast.getAttribute('class')).toMatch(/\berror\b.*\bcenter\b/);
    expect(await toast.getAttribute('role')).toBe('alert');
    const box = (await toast.boundingBox())!;
    expect(Math.abs(box.y + box.height / 2 - DESKTOP.height / 2)).toBeLessThanOrEqual(2);
    expect((await waitForEvent(page, 'renovo-error')).detail).toEqual({
      widget: 'order-modal',
      reason: 'validation',
      message,
    });
    expect(await heard(page, 'renovo-submit')).toEqual([]);
    expect(await dialog.isVisible()).toBe(true);
    expect(await form.mobile.inputValue()).toBe(mobile);
    expect(await deviceHasClue(page, apiOrigin)).toBe(false);
    await page.context().close();
  });

  test('an order left pending while the network is down is resent by the page a minute later: renovo-submit, closed', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, {
      viewport: DESKTOP,
      fakeClock: true,
    });
    const orderUrl = `${apiOrigin}/hyperf/clues/order`;
    const keys: string[] = [];
    await page.route(orderUrl, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      return route.abort('failed');
    });
    await page.getByRole('button', { name: '預約諮詢' }).click();
    const form = fields(await dialogOf(page, TAG, '免費獲取專屬裝修方案'));
    await form.mobile.fill(mobileFor(404));
    await form.accepted.check();
    await form.submit.click();
    await untilPending(page);
    expect(await heard(page, 'renovo-submit')).toEqual([]);

    await page.unroute(orderUrl);
    await page.clock.runFor(61_000);
    const submitted = await waitForEvent(page, 'renovo-submit');
    expect(submitted.detail).toEqual({ widget: 'order-modal', id: expect.any(Number), redirect: null });
    await waitForClosed(page, TAG);
    expect(new Set(keys).size).toBe(1);
    expect(await deviceHasClue(page, apiOrigin)).toBe(true);
    await page.context().close();
  });
});
