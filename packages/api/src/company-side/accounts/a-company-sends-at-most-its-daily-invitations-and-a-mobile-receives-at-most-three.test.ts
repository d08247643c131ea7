/**
 * Rule (docs/spec/company-side.md#accounts): invitations are SMS, which spend the budget the
 * login codes spend, so a company sends at most COMPANY_SIDE_LIMITS.invitesPerDay invitations in
 * a Taipei day and a mobile receives at most COMPANY_SIDE_LIMITS.invitesPerMobilePerDay of the
 * companies' own, from every company together (the staff's are not capped per mobile: an approved
 * application needs its invitation). Taken-back invitations count (each was an SMS): inviting and taking
 * back in a loop stops at the limit. Over a limit the answer is a 429 with its zh-TW reason, and
 * nothing is stored or sent. The console's invitations keep the same limits.
 */
import { COMPANY_SIDE_LIMITS } from '@renovo/core/contracts';
import { format, companyAccountMessages as m } from '@renovo/core/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../console/leads/staff-for-tests.ts';
import { smsMessages } from '../../db/schema.ts';
import { companyInvites } from '../../db/schema-company-side.ts';
import { sha256 } from '../../lib/crypto.ts';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

const OWNER = '0912410001';
const TARGET = '0987654321';

describe('a company sends at most its daily invitations and a mobile receives at most three', () => {
  let h: TestHarness;
  let admin: Record<string, string>;
  let companyId: number;
  let owner: string;

  const sentTo = async (mobile: string) =>
    (await h.db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.mobile, mobile)))[0]!.n;
  const invite = (mobile: string) =>
    h.call('POST', '/v1/company/members', { token: owner, body: { mobile, role: 'staff' } });

  beforeAll(async () => {
    h = await createHarness({ demoContent: false });
    admin = (await signedInStaff(h, 'admin', 'invite-limit-admin@example.com')).write;
    const made = await h.call('POST', '/console/api/companies', {
      headers: admin,
      body: companyBody('邀請上限測試設計', { taxId: null }),
    });
    companyId = made.body.data.id;
    expect(
      (
        await h.call('POST', `/console/api/companies/${companyId}/members`, {
          headers: admin,
          body: { mobile: OWNER, role: 'owner' },
        })
      ).status,
    ).toBe(201);
    const [row] = await h.db
      .select({ body: smsMessages.body })
      .from(smsMessages)
      .where(eq(smsMessages.mobile, OWNER));
    const invitation = /invite=([A-Za-z0-9_-]+)/.exec(row?.body ?? '')?.[1] ?? '';
    owner = await h.login(OWNER);
    expect(
      (await h.call('POST', '/v1/company/invites/accept', { token: owner, body: { token: invitation } }))
        .status,
    ).toBe(200);
  });
  afterAll(() => h.close());

  it(`a mobile receives at most ${COMPANY_SIDE_LIMITS.invitesPerMobilePerDay} invitations a day, taken-back ones counted`, async () => {
    for (let i = 0; i < COMPANY_SIDE_LIMITS.invitesPerMobilePerDay; i++) {
      const sent = await invite(TARGET);
      expect(sent.status).toBe(201);
      expect(
        (await h.call('DELETE', `/v1/company/invites/${sent.body.data.invite.id}`, { token: owner })).status,
      ).toBe(200);
    }
    const over = await invite(TARGET);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      format(m.invitesToMobileTooMany, { max: COMPANY_SIDE_LIMITS.invitesPerMobilePerDay }),
    );
    expect(await sentTo(TARGET)).toBe(COMPANY_SIDE_LIMITS.invitesPerMobilePerDay);
    // The staff's invitation is not capped per mobile: a company owner cannot spend the cap that
    // an approved application's invitation needs.
    const byStaff = await h.call('POST', `/console/api/companies/${companyId}/members`, {
      headers: admin,
      body: { mobile: TARGET, role: 'staff' },
    });
    expect(byStaff.status).toBe(201);
    expect(await sentTo(TARGET)).toBe(COMPANY_SIDE_LIMITS.invitesPerMobilePerDay + 1);
  });

  it(`a company sends at most ${COMPANY_SIDE_LIMITS.invitesPerDay} invitations a day, taken-back ones counted`, async () => {
    // The day's invitations so far (the owner's, then the three above), and taken-back ones to
    // other mobiles up to the limit, as a loop of invite and take back would leave them.
    const [sent] = await h.db
      .select({ n: count() })
      .from(companyInvites)
      .where(eq(companyInvites.companyId, companyId));
    const now = h.clock();
    const rows = Array.from({ length: COMPANY_SIDE_LIMITS.invitesPerDay - sent!.n }, (_, i) => ({
      companyId,
      mobile: `09124${String(20_000 + i).padStart(5, '0')}`,
      role: 'staff' as const,
      tokenHash: sha256(`invite-limit-${i}`),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      revokedAt: now,
    }));
    await h.db.insert(companyInvites).values(rows);
    const over = await invite('0912499999');
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(format(m.invitesTooMany, { max: COMPANY_SIDE_LIMITS.invitesPerDay }));
    expect(await sentTo('0912499999')).toBe(0);
    const stored = await h.db
      .select({ n: count() })
      .from(companyInvites)
      .where(eq(companyInvites.mobile, '0912499999'));
    expect(stored[0]!.n).toBe(0);
  });
});
