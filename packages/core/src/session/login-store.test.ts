import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors.ts';
import { clueAuthorizeRoute } from '../clues/clues-order.routes.ts';
import { failedCallMessages, quoteMessages } from '../messages/zh-TW.ts';
import { apiErrorWithMessage } from '../testing/call-script.ts';
import { createFakeLoginFlow } from '../testing/fake-login.ts';
import { createLoginStore, type LoginDeps } from './login-store.ts';
import { sendCodeRoute } from './session-login.routes.ts';

function setup(overrides: Partial<LoginDeps> = {}) {
  const logger = { error: vi.fn() };
  const flow = createFakeLoginFlow({ logger, ...overrides });
  return { ...flow, logger, toasts: flow.notifier.toasts };
}

/** Logs a user in on the fake server and loads the session. */
async function signedIn(ctx: ReturnType<typeof setup>, user: Parameters<typeof ctx.api.addUser>[0]) {
  const created = ctx.api.addUser(user);
  ctx.api.signIn(created.id);
  ctx.session.setToken(ctx.cookies.get('token')!);
  await ctx.session.refreshUser();
  await ctx.session.lookupClueStatus().catch(() => {});
  return created;
}

describe('createLoginStore: opening', () => {
  it('Login status have: no popup, access granted at once', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: '0912345678', hasClue: true });
    await expect(ctx.login.open()).resolves.toEqual({ granted: true, via: 'none' });
    expect(ctx.login.visible.value).toBe(false);
  });

  it('opens in status default for a visitor and keeps the params', async () => {
    const ctx = setup();
    void ctx.login.open({
      module: 'work_detail_auto_popbox',
      resourceType: 'work',
      resourceId: 7,
      companyId: 3,
    });
    await vi.waitFor(() => expect(ctx.login.visible.value).toBe(true));
    expect(ctx.login.status.value).toBe('default');
    expect(ctx.login.params.value).toMatchObject({ module: 'work_detail_auto_popbox', resourceId: 7 });
  });

  it('Status clue: the masked mobile is prefilled and no code is needed to submit', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: '0912345678' });
    const outcome = ctx.login.open();
    await vi.waitFor(() => expect(ctx.login.visible.value).toBe(true));
    expect(ctx.login.status.value).toBe('clue');
    expect(ctx.login.mobile.value).toBe('0912***678');
    expect(ctx.login.canSubmit.value).toBe(true);
    ctx.login.close();
    await expect(outcome).resolves.toEqual({ granted: false });
  });

  it('what is typed while the login status is read is kept when the form opens', async () => {
    const ctx = setup();
    let answer!: (status: 'default') => void;
    const slow = { ...ctx.session, resolveLoginStatus: () => new Promise<'default'>((r) => (answer = r)) };
    const login = createLoginStore(slow, ctx.api, { notifier: ctx.notifier, clock: ctx.clock });
    login.setMobile('0912');
    void login.open();
    login.setMobile('0912345678');
    login.setAccepted(true);
    answer('default');
    await vi.waitFor(() => expect(login.visible.value).toBe(true));
    expect(login.mobile.value).toBe('0912345678');
    expect(login.accepted.value).toBe(true);
    // Opened again, it starts empty.
    login.close();
    void login.open({ status: 'default' });
    expect(login.mobile.value).toBe('');
    expect(login.accepted.value).toBe(false);
  });

  it('a second open ends the first flow as not granted', async () => {
    const ctx = setup();
    const first = ctx.login.open({ status: 'default' });
    const second = ctx.login.open({ status: 'default' });
    await expect(first).resolves.toEqual({ granted: false });
    ctx.login.dispose();
    await expect(second).resolves.toEqual({ granted: false });
  });
});

describe('createLoginStore: submit enabled', () => {
  it('Submit disabled until the mobile is valid and the code has length 6 or is 0', () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    expect(ctx.login.canSubmit.value).toBe(false);
    ctx.login.setMobile('0912345678');
    expect(ctx.login.canSubmit.value).toBe(false);
    ctx.login.setSmsCode('12345');
    expect(ctx.login.canSubmit.value).toBe(false);
    ctx.login.setSmsCode('123456');
    expect(ctx.login.canSubmit.value).toBe(true);
    ctx.login.setSmsCode('0');
    expect(ctx.login.canSubmit.value).toBe(true);
    ctx.login.setMobile('0912***678');
    expect(ctx.login.canSubmit.value).toBe(false);
  });
});

