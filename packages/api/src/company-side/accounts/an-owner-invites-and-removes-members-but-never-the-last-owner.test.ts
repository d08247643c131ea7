/**
 * Rule (docs/spec/company-side.md#accounts): a company's owner invites members (the same invite
 * function as the console: an SMS with the link) and removes them; a staff member may only read
 * the list; no one removes the company's last owner (neither the owner nor the console); a
 * removed member is an ordinary member again and loses the company; members plus pending
 * invitations stay within COMPANY_SIDE_LIMITS.members.
 */
import { COMPANY_SIDE_LIMITS } from '@renovo/core/contracts';
import { companyAccountMessages as m, messages } from '@renovo/core/messages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { smsMessages, users } from '../../db/schema.ts';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

const OWNER = '0912400001';
const STAFF = '0912400002';

describe('an owner invites and removes members but never the last owner', () => {
  let h: TestHarness;
  let admin: Record<string, string>;
  let companyId: number;
  let owner: string;
  let staff: string;

  /** The token of the last invitation SMS to `mobile` (the outbox keeps the text). */
  async function tokenSentTo(mobile: string): Promise<string> {
    const [row] = await h.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.mobile, mobile))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return /invite=([A-Za-z0-9_-]+)/.exec(row?.body ?? '')?.[1] ?? '';
  }

  async function join(mobile: string): Promise<string> {
    const invitation = await tokenSentTo(mobile);
    const token = await h.login(mobile);
    const taken = await h.call('POST', '/v1/company/invites/accept', { token, body: { token: invitation } });
    expect(taken.status).toBe(200);
    return token;
  }

  beforeAll(async () => {
    h = await createHarness();
    admin = (await signedInStaff(h, 'admin', 'owner-admin@example.com')).write;
    const made = await h.call('POST', '/console/api/companies', {
      headers: admin,
      body: companyBody('負責人測試設計', { taxId: null }),
    });
    companyId = made.body.data.id;
    const invited = await h.call('POST', `/console/api/companies/${companyId}/members`, {
      headers: admin,
      body: { mobile: OWNER, role: 'owner' },
    });
    expect(invited.status).toBe(201);
    owner = await join(OWNER);
  });
  afterAll(() => h.close());

  it('the owner invites a staff member by SMS, who joins and sees the list but cannot invite', async () => {
    const invited = await h.call('POST', '/v1/company/members', {
      token: owner,
      body: { mobile: STAFF, role: 'staff' },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.data.invite).toMatchObject({ mobile: '0912***002', role: 'staff' });
    expect(await tokenSentTo(STAFF)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    staff = await join(STAFF);
    const list = await h.call('GET', '/v1/company/members', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data.members.map((x: { role: string }) => x.role)).toEqual(['owner', 'staff']);
    const refused = await h.call('POST', '/v1/company/members', {
      token: staff,
      body: { mobile: '0912400009', role: 'staff' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.companySide.notOwner);
  });

  it('inviting a mobile that is already a member is a 409', async () => {
    const again = await h.call('POST', '/v1/company/members', {
      token: owner,
      body: { mobile: STAFF, role: 'staff' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(m.inviteMobileTaken);
  });

  it('nobody removes the last owner, neither the owner nor the console', async () => {
    const list = await h.call('GET', '/v1/company/members', { token: owner });
    const me = list.body.data.members.find((x: { is_you: boolean }) => x.is_you);
    const self = await h.call('DELETE', `/v1/company/members/${me.id}`, { token: owner });
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(m.lastOwner);
    const console = await h.call('DELETE', `/console/api/companies/${companyId}/members/${me.id}`, {
      headers: admin,
    });
    expect(console.status).toBe(409);
  });

  it('the owner removes the staff member, who is an ordinary member again without the company', async () => {
    const list = await h.call('GET', '/v1/company/members', { token: owner });
    const member = list.body.data.members.find((x: { role: string }) => x.role === 'staff');
    const byStaff = await h.call('DELETE', `/v1/company/members/${member.id}`, { token: staff });
    expect(byStaff.status).toBe(403);
    const removed = await h.call('DELETE', `/v1/company/members/${member.id}`, { token: owner });
    expect(removed.status).toBe(200);
    const [user] = await h.db.select().from(users).where(eq(users.mobile, STAFF));
    expect(user?.role).toBe('ordinary');
    expect((await h.call('GET', '/v1/company/members', { token: staff })).status).toBe(403);
    expect((await h.call('DELETE', `/v1/company/members/${member.id}`, { token: owner })).status).toBe(404);
  });

  it(`members plus pending invitations stay within ${COMPANY_SIDE_LIMITS.members}`, async () => {
    // One member (the owner): the other seats go to invitations.
    for (let i = 1; i < COMPANY_SIDE_LIMITS.members; i++) {
      const mobile = `09125${String(i).padStart(5, '0')}`;
      const invited = await h.call('POST', '/v1/company/members', {
        token: owner,
        body: { mobile, role: 'staff' },
      });
      expect(invited.status, mobile).toBe(201);
    }
    const over = await h.call('POST', '/v1/company/members', {
      token: owner,
      body: { mobile: '0912599999', role: 'staff' },
    });
    expect(over.status).toBe(409);
    const list = await h.call('GET', '/v1/company/members', { token: owner });
    expect(list.body.data.members.length + list.body.data.invites.length).toBe(COMPANY_SIDE_LIMITS.members);
    // Taking one back frees its seat.
    const revoked = await h.call('DELETE', `/v1/company/invites/${list.body.data.invites[0].id}`, {
      token: owner,
    });
    expect(revoked.status).toBe(200);
    const now = await h.call('POST', '/v1/company/members', {
      token: owner,
      body: { mobile: '0912599999', role: 'staff' },
    });
    expect(now.status).toBe(201);
    const invites = await h.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.mobile, '0912599999')));
    expect(invites).toHaveLength(1);
  });
});
