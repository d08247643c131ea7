/**
 * Rule: the login shows every refusal of a code request in its live line (`notice`), never only
 * on the console: 429 with its message and a countdown from Retry-After, 428 as "checking" while
 * the challenge is solved, and any other refusal (or no answer) with its message. Over the real
 * API client and a real HTTP server.
 */
import { createChallenge } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { failedCallMessages, loginMessages, serverMessages } from '../messages/zh-TW.ts';
import {
  createManualClock,
  createMemoryCookies,
  createMemoryLocation,
  createRecordingNotifier,
} from '../platform/memory.ts';
import { closedServerURL, testClient, useTestServer } from '../testing/test-server.ts';
import { createLoginStore } from './login-store.ts';
import { sessionApiOf } from './session-ports.ts';
import { createSessionStore } from './session-store.ts';

const server = useTestServer();
const TOO_SOON = '發送太頻繁，請於 55 秒後再試';

/** An open login (status default) with a mobile typed, over the real client of `baseURL`. */
function openLogin(baseURL = server.baseURL) {
  const api = sessionApiOf(testClient(baseURL));
  const session = createSessionStore({
    api,
    cookies: createMemoryCookies(),
    location: createMemoryLocation(),
  });
  const clock = createManualClock();
  const notifier = createRecordingNotifier();
  const login = createLoginStore(session, api, { notifier, clock });
  void login.open({ status: 'default' });
  login.setMobile('0912345678');
  return { login, clock, toasts: notifier.toasts };
}

const refusal = (status: number, message: string, extra: object = {}) => ({
  status,
  body: { code: status, status, message, data: null, ...extra },
});

describe('the login shows every refusal of a code request', () => {
  it('429: its message, and the send button counts down the Retry-After seconds', async () => {
    server.handle = () => ({
      ...refusal(429, TOO_SOON, { retry_after: 55 }),
      headers: { 'Retry-After': '55' },
    });
    const { login, clock } = openLogin();
    expect(await login.sendCode()).toEqual({ ok: false, reason: 'rate-limited', message: TOO_SOON });
    expect(login.notice.value).toBe(TOO_SOON);
    expect(login.countdown.label.value).toBe('55s 重發');
    expect(login.countdown.disabled.value).toBe(true);
    clock.advance(55_000);
    expect(login.countdown.label.value).toBe('重發');
  });

  it('428: says it is checking while the challenge is solved, then the code is sent and the line clears', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 2000,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: 'test-secret',
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.handle = async (_, index) => {
      if (index === 0) return refusal(428, serverMessages.smsChallenge, { challenge });
      await held;
      return { body: { code: 200, data: null, message: '驗證碼已發送' } };
    };
    const { login } = openLogin();
    const sending = login.sendCode();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2), { timeout: 20_000 });
    expect(login.notice.value).toBe(loginMessages.checking);
    release();
    expect(await sending).toEqual({ ok: true });
    expect(login.notice.value).toBe('');
    expect(login.countdown.label.value).toBe('60s 重發');
  });

  it('428 that cannot be solved here, 422 and a failed gateway: the server’s message', async () => {
    for (const [status, message] of [
      [428, serverMessages.smsChallenge],
      [422, '請輸入正確的行動電話'],
      [502, serverMessages.smsGatewayFailed],
    ] as const) {
      server.handle = () => refusal(status, message);
      const { login, toasts } = openLogin();
      expect(await login.sendCode(), String(status)).toMatchObject({ ok: false, message });
      expect(login.notice.value, String(status)).toBe(message);
      expect(login.countdown.disabled.value).toBe(false);
      // Said once, in the live line (a toast would say it twice).
      expect(toasts).toEqual([]);
    }
  });

  it('no answer at all: the failed-call message in zh-TW, not silence', async () => {
    const { login } = openLogin(await closedServerURL());
    expect(await login.sendCode()).toMatchObject({ ok: false, reason: 'network' });
    expect(login.notice.value).toBe(failedCallMessages.noAnswer);
  });
});
