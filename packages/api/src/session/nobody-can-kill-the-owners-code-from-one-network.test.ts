/**
 * Nobody can kill the owner's code from one network (docs/spec/leads-and-security.md#sms-flood, "a
 * flood must not lock real people out"; docs/spec-deviations.md): one address network may try a
 * number's codes CODE_TRIES_PER_NETWORK times in 10 minutes, then 429 with Retry-After, whatever
 * the code — the owner, on their own network, still signs in with theirs. A guesser is bounded
 * still: 25 wrong tries from all networks together kill the number's live codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../lib/errors.ts';
import { CODE_TRIES_PER_NETWORK } from '../services/sms/codes.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)("nobody can kill the owner's code from one network, on %s", (lane) => {
  let h: TestHarness;
  let next = 0;
  const freshMobile = () => `0977${String(100000 + ++next).slice(-6)}`;

  beforeAll(async () => {
    h = await createHarness({ lane });
  }, 180_000);
  afterAll(() => h.close());

  /** A live login code for `mobile`, asked from the owner's network as the login sheet asks it. */
  const ownersCode = (mobile: string) => h.loginCode(mobile, `203.0.113.${(next % 200) + 1}`);

  const signIn = (mobile: string, code: string, ip: string) =>
    h.call('POST', '/v1/authorizations', {
      body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2026-11' },
      headers: { 'x-forwarded-for': ip },
    });

  it("one network may try a number's codes 5 times in 10 minutes (then 429); the owner's code stays good", async () => {
    const mobile = freshMobile();
    const code = await ownersCode(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < CODE_TRIES_PER_NETWORK; i++)
      expect((await signIn(mobile, wrong, '198.51.100.9')).status).toBe(422);
    const refused = await signIn(mobile, code, '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(SERVER_MESSAGES.codeTriesTooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner, on their own network, signs in with the code the stranger could not kill.
    expect((await signIn(mobile, code, '203.0.113.250')).status).toBe(200);
  });

  it('25 wrong tries from as many networks kill the code', async () => {
    const mobile = freshMobile();
    const code = await ownersCode(mobile);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 25; i++)
      expect((await signIn(mobile, wrong, `198.51.101.${i + 1}`)).status).toBe(422);
    expect((await signIn(mobile, code, '203.0.113.251')).status).toBe(422);
  });
});
