/**
 * Rule, in Chromium on the built widgets: a mobile field keeps the spec's maxlength of 10
 * (docs/spec/session.md "at most 10 characters", docs/spec/quotes.md "10 digits"), and a number
 * pasted, filled in or typed with spaces, dashes, brackets, full-width digits or +886 goes in as
 * its ten digits — no digit is lost to the separators — and the quote is filed with it. The
 * size beside it takes full-width digits too (a Chinese keyboard's ３０ is 30).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE, waitForWidget } from './harness/browser.ts';
import { alerts, mobileFor, openWidgetPage, waitForEvent } from './harness/widgets.ts';

const { partnerOrigin } = inject('stack');
const TAG = 'renovo-quote';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

describe('a formatted mobile goes in as its digits', () => {
  test('pasted, filled in and typed with separators, full-width or +886, it keeps all ten digits and is filed; a full-width size is its digits', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/landing/`, { viewport: PHONE });
    await waitForWidget(page, TAG);
    await page.locator(TAG).evaluate((el) => el.setAttribute('stop-redirect', ''));
    const panel = page.locator(`${TAG} [part~="panel"]`);
    const mobile = panel.locator('input[name="mobile"]');
    expect(await mobile.evaluate((el: HTMLInputElement) => el.maxLength)).toBe(10);

    const digits = mobileFor(962);
    const spaced = `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    const dashed = spaced.replaceAll(' ', '-');
    const fullWidth = [...digits].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0)).join('');
    const international = `+886 ${digits.slice(1, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
    for (const typed of [dashed, spaced, fullWidth, international]) {
      // As a paste or an autofill inserts it: the whole text at once.
      await mobile.fill('');
      await mobile.focus();
      await page.keyboard.insertText(typed);
      expect(await mobile.inputValue(), typed).toBe(digits);
      // Playwright's fill, and key by key.
      await mobile.fill(typed);
      expect(await mobile.inputValue(), typed).toBe(digits);
      await mobile.fill('');
      await mobile.pressSequentially(dashed);
      expect(await mobile.inputValue(), typed).toBe(digits);
    }
    // Inserted in the middle, the caret stays after what went in.
    await mobile.fill('0912');
    await mobile.press('End');
    await page.keyboard.insertText(`-${digits.slice(4, 7)}-`);
    expect(await mobile.inputValue()).toBe(`0912${digits.slice(4, 7)}`);

    await mobile.fill(dashed);
    const size = panel.locator('input[name="size"]');
    await size.fill('３０');
    expect(await size.inputValue()).toBe('30');
    await panel.locator('input[name="accepted"]').check();
    await mobile.blur();
    expect(await alerts(panel)).toEqual([]);
    const filed = page.waitForRequest((r) => r.url().includes('/valuation/v3/submit'));
    await panel.getByRole('button', { name: '免費獲取裝修報價單' }).click();
    expect((await filed).postDataJSON()).toMatchObject({ mobile: digits, size: 30 });
    await waitForEvent(page, 'renovo-submit');
    await page.context().close();
  }, 90_000);
});