describe('createLoginStore: field messages', () => {
  it('Generic field rules, trigger blur: an empty 行動電話 or a short code shows its message once left', () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    expect(ctx.login.errors.value).toEqual({});
    ctx.login.blur('mobile');
    ctx.login.setSmsCode('12');
    expect(ctx.login.errors.value).toEqual({ mobile: '請輸入行動電話' });
    ctx.login.blur('smsCode');
    expect(ctx.login.errors.value).toEqual({ mobile: '請輸入行動電話', smsCode: '請輸入正確的驗證碼' });
    ctx.login.setMobile('0912345678');
    expect(ctx.login.errors.value).toEqual({ smsCode: '請輸入正確的驗證碼' });
  });

  it('opening again starts with no messages', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.blur('mobile');
    void ctx.login.open({ status: 'default' });
    expect(ctx.login.errors.value).toEqual({});
  });
});

describe('createLoginStore: send code', () => {
  it('Send-code without a mobile toasts 請先輸入行動電話', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    await expect(ctx.login.sendCode()).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      message: '請先輸入行動電話',
    });
    expect(ctx.toasts).toEqual([{ message: '請先輸入行動電話', options: { type: 'error', duration: 2000 } }]);
    expect(ctx.api.calls).toEqual([]);
  });

  it('Send-code with an invalid mobile toasts 請輸入正確的行動電話', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.setMobile('0942345678');
    await ctx.login.sendCode();
    expect(ctx.toasts.map((t) => t.message)).toEqual(['請輸入正確的行動電話']);
    expect(ctx.api.calls).toEqual([]);
  });

  it('Send-code: sends type login, starts the countdown and ignores clicks during it', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.setMobile('0912345678');
    const send = vi.spyOn(ctx.api, 'sendCode');
    await expect(ctx.login.sendCode()).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith(
      { medium: 'sms', type: 'login', username: '0912345678' },
      expect.any(Function),
    );
    expect(ctx.login.countdown.label.value).toBe('60s 重發');
    await expect(ctx.login.sendCode()).resolves.toEqual({ ok: false, reason: 'busy', message: '' });
    ctx.clock.advance(60_000);
    expect(ctx.login.countdown.label.value).toBe('重發');
    await expect(ctx.login.sendCode()).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('Send-code: a click while the call is in flight is ignored', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.setMobile('0912345678');
    const release = ctx.api.hold('sendCode');
    const first = ctx.login.sendCode();
    await expect(ctx.login.sendCode()).resolves.toMatchObject({ ok: false, reason: 'busy' });
    release();
    await expect(first).resolves.toEqual({ ok: true });
  });

  it('Send-code in status bind sends type bind_mobile', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: null });
    void ctx.login.open();
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('bind'));
    const send = vi.spyOn(ctx.api, 'sendCode');
    ctx.login.setMobile('0912345678');
    await ctx.login.sendCode();
    expect(send).toHaveBeenCalledWith(
      { medium: 'sms', type: 'bind_mobile', username: '0912345678' },
      expect.any(Function),
    );
  });

  it('Send-code HTTP 422 shows the message field in the live line (not a toast); no countdown', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.setMobile('0912345678');
    ctx.api.failNext('sendCode', apiErrorWithMessage(422, '發送太頻繁', sendCodeRoute.path));
    await expect(ctx.login.sendCode()).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      message: '發送太頻繁',
    });
    expect(ctx.login.notice.value).toBe('發送太頻繁');
    expect(ctx.toasts).toEqual([]);
    expect(ctx.login.countdown.label.value).toBe('發送驗證碼');
  });

  it('Send-code: other refusals and a call with no answer are shown too', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.setMobile('0912345678');
    ctx.api.failNext('sendCode', apiErrorWithMessage(500, 'down', sendCodeRoute.path));
    await expect(ctx.login.sendCode()).resolves.toEqual({ ok: false, reason: 'rejected', message: 'down' });
    expect(ctx.login.notice.value).toBe('down');
    expect(ctx.toasts).toEqual([]);
    ctx.api.failNext('sendCode', new NetworkError(sendCodeRoute.path));
    await expect(ctx.login.sendCode()).resolves.toMatchObject({ ok: false, reason: 'network' });
    expect(ctx.login.notice.value).toBe(failedCallMessages.noAnswer);
  });
});

