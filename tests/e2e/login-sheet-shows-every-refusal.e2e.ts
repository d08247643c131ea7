/**
 * Rule, in Chromium on a partner page: the login sheet shows every refusal of a code request in
 * the live line under the code (an alert region) — a 429 with its message and the send button
 * counting down the Retry-After the server named (exposed to partner origins by CORS), and
 * "checking" while a 428 challenge is solved — never only on the console.
 */

import { loginMessages } from '@renovo/core/messages';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import {
  dialogOf,
  loginSheetFields,
  mobileFor,
  openWidgetPage,
  renovo,
  toastText,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-login-sheet';
let browser: Browser;
/** A real browser, a proof of work and a countdown on a busy two-core machine. */
const SLOW_MACHINE_TIMEOUT = 90_000;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());
afterEach(async () => {
  await fetch(`${apiOrigin}/__e2e/sms-flood`, { method: 'DELETE' });
});

/** The live line under the code field. */
const noticeOf = (dialog: Locator) => dialog.locator('#login-code-error');

async function openSheet() {
  const watched = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
  await renovo(watched.page, 'open', 'login-sheet');
  const dialog = await dialogOf(watched.page, TAG, '手機號碼登入');
  return { ...watched, dialog, form: loginSheetFields(dialog), notice: noticeOf(dialog) };
}

describe('the login sheet shows every refusal', () => {
  test(
    '429: the message in the live line and the wait counted down on the send button',
    async () => {
      const { page, form, notice } = await openSheet();
      expect(await notice.getAttribute('role')).toBe('alert');
      const mobile = mobileFor(951);
      // A code was just sent to this number: the next request within the minute is refused.
      const first = await fetch(`${apiOrigin}/v1/codes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ medium: 'sms', type: 'login', username: mobile }),
      });
      expect(first.status).toBe(200);

      await form.mobile.fill(mobile);
      await form.sendCode.click();
      await expect
        .poll(() => notice.textContent(), { timeout: 10_000 })
        .toMatch(/^發送太頻繁，請於 \d+ 秒後再試$/);
      const said = Number(/(\d+) 秒/.exec((await notice.textContent()) ?? '')?.[1]);
      const label = (await form.sendCode.textContent()) ?? '';
      expect(label).toMatch(/^\d+s 重發$/);
      expect(Math.abs(Number.parseInt(label, 10) - said)).toBeLessThanOrEqual(2);
      expect(await form.sendCode.isDisabled()).toBe(true);
      // It counts down (a tick is a second, longer than the poll's default wait of one).
      await expect
        .poll(async () => Number.parseInt((await form.sendCode.textContent()) ?? '', 10), { timeout: 5_000 })
        .toBeLessThan(said);
      // Said once, in the sheet: no toast says it again.
      expect(await toastText(page)).toBe('');
      await page.context().close();
    },
    SLOW_MACHINE_TIMEOUT,
  );

  test(
    '428: the live line says it is checking while the challenge is solved, then clears',
    async () => {
      const { page, form, notice } = await openSheet();
      expect((await fetch(`${apiOrigin}/__e2e/sms-flood`, { method: 'POST' })).status).toBe(200);
      // The solved send is held a moment on the way, long enough to read the line.
      await page.route('**/v1/codes', async (route) => {
        if (route.request().method() === 'POST' && route.request().postData()?.includes('"challenge"'))
          await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await form.mobile.fill(mobileFor(952));
      await form.sendCode.click();
      await expect.poll(() => notice.textContent(), { timeout: 20_000 }).toBe(loginMessages.checking);
      await expect.poll(() => form.sendCode.textContent(), { timeout: 20_000 }).toMatch(/^\d+s 重發$/);
      expect(await notice.textContent()).toBe('');
      await page.context().close();
    },
    SLOW_MACHINE_TIMEOUT,
  );
});
