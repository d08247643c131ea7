/**
 * Every role that sees full mobiles (`leads.mobile`, from the one role/permission declaration)
 * must use TOTP: it is created with a secret, cannot turn it off, and an account from before the
 * rule (no TOTP yet) signs in with its password to a session that may only set TOTP up — every
 * other console call is a 403 saying so — until a code from the authenticator is confirmed.
 * Signing in with the right password and no code says the code is missing; a wrong password
 * without a code still gets the one message of every wrong credential.
 */
import { consoleApiMessages } from '@renovo/core/messages';
import { rolesWith, type StaffRole } from '@renovo/core/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../db/schema-console.ts';
import { createStaffAccount } from '../../services/staff/accounts.ts';
import { totpCode } from '../../services/staff/totp.ts';
import { OWN_ORIGIN, PASSWORD } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const FULL_MOBILE_ROLES = rolesWith('leads.mobile');

describe.each(DATABASE_LANES)('roles that see full mobiles must use TOTP on %s', (lane) => {
  let h: TestHarness;
  let address = 0;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const signIn = (email: string, password: string, totp?: string) =>
    h.call('POST', '/console/api/session', {
      body: { email, password, ...(totp === undefined ? {} : { totp }) },
      headers: { origin: OWN_ORIGIN, 'x-forwarded-for': `192.0.2.${++address}` },
    });
  const cookieOf = (res: { headers: Headers }) =>
    /renovo_staff=[^;]*/.exec(res.headers.get('set-cookie') ?? '')![0];

  it('the declaration names such roles, support among them', () => {
    expect(FULL_MOBILE_ROLES).toContain('support');
  });

  it.each(FULL_MOBILE_ROLES)(
    '%s is created with TOTP, cannot turn it off, and a missing code is said so',
    async (role: StaffRole) => {
      const email = `${role}-new@renovo.example`;
      const created = await createStaffAccount(h.db, {
        email,
        password: PASSWORD,
        role,
        appSecret: h.env.APP_SECRET,
        now: h.clock(),
      });
      expect(created.totp).not.toBeNull();
      expect(created.account.totp_enabled).toBe(true);

      const missing = await signIn(email, PASSWORD);
      expect(missing.status).toBe(401);
      expect(missing.body.message).toBe(consoleApiMessages.totpMissing);
      // Without the right password, no hint: the one message of every wrong credential.
      const wrong = await signIn(email, 'not the password at all');
      expect(wrong.body.message).toBe(consoleApiMessages.signInFailed);
      const ghost = await signIn(`ghost-${role}@renovo.example`, PASSWORD);
      expect(ghost.body.message).toBe(consoleApiMessages.signInFailed);

      const signed = await signIn(email, PASSWORD, totpCode(created.totp!.secret, h.clock()));
      expect(signed.status).toBe(200);
      expect(signed.body.data.staff.totp_enrolment_required).toBe(false);
      h.clock.advance(30_000);
      const off = await h.call('POST', '/console/api/me/totp/disable', {
        body: { code: totpCode(created.totp!.secret, h.clock()) },
        headers: { cookie: cookieOf(signed), origin: OWN_ORIGIN },
      });
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(consoleApiMessages.totpAdminRequired);
    },
  );

  it.each(FULL_MOBILE_ROLES)(
    '%s without TOTP from before the rule must enrol before anything else',
    async (role: StaffRole) => {
      const email = `${role}-old@renovo.example`;
      const created = await createStaffAccount(h.db, {
        email,
        password: PASSWORD,
        role,
        appSecret: h.env.APP_SECRET,
        now: h.clock(),
      });
      // As such an account was stored before the rule: no TOTP.
      await h.db
        .update(staffAccounts)
        .set({ totpEnabled: false, totpSecret: null })
        .where(eq(staffAccounts.id, created.account.id));

      const signed = await signIn(email, PASSWORD);
      expect(signed.status).toBe(200);
      expect(signed.body.data.staff.totp_enrolment_required).toBe(true);
      const headers = { cookie: cookieOf(signed), origin: OWN_ORIGIN };
      for (const path of [
        '/console/api/leads',
        '/console/api/inbox-lookups',
        '/console/api/staff',
        '/console/api/audit',
      ]) {
        const res = await h.call('GET', path, { headers });
        expect(res.status, path).toBe(403);
        expect(res.body.message, path).toBe(consoleApiMessages.totpEnrolmentRequired);
      }
      expect(
        (await h.call('GET', '/console/api/session', { headers })).body.data.staff.totp_enrolment_required,
      ).toBe(true);

      const started = await h.call('POST', '/console/api/me/totp', { headers });
      expect(started.status).toBe(200);
      const confirmed = await h.call('POST', '/console/api/me/totp/confirm', {
        body: { code: totpCode(started.body.data.secret, h.clock()) },
        headers,
      });
      expect(confirmed.status).toBe(200);
      expect((await h.call('GET', '/console/api/leads', { headers })).status).toBe(200);
      expect(
        (await h.call('GET', '/console/api/session', { headers })).body.data.staff.totp_enrolment_required,
      ).toBe(false);
    },
  );
});
