/**
 * A sign-in whose answer was lost is answered when sent again (ADR 059; docs/spec-deviations.md):
 * a sign-in's key — its Idempotency-Key, else the device id (`X-Uuid`) the login sheet and /login
 * send with every call — is kept (hashed) on the code it spends. The same number, code and key
 * within the code's lifetime sign in again — the visitor's phone lost the first answer, the code
 * is not "wrong" — while the spent code under no key or another key (another device) is refused
 * as before, and so is the same key once the code has expired. A malformed key is a 400 that
 * spends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_MS } from '../services/sms/codes.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)(
  'a sign-in whose answer was lost is answered when sent again, on %s',
  (lane) => {
    let h: TestHarness;
    let next = 0;
    const freshMobile = () => `0976${String(100000 + ++next).slice(-6)}`;
    const OWNER = { 'x-forwarded-for': '203.0.113.77' };

    beforeAll(async () => {
      h = await createHarness({ lane });
    }, 180_000);
    afterAll(() => h.close());

    const codeFor = (mobile: string) => h.loginCode(mobile, OWNER['x-forwarded-for']);

    const signIn = (mobile: string, code: string, key?: string) =>
      h.call('POST', '/v1/authorizations', {
        body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2026-11' },
        headers: { ...OWNER, ...(key === undefined ? {} : { 'idempotency-key': key }) },
      });

    it('the same code under the same key signs in again, as the same member; without it, or under another, it is spent', async () => {
      const mobile = freshMobile();
      const code = await codeFor(mobile);
      const first = await signIn(mobile, code, 'sign-in-key-1');
      expect(first.status).toBe(200);
      // The answer never reached the phone: the sheet sends the same sign-in again.
      const again = await signIn(mobile, code, 'sign-in-key-1');
      expect(again.status).toBe(200);
      expect(again.body.data.access_token).not.toBe(first.body.data.access_token);
      const member = async (token: string) =>
        (await h.call('GET', '/v1/user/info', { headers: { authorization: `Bearer ${token}` } })).body.data
          .id;
      expect(await member(again.body.data.access_token)).toBe(await member(first.body.data.access_token));
      expect((await signIn(mobile, code)).status).toBe(422);
      expect((await signIn(mobile, code, 'someone-elses-key')).status).toBe(422);
    });

    it('the same device (X-Uuid) sending the same code again signs in; another device does not', async () => {
      const mobile = freshMobile();
      const code = await codeFor(mobile);
      const fromDevice = (uuid: string) =>
        h.call('POST', '/v1/authorizations', {
          body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2026-11' },
          headers: { ...OWNER, 'x-uuid': uuid },
        });
      expect((await fromDevice('device-a')).status).toBe(200);
      expect((await fromDevice('device-a')).status).toBe(200);
      expect((await fromDevice('device-b')).status).toBe(422);
    });

    it('a key does not make a wrong code right, nor a spent code right once it has expired', async () => {
      const mobile = freshMobile();
      const code = await codeFor(mobile);
      const wrong = code === '111111' ? '222222' : '111111';
      expect((await signIn(mobile, wrong, 'key-2')).status).toBe(422);
      expect((await signIn(mobile, code, 'key-2')).status).toBe(200);
      expect((await signIn(mobile, wrong, 'key-2')).status).toBe(422);
      h.clock.advance(CODE_TTL_MS + 1000);
      expect((await signIn(mobile, code, 'key-2')).status).toBe(422);
    });

    it('a malformed key is a 400 and spends nothing', async () => {
      const mobile = freshMobile();
      const code = await codeFor(mobile);
      expect((await signIn(mobile, code, 'a key with spaces')).status).toBe(400);
      expect((await signIn(mobile, code, 'key-3')).status).toBe(200);
    });
  },
);