describe('createLoginStore: submit by status', () => {
  it('Status default: logs in with the SMS code, keeps access_token in the token cookie, refreshes and closes', async () => {
    const ctx = setup({ utm: () => ({ source: 's', medium: 'm', campaign: 'c', content: 'x' }) });
    const outcome = ctx.login.open({ status: 'default' });
    await ctx.fillAndSendCode();
    ctx.login.setAccepted(true);
    const login = vi.spyOn(ctx.api, 'login');
    await expect(ctx.login.submit()).resolves.toEqual({ ok: true, via: 'login' });
    expect(login).toHaveBeenCalledWith({
      username: '0912345678',
      utm: { source: 's', medium: 'm', campaign: 'c', content: 'x' },
      accepted: 1,
      code: '123456',
      login_type: 'sms_code',
    });
    expect(ctx.cookies.get('token')).toMatch(/^token-/);
    expect(ctx.session.isLogin.value).toBe(true);
    expect(ctx.login.visible.value).toBe(false);
    await expect(outcome).resolves.toEqual({ granted: true, via: 'login' });
    expect(ctx.api.calls).toEqual(['sendCode', 'login', 'getUserInfo', 'getClueInfo']);
  });

  it('Status bind: binds the mobile, then refreshes the user', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: null });
    const outcome = ctx.login.open();
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('bind'));
    await ctx.fillAndSendCode('0987654321');
    ctx.login.setAccepted(true);
    await expect(ctx.login.submit()).resolves.toEqual({ ok: true, via: 'bind' });
    expect(ctx.session.mobile.value).toBe('0987654321');
    await expect(outcome).resolves.toEqual({ granted: true, via: 'bind' });
    expect(ctx.api.calls.slice(-3)).toEqual(['sendCode', 'bindMobile', 'getUserInfo']);
  });

  it('Status clue: only submits the clue authorisation', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: '0912345678' });
    const outcome = ctx.login.open({
      module: 'article_detail_auto_popbox',
      resourceType: 'article',
      resourceId: 9,
    });
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('clue'));
    ctx.login.setAccepted(true);
    ctx.api.calls.length = 0;
    await expect(ctx.login.submit()).resolves.toEqual({ ok: true, via: 'clue' });
    expect(ctx.api.calls).toEqual(['authorizeClue', 'getUserInfo']);
    expect(ctx.api.clues).toEqual([
      {
        utm: { source: '', medium: '', campaign: '', content: '' },
        type: 'article_detail_auto_popbox',
        source_type: 'article',
        source_id: 9,
        sender_contact: '0912***678',
        accepted: 1,
      },
    ]);
    expect(ctx.session.clueStatus.value).toBe('have');
    await expect(outcome).resolves.toEqual({ granted: true, via: 'clue' });
  });

  it('Status clue: a clue left pending (no answer after the retries) is told 資料已保留, not an error', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: '0912345678' });
    void ctx.login.open({ module: 'article_detail_auto_popbox', resourceType: 'article', resourceId: 9 });
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('clue'));
    ctx.login.setAccepted(true);
    ctx.api.failNext(
      'authorizeClue',
      Object.assign(new NetworkError('/hyperf/clues/authorize'), { pending: true }),
    );
    await expect(ctx.login.submit()).resolves.toEqual({
      ok: false,
      reason: 'pending',
      message: quoteMessages.submitPending,
    });
    expect(ctx.toasts.map((t) => t.message)).toEqual([quoteMessages.submitPending]);
  });

  it('Module set: the clue is submitted first, then login', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default', module: 'work_detail_auto_popbox', resourceType: 'work' });
    await ctx.fillAndSendCode();
    ctx.login.setAccepted(true);
    await ctx.login.submit();
    expect(ctx.api.calls).toEqual(['sendCode', 'authorizeClue', 'login', 'getUserInfo', 'getClueInfo']);
    await vi.waitFor(() => expect(ctx.session.loginStatus.value).toBe('have'));
  });

  it('Module set: the clue is submitted first, then bind', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: null });
    void ctx.login.open({ module: 'work_detail_auto_popbox' });
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('bind'));
    await ctx.fillAndSendCode();
    ctx.login.setAccepted(true);
    ctx.api.calls.length = 0;
    await ctx.login.submit();
    expect(ctx.api.calls).toEqual(['authorizeClue', 'bindMobile', 'getUserInfo']);
  });

  it('No module: no clue is submitted before login', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    await ctx.fillAndSendCode();
    ctx.login.setAccepted(true);
    await ctx.login.submit();
    expect(ctx.api.calls).not.toContain('authorizeClue');
  });

  it('Login call error: toasts the message field (2000 ms); a retry does not resend the clue', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default', module: 'm' });
    ctx.login.setMobile('0912345678');
    ctx.login.setSmsCode('654321');
    ctx.login.setAccepted(true);
    await expect(ctx.login.submit()).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      message: '驗證碼錯誤',
    });
    expect(ctx.toasts).toEqual([{ message: '驗證碼錯誤', options: { type: 'error', duration: 2000 } }]);
    expect(ctx.login.visible.value).toBe(true);
    await ctx.login.sendCode();
    ctx.login.setSmsCode('123456');
    await expect(ctx.login.submit()).resolves.toMatchObject({ ok: true });
    expect(ctx.api.calls.filter((c) => c === 'authorizeClue')).toHaveLength(1);
  });

  it('Bind call error: toasts the message field', async () => {
    const ctx = setup();
    ctx.api.addUser({ mobile: '0987654321' });
    await signedIn(ctx, { mobile: null });
    void ctx.login.open();
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('bind'));
    await ctx.fillAndSendCode('0987654321');
    ctx.login.setAccepted(true);
    await expect(ctx.login.submit()).resolves.toMatchObject({ ok: false, reason: 'rejected' });
    expect(ctx.toasts.map((t) => t.message)).toEqual(['此行動電話已被綁定']);
  });

  it('Clue call error: toasts the message field', async () => {
    const ctx = setup();
    await signedIn(ctx, { mobile: '0912345678' });
    void ctx.login.open();
    await vi.waitFor(() => expect(ctx.login.status.value).toBe('clue'));
    ctx.login.setAccepted(true);
    ctx.api.failNext('authorizeClue', apiErrorWithMessage(429, '操作太頻繁', clueAuthorizeRoute.path));
    await expect(ctx.login.submit()).resolves.toEqual({
      ok: false,
      reason: 'rate-limited',
      message: '操作太頻繁',
    });
    expect(ctx.toasts.map((t) => t.message)).toEqual(['操作太頻繁']);
  });

  it('Submit validation: required and pattern messages are toasted, nothing is called', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    ctx.login.setAccepted(true);
    await ctx.login.submit();
    ctx.login.setMobile('123');
    await ctx.login.submit();
    ctx.login.setMobile('0912345678');
    await ctx.login.submit();
    ctx.login.setSmsCode('12');
    await ctx.login.submit();
    expect(ctx.toasts.map((t) => t.message)).toEqual([
      '請輸入行動電話',
      '請輸入正確的行動電話',
      '請輸入驗證碼',
      '請輸入正確的驗證碼',
    ]);
    expect(ctx.api.calls).toEqual([]);
  });

  it('submit is ignored while closed or already submitting', async () => {
    const ctx = setup();
    await expect(ctx.login.submit()).resolves.toMatchObject({ ok: false, reason: 'busy' });
    void ctx.login.open({ status: 'default' });
    await ctx.fillAndSendCode();
    ctx.login.setAccepted(true);
    const release = ctx.api.hold('login');
    const first = ctx.login.submit();
    expect(ctx.login.submitting.value).toBe(true);
    expect(ctx.login.canSubmit.value).toBe(false);
    await expect(ctx.login.submit()).resolves.toMatchObject({ ok: false, reason: 'busy' });
    release();
    await expect(first).resolves.toMatchObject({ ok: true });
    expect(ctx.login.submitting.value).toBe(false);
  });
});

describe('createLoginStore: consent', () => {
  it('Consent: unticked on submit opens the confirm popup and calls nothing', async () => {
    const ctx = setup();
    void ctx.login.open({ status: 'default' });
    await ctx.fillAndSendCode();
    await expect(ctx.login.submit()).resolves.toEqual({ ok: false, reason: 'consent', message: '' });
    expect(ctx.login.confirmVisible.value).toBe(true);
    expect(ctx.api.calls).toEqual(['sendCode']);
    ctx.login.dismissConsent();
    expect(ctx.login.confirmVisible.value).toBe(false);
  });

  it('Consent: agreeing sets consent and submits', async () => {
    const ctx = setup();
    const outcome = ctx.login.open({ status: 'default' });
    await ctx.fillAndSendCode();
    await ctx.login.submit();
    await expect(ctx.login.agreeConsent()).resolves.toEqual({ ok: true, via: 'login' });
    expect(ctx.login.accepted.value).toBe(true);
    expect(ctx.login.confirmVisible.value).toBe(false);
    await expect(outcome).resolves.toEqual({ granted: true, via: 'login' });
  });
});
