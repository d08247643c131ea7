/**
 * Rule (docs/spec/company-side.md#accounts): staff who may put people into companies (admins, who
 * sign in with TOTP: a member sees the full mobile of every lead the company accepts) invite a
 * member by SMS
 * — the text names the company and carries `<SITE_ORIGIN>/user-company?invite=<token>` (never the
 * request's Host); only the token's SHA-256 is stored, and neither the stored text, the audit
 * row nor the log holds the token or the mobile. Only a member signed in with the invited mobile
 * can take it, once, before it lapses (COMPANY_INVITE_DAYS) and unless it was taken back; a member
 * of another company cannot. Taking it makes the account a `design` member of the company. An
 * invitation whose SMS did not go out says so (`sms: failed`) and stands; the staff send it again
 * (a new link to the same mobile and role; the earlier link ends); a taken one cannot be resent.
 */
import { createHash } from 'node:crypto';
import { companyAccountMessages as m } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { smsMessages, users } from '../../db/schema.ts';
import { companyInvites } from '../../db/schema-company-side.ts';
import { auditLog } from '../../db/schema-console.ts';
import type { SmsGateway } from '../../services/sms/gateway.ts';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

const ORIGIN = 'https://www.renovo.example';
const INVITED = '0912300001';
const STRANGER = '0912300002';

/** A gateway that keeps no text (as the real one), remembering what it was asked to send. */
function capturingGateway() {
  const sent: { mobile: string; body: string }[] = [];
  const gateway: SmsGateway = {
    name: 'capture',
    storesText: false,
    async send(message) {
      sent.push({ mobile: message.mobile, body: message.body });
      return { providerId: null };
    },
  };
  return { gateway, sent };
}

