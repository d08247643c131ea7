/**
 * The login sheet's other statuses in Chromium on the partner page (docs/spec/session.md#states): the
 * status is derived from real API state — a member without a bound mobile (bind), a member with
 * a mobile and no clue (clue: the masked mobile prefilled, no code field), a member with a clue
 * (have: nothing to show). The member is signed in from Node with an outbox code and the page
 * carries its token cookie from the start.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, PHONE } from './harness/browser.ts';
import {
  leaveClue,
  memberHasClue,
  signedInState,
  signIn,
  unbindMobile,
  userInfo,
} from './harness/members.ts';
import {
  alerts,
  dialogOf,
  heard,
  loginSheetFields,
  mobileFor,
  openWidgetPage,
  renovo,
  smsCode,
  waitForClosed,
  waitForEvent,
} from './harness/widgets.ts';

const { apiOrigin, partnerOrigin } = inject('stack');
const TAG = 'renovo-login-sheet';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const fields = loginSheetFields;

describe('login sheet statuses from real API state', () => {
  test('bind: a member without a mobile binds one with a bind_mobile code (renovo-login via bind)', async () => {
    const member = await unbindMobile(apiOrigin, await signIn(apiOrigin, mobileFor(501)));
    expect(await userInfo(apiOrigin, member.token)).toEqual({ id: member.id, mobile: null });
    const { page, messages } = await openWidgetPage(browser, `${partnerOrigin}/`, {
      viewport: PHONE,
      storageState: signedInState(partnerOrigin, member),
    });
    await renovo(page, 'open', 'login-sheet');
    const dialog = await dialogOf(page, TAG, '綁定手機號碼');
    const form = fields(dialog);
    expect(await dialog.locator('[part~="description"]').textContent()).toBe(
      '為了帳號安全，請先綁定手機號碼',
    );
    expect(await form.submit.textContent()).toBe('綁定');
    expect(await form.mobile.inputValue()).toBe('');
    expect(await form.code.count()).toBe(1);

    // The same field rules as a login.
    await form.mobile.fill('0812345678');
    await form.code.focus();
    await expect.poll(() => alerts(dialog)).toEqual(['請輸入正確的行動電話']);

    const bound = mobileFor(502);
    await form.mobile.fill(bound);
    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/codes') && r.method() === 'POST');
    await form.sendCode.click();
    expect((await sent).postDataJSON()).toMatchObject({ type: 'bind_mobile', username: bound });
    await expect.poll(() => form.sendCode.textContent()).toMatch(/^\d+s 重發$/);
    await form.code.fill(await smsCode(apiOrigin, bound));
    await form.accepted.check();
    await form.submit.click();

    expect((await waitForEvent(page, 'renovo-login')).detail).toEqual({ widget: 'login-sheet', via: 'bind' });
    await waitForClosed(page, TAG);
    expect((await heard(page, 'renovo-close')).map((e) => e.detail.reason)).toEqual(['submit']);
    expect(await userInfo(apiOrigin, member.token)).toEqual({ id: member.id, mobile: bound });
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });

  test('clue: a member with a mobile and no clue authorises it; masked mobile prefilled, no code field', async () => {
    const mobile = mobileFor(503);
    const member = await signIn(apiOrigin, mobile);
    expect(await memberHasClue(apiOrigin, member)).toBe(false);
    const { page, messages } = await openWidgetPage(browser, `${partnerOrigin}/`, {
      storageState: signedInState(partnerOrigin, member),
    });
    await renovo(page, 'open', 'login-sheet', {
      module: 'article_detail_auto_popbox',
      type: 'article',
      resourceId: '9',
    });
    const dialog = await dialogOf(page, TAG, '授權手機號碼');
    const form = fields(dialog);
    expect(await form.mobile.inputValue()).toBe(`${mobile.slice(0, 4)}***${mobile.slice(-3)}`);
    expect(await form.code.count()).toBe(0);
    expect(await form.sendCode.count()).toBe(0);
    expect(await form.submit.textContent()).toBe('確認授權');
    expect(await form.submit.isEnabled()).toBe(true);
    // The masked value is accepted as it is (docs/spec/session.md#validation): no message on leaving the
    // field.
    await form.mobile.focus();
    await form.accepted.focus();
    expect(await alerts(dialog)).toEqual([]);

    const authorised = page.waitForRequest(
      (r) => r.url().endsWith('/hyperf/clues/authorize') && r.method() === 'POST',
    );
    await form.accepted.check();
    await form.submit.click();
    expect((await authorised).postDataJSON()).toMatchObject({
      type: 'article_detail_auto_popbox',
      source_type: 'article',
      sender_contact: `${mobile.slice(0, 4)}***${mobile.slice(-3)}`,
      accepted: 1,
      notice_version: '2026-11',
    });
    expect((await waitForEvent(page, 'renovo-login')).detail).toEqual({ widget: 'login-sheet', via: 'clue' });
    await waitForClosed(page, TAG);
    // The clue is stored for the member (the server used the account's own mobile).
    expect(await memberHasClue(apiOrigin, member)).toBe(true);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });

  test('have: a member with a clue needs nothing; no sheet opens and renovo-login says via none', async () => {
    const member = await signIn(apiOrigin, mobileFor(504));
    await leaveClue(apiOrigin, member);
    expect(await memberHasClue(apiOrigin, member)).toBe(true);
    const { page, messages } = await openWidgetPage(browser, `${partnerOrigin}/`, {
      storageState: signedInState(partnerOrigin, member),
    });
    await renovo(page, 'open', 'login-sheet');
    expect((await waitForEvent(page, 'renovo-login')).detail).toEqual({ widget: 'login-sheet', via: 'none' });
    await waitForClosed(page, TAG);
    expect(await page.locator(`${TAG} form`).count()).toBe(0);
    expect(await page.locator(TAG).getAttribute('open')).toBeNull();
    expect(await heard(page, 'renovo-open')).toEqual([]);
    expect(messages('error')).toEqual([]);
    await page.context().close();
  });
});
