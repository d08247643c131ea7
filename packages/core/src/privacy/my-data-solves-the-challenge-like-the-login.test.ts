/**
 * Rule: /privacy/my-data gets its code when the server asks for proof of work (428) — the page's
 * store solves the challenge with the login's one solver, says it is checking meanwhile, and sends
 * again — and a refusal that names a wait (429) is counted down on its send button. Over the real
 * API client and a real HTTP server, with the server's own check of the solution.
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodeDeriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it, vi } from 'vitest';
import { loginMessages, myDataMessages, serverMessages } from '../messages/zh-TW.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import { createMyDataStore } from './my-data-store.ts';

const server = useTestServer();
const SECRET = 'test-secret';

async function withMobile() {
  const client = testClient(server.baseURL);
  const store = createMyDataStore(() => client);
  await store.form.fields.mobile.input('0912345678');
  return store;
}

describe('/privacy/my-data under proof of work', () => {
  it('428: solves the challenge (checking meanwhile), sends again with the solution, and the code is sent', async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 2000,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.handle = async (_, index) => {
      if (index === 0)
        return {
          status: 428,
          body: { code: 428, message: serverMessages.smsChallenge, data: null, challenge },
        };
      await held;
      return { body: { code: 200, data: null, message: '驗證碼已發送' } };
    };
    const store = await withMobile();
    const sending = store.sendCode();
    await vi.waitFor(() => expect(server.requests).toHaveLength(2), { timeout: 20_000 });
    expect(store.status.value).toBe(loginMessages.checking);
    release();
    await expect(sending).resolves.toEqual({ ok: true });
    expect(store.status.value).toBe(myDataMessages.codeSent);
    expect(store.countdown.disabled.value).toBe(true);

    const [first, second] = server.requests.map((request) => JSON.parse(request.body));
    expect(first).toEqual({ medium: 'sms', type: 'privacy', username: '0912345678' });
    expect(second).toMatchObject({ medium: 'sms', type: 'privacy', username: '0912345678' });
    const solved = JSON.parse(second.challenge);
    const check = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey: nodeDeriveKey,
      hmacSignatureSecret: SECRET,
    });
    expect(check.verified).toBe(true);
  });

  it('429: the message, and the send button waits the Retry-After seconds', async () => {
    server.handle = () => ({
      status: 429,
      headers: { 'Retry-After': '120' },
      body: { code: 429, message: '個人資料請求次數過多，請稍後再試', data: null, retry_after: 120 },
    });
    const store = await withMobile();
    await expect(store.sendCode()).resolves.toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(store.status.value).toBe('個人資料請求次數過多，請稍後再試');
    expect(store.countdown.remaining.value).toBe(120);
    expect(store.countdown.disabled.value).toBe(true);
  });
});