describe('staff invite a member by SMS and only that mobile can join', () => {
  let h: TestHarness;
  let admin: Record<string, string>;
  let companyId: number;
  let otherCompanyId: number;
  const capture = capturingGateway();
  let inviteApp: TestHarness['app'];

  /** Invites `mobile` as the admin; answers the call and the token the SMS carried. */
  async function invite(mobile: string, company = companyId, role = 'owner') {
    const answer = await h.call('POST', `/console/api/companies/${company}/members`, {
      app: inviteApp,
      headers: { ...admin, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      body: { mobile, role },
    });
    const text = capture.sent.at(-1)?.body ?? '';
    return { answer, text, token: /invite=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '' };
  }

  beforeAll(async () => {
    h = await createHarness();
    inviteApp = h.appWith({ env: { SITE_ORIGIN: ORIGIN, TRUST_PROXY: 1 }, sms: capture.gateway });
    admin = (await signedInStaff(h, 'admin', 'invite-admin@example.com')).write;
    const made = await h.call('POST', '/console/api/companies', {
      headers: admin,
      body: companyBody('邀請測試設計', { taxId: null }),
    });
    companyId = made.body.data.id;
    const other = await h.call('POST', '/console/api/companies', {
      headers: admin,
      body: companyBody('另一家設計', { taxId: null }),
    });
    otherCompanyId = other.body.data.id;
  });
  afterAll(() => h.close());

  it('editors, marketing and support may not put anyone into a company: no invitation, no removal, no take-back (403)', async () => {
    for (const role of ['editor', 'marketing', 'support'] as const) {
      const staff = (await signedInStaff(h, role, `invite-${role}@example.com`)).write;
      const invited = await h.call('POST', `/console/api/companies/${companyId}/members`, {
        headers: staff,
        body: { mobile: INVITED, role: 'owner' },
      });
      expect(invited.status, role).toBe(403);
      const removed = await h.call('DELETE', `/console/api/companies/${companyId}/members/1`, {
        headers: staff,
      });
      expect(removed.status, role).toBe(403);
      const revoked = await h.call('DELETE', `/console/api/companies/${companyId}/invites/1`, {
        headers: staff,
      });
      expect(revoked.status, role).toBe(403);
    }
    expect(await h.db.select().from(companyInvites)).toEqual([]);
  });

  it('sends one SMS naming the company with the link on SITE_ORIGIN; only the hash is kept; no token or mobile leaks', async () => {
    const { answer, text, token } = await invite(INVITED);
    expect(answer.status).toBe(201);
    expect(answer.body.data.sms).toBe('sent');
    expect(answer.body.data.invite.mobile).toBe('0912***001');
    expect(JSON.stringify(answer.body)).not.toContain(token);
    expect(capture.sent.at(-1)?.mobile).toBe(INVITED);
    expect(text).toContain('邀請測試設計');
    expect(text).toContain(`${ORIGIN}/user-company?invite=${token}`);
    expect(text).not.toContain('evil.example');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = await h.db.select().from(companyInvites).where(eq(companyInvites.companyId, companyId));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const stored = await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, INVITED));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.body).not.toContain(token);
    expect(stored[0]?.body).toContain('邀請測試設計');
    const audits = await h.db.select().from(auditLog).where(eq(auditLog.action, 'company.member_invite'));
    expect(audits.map((a) => a.subjectId)).toContain(String(companyId));
    expect(JSON.stringify(audits)).not.toContain(INVITED);
    expect(h.logs.join('\n')).not.toContain(token);
  });

  it('another mobile cannot take it (403); the invited mobile can, once, and becomes a design member', async () => {
    const { token } = await invite(INVITED);
    const stranger = await h.login(STRANGER);
    const refused = await h.call('POST', '/v1/company/invites/accept', { token: stranger, body: { token } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(m.inviteWrongMobile);

    const member = await h.login(INVITED);
    const before = await h.call('GET', '/v1/company/members', { token: member });
    expect(before.status).toBe(403);
    const taken = await h.call('POST', '/v1/company/invites/accept', { token: member, body: { token } });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({ company: { id: companyId, name: '邀請測試設計' }, role: 'owner' });
    const [user] = await h.db.select().from(users).where(eq(users.mobile, INVITED));
    expect(user?.role).toBe('design');

    const again = await h.call('POST', '/v1/company/invites/accept', { token: member, body: { token } });
    expect(again.status).toBe(409);
    const list = await h.call('GET', '/v1/company/members', { token: member });
    expect(list.status).toBe(200);
    expect(list.body.data.members).toEqual([
      expect.objectContaining({ mobile: '0912***001', role: 'owner', is_you: true }),
    ]);
    expect(list.body.data.invites).toEqual([]);
  });

  it('a member of another company cannot join (409)', async () => {
    const { token } = await invite(INVITED, otherCompanyId, 'staff');
    const member = await h.login(INVITED);
    const refused = await h.call('POST', '/v1/company/invites/accept', { token: member, body: { token } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.alreadyInAnotherCompany);
  });

  it('an invitation whose SMS failed says so and stands; sent again, the new link joins and the earlier one has ended', async () => {
    const mobile = '0912300004';
    const failing: SmsGateway = {
      name: 'failing',
      storesText: false,
      async send() {
        throw new Error('gateway down');
      },
    };
    const down = h.appWith({ env: { SITE_ORIGIN: ORIGIN }, sms: failing });
    const refused = await h.call('POST', `/console/api/companies/${otherCompanyId}/members`, {
      app: down,
      headers: admin,
      body: { mobile, role: 'staff' },
    });
    expect(refused.status).toBe(201);
    expect(refused.body.data.sms).toBe('failed');
    const failedId = refused.body.data.invite.id as number;
    // An editor may not resend; an unknown invitation is a 404.
    const editor = (await signedInStaff(h, 'editor', 'resend-editor@example.com')).write;
    const path = (id: number) => `/console/api/companies/${otherCompanyId}/invites/${id}/resend`;
    expect((await h.call('POST', path(failedId), { headers: editor })).status).toBe(403);
    expect((await h.call('POST', path(999_999), { headers: admin })).status).toBe(404);
    const resent = await h.call('POST', path(failedId), { app: inviteApp, headers: admin });
    expect(resent.status).toBe(201);
    expect(resent.body.data).toMatchObject({ sms: 'sent', invite: { mobile: '0912***004', role: 'staff' } });
    const token = /invite=([A-Za-z0-9_-]+)/.exec(capture.sent.at(-1)?.body ?? '')?.[1] ?? '';
    const member = await h.login(mobile);
    const joined = await h.call('POST', '/v1/company/invites/accept', { token: member, body: { token } });
    expect(joined.status).toBe(200);
    // Taken, it cannot be sent again.
    const taken = await h.call('POST', path(resent.body.data.invite.id), { headers: admin });
    expect(taken.status).toBe(404);
  });

  it('a taken-back or lapsed invitation answers 410; an unknown token 404', async () => {
    const mobile = '0912300003';
    const first = await invite(mobile, otherCompanyId, 'staff');
    const members = await h.call('GET', `/console/api/companies/${otherCompanyId}/members`, {
      headers: admin,
    });
    const pending = members.body.data.invites.find((i: { mobile: string }) => i.mobile === '0912***003');
    expect(pending).toBeDefined();
    const revoked = await h.call('DELETE', `/console/api/companies/${otherCompanyId}/invites/${pending.id}`, {
      headers: admin,
    });
    expect(revoked.status).toBe(200);
    const member = await h.login(mobile);
    const gone = await h.call('POST', '/v1/company/invites/accept', {
      token: member,
      body: { token: first.token },
    });
    expect(gone.status).toBe(410);
    expect(gone.body.message).toBe(m.inviteRevoked);

    const second = await invite(mobile, otherCompanyId, 'staff');
    h.clock.advance(8 * 86_400_000);
    const lapsed = await h.call('POST', '/v1/company/invites/accept', {
      token: member,
      body: { token: second.token },
    });
    expect(lapsed.status).toBe(410);
    expect(lapsed.body.message).toBe(m.inviteExpired);

    const unknown = await h.call('POST', '/v1/company/invites/accept', {
      token: member,
      body: { token: 'A'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
  });
});
