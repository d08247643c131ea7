/**
 * The login sheet in Chromium on the partner page (docs/spec/session.md#states,
 * docs/spec/session.md#validation): every
 * validation message of the form and of the send-code button, the countdown, a login with the
 * code read from the API's SMS outbox (renovo-login, the token cookie, GET /v1/user/info), and
 * the consent confirm popup.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import {
  alerts,
  apiJson,
  dialogOf,
  heard,
  loginSheetFields,
  mobileFor,
  openWidgetPage,
  renovo,
  smsCode,
  toastText,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-login-sheet';
const TITLE = '手機號碼登入';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The login sheet's controls; the submit found by its label 登入 (the default status). */
function fields(dialog: Locator) {
  return { ...loginSheetFields(dialog), submit: dialog.getByRole('button', { name: '登入', exact: true }) };
}

async function openLogin(page: Page): Promise<Locator> {
  await renovo(page, 'open', 'login-sheet');
  return dialogOf(page, TAG, TITLE);
}

/** The token cookie the sheet set on the partner page, and the user the API finds behind it. */
async function loggedInUser(page: Page) {
  const cookies = await page.context().cookies(partnerOrigin);
  const token = cookies.find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  return apiJson<{ data: { id: number; mobile: string; real_mobile: string } }>(apiOrigin, '/v1/user/info', {
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** Sends a code to `mobile` from the sheet and returns it, read from GET /dev/sms-outbox. */
async function sendAndReadCode(dialog: Locator, mobile: string): Promise<string> {
  const form = fields(dialog);
  await form.mobile.fill(mobile);
  await form.sendCode.click();
  await expect.poll(() => form.sendCode.textContent()).toMatch(/^\d+s 重發$/);
  return smsCode(apiOrigin, mobile);
}

describe('login sheet (renovo-login-sheet)', () => {
  test('every validation message: mobile and code on blur, the send-code toasts', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    const dialog = await openLogin(page);
    const form = fields(dialog);
    expect(await form.submit.isDisabled()).toBe(true);

    // Empty fields, left: the required messages.
    await form.mobile.focus();
    await form.code.focus();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入行動電話']);
    await form.mobile.focus();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入行動電話', '請輸入驗證碼']);
    expect(await form.mobile.getAttribute('aria-invalid')).toBe('true');

    // Wrong values, left: the "正確" messages (a changed field says nothing until it is left).
    await form.mobile.fill('0812345678');
    await form.code.fill('123');
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入正確的行動電話']);
    await form.mobile.focus();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入正確的行動電話', '請輸入正確的驗證碼']);
    expect(await form.submit.isDisabled()).toBe(true);
    // Only digits are kept in the code.
    await form.code.fill('12ab34');
    expect(await form.code.inputValue()).toBe('1234');

    // The send-code button checks the mobile first, with a toast.
    await form.mobile.fill('');
    await form.sendCode.click();
    await expect.poll(() => toastText(page)).toBe('請先輸入行動電話');
    await form.mobile.fill('0812345678');
    await form.sendCode.click();
    await expect.poll(() => toastText(page)).toBe('請輸入正確的行動電話');
    expect(await form.sendCode.textContent()).toBe('發送驗證碼');

    // Valid values clear every message and enable the submit.
    await form.mobile.fill('0912345678');
    await form.code.fill('123456');
    await expect.poll(() => alerts(dialog)).toEqual([]);
    expect(await form.submit.isEnabled()).toBe(true);
    await page.context().close();
  });

  test('send-code countdown: 60s 重發 counting down, disabled, then 重發', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { fakeClock: true });
    const dialog = await openLogin(page);
    const form = fields(dialog);
    expect(await form.sendCode.textContent()).toBe('發送驗證碼');
    await sendAndReadCode(dialog, mobileFor(301));
    const seconds = async () => Number(/^(\d+)s 重發$/.exec((await form.sendCode.textContent()) ?? '')?.[1]);
    const first = await seconds();
    expect(first).toBeGreaterThanOrEqual(59);
    expect(first).toBeLessThanOrEqual(60);
    expect(await form.sendCode.isDisabled()).toBe(true);
    await page.clock.runFor(5000);
    await expect.poll(seconds).toBeLessThanOrEqual(first - 5);
    await page.clock.runFor(60_000);
    await expect.poll(() => form.sendCode.textContent()).toBe('重發');
    expect(await form.sendCode.isEnabled()).toBe(true);
    await page.context().close();
  });

  test('login with the code from the SMS outbox: renovo-login, the token cookie, GET /v1/user/info', async () => {
    const { page, messages } = await openWidgetPage(browser, `${partnerOrigin}/`);
    const opener = page.getByRole('button', { name: '登入', exact: true });
    await opener.click();
    const dialog = await dialogOf(page, TAG, TITLE);
    const form = fields(dialog);
    const mobile = mobileFor(302);
    const code = await sendAndReadCode(dialog, mobile);
    await form.code.fill(code);
    await form.accepted.check();
    await form.submit.click();
    const login = await waitForEvent(page, 'renovo-login');
    expect(login.detail).toEqual({ widget: 'login-sheet', via: 'login' });
    await waitForClosed(page, TAG);
    expect((await waitForEvent(page, 'renovo-close')).detail).toEqual({
      widget: 'login-sheet',
      reason: 'submit',
    });
    await page.waitForFunction(() => document.activeElement?.textContent === '登入');

    const user = await loggedInUser(page);
    expect(user.status).toBe(200);
    expect(user.body.data.real_mobile).toBe(mobile);
    expect(user.body.data.mobile).toBe(`${mobile.slice(0, 4)}***${mobile.slice(-3)}`);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });

  test('consent unticked: submit opens the confirm popup with its four statements; 同意授權 logs in', async () => {
    const { page } = await openWidgetPage(browser, `${partnerOrigin}/`, { viewport: PHONE });
    const dialog = await openLogin(page);
    const form = fields(dialog);
    const mobile = mobileFor(303);
    await form.code.fill(await sendAndReadCode(dialog, mobile));
    expect(await form.accepted.isChecked()).toBe(false);
    await form.submit.click();

    const consent = await dialogOf(page, TAG, '我已閱讀並同意');
    const links = consent.locator('[part~="statement-link"]');
    expect(await links.allTextContents()).toEqual([
      '《服務條款》',
      '《隱私權聲明》',
      '《服務說明》',
      '《免責聲明》',
    ]);
    for (const href of await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) {
      expect(new URL(href).origin).toBe(apiOrigin);
    }
    expect(await heard(page, 'renovo-login')).toEqual([]);
    await consent.getByRole('button', { name: '同意授權' }).click();
    expect((await waitForEvent(page, 'renovo-login')).detail).toEqual({
      widget: 'login-sheet',
      via: 'login',
    });
    await waitForClosed(page, TAG);
    const user = await loggedInUser(page);
    expect(user.body.data.real_mobile).toBe(mobile);
    await page.context().close();
  });
});
