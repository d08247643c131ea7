/**
 * The general toast in Chromium (`renovo-toast`; docs/spec/platform.md#limits: offset 20, one at a time),
 * shown by a popup: it is drawn above the popup and announced, because it goes inside the popup's
 * modal dialog (outside, the dialog makes it inert: drawn but never read out); when the popup
 * closes it goes back to the page and stays until its time is up. The toasts here are the login
 * sheet's (2000 ms); the page clock is Playwright's, paused while a toast is checked, so a slow
 * machine cannot let one expire mid-test. Durations are unit tests (elements/toast/toast.test.tsx).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import {
  loginSheetFields,
  openWidgetPage,
  pauseClock,
  toastFromLoginSheet,
  toastPlace,
  toastSeenAndHeard,
  toastText,
  waitForClosed,
} from './harness/widgets.ts';

const { partnerOrigin } = inject('stack');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The toast box's top edge, px from the top of the viewport. */
function toastTop(page: Page): Promise<number> {
  return page
    .locator('renovo-toast [part~="toast"]')
    .evaluate((box) => Math.round(box.getBoundingClientRect().top));
}

describe('toast (renovo-toast)', () => {
  test('shown by an open popup: inside its dialog, drawn above it, announced; 20 px from the top', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE, fakeClock: true });
    await toastFromLoginSheet(page);
    await expect
      .poll(() => toastSeenAndHeard(page, '請先輸入行動電話'))
      .toEqual({ onTop: true, inTree: true });
    await pauseClock(page);
    expect(await toastPlace(page)).toBe('renovo-login-sheet');
    expect(await toastTop(page)).toBe(20);
    await page.context().close();
  });

  test('the popup closes: the toast goes back to the page, still shown and announced, until its time is up', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE, fakeClock: true });
    const dialog = await toastFromLoginSheet(page);
    await expect.poll(async () => (await toastSeenAndHeard(page, '請先輸入行動電話')).onTop).toBe(true);
    await pauseClock(page);
    await dialog.press('Escape');
    await waitForClosed(page, 'renovo-login-sheet');
    await expect.poll(() => toastPlace(page)).toBe('body');
    // A frame for the moved toast to show again (its effects run after a paint).
    await page.clock.runFor(100);
    expect(await toastText(page)).toBe('請先輸入行動電話');
    await expect
      .poll(() => toastSeenAndHeard(page, '請先輸入行動電話'))
      .toEqual({ onTop: true, inTree: true });
    // Then it goes when its time is up (in the page it shows anew, for its whole 2000 ms).
    await page.clock.runFor(2100);
    await expect.poll(() => toastText(page)).toBe('');
    await page.context().close();
  });

  test('one at a time; a toast that is done leaves no popover open (an open one would stay under every popup opened later)', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE, fakeClock: true });
    const login = await toastFromLoginSheet(page);
    // A second toast replaces the first.
    const fields = loginSheetFields(login);
    await fields.mobile.fill('0812345678');
    await fields.sendCode.click();
    await expect.poll(() => toastText(page)).toBe('請輸入正確的行動電話');
    expect(await page.locator('renovo-toast').count()).toBe(1);
    await login.press('Escape');
    await waitForClosed(page, 'renovo-login-sheet');
    await page.clock.runFor(3100);
    await expect.poll(() => toastText(page)).toBe('');

    // The element's own show(), with no popup open: in the page, as a popover; then done.
    const show = (message: string) =>
      page.evaluate(
        (m) => (document.querySelector('renovo-toast') as unknown as { show(m: string): void }).show(m),
        message,
      );
    await show('第一則');
    await expect.poll(() => toastSeenAndHeard(page, '第一則')).toEqual({ onTop: true, inTree: true });
    await page.clock.runFor(3100);
    await expect.poll(() => toastText(page)).toBe('');
    expect(
      await page.locator('renovo-toast [part~="toast"]').evaluate((box) => box.matches(':popover-open')),
    ).toBe(false);

    await page.context().close();
  });
});
