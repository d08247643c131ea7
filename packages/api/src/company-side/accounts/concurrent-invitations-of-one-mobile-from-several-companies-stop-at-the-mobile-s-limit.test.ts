/**
 * Rule (docs/spec/company-side.md#accounts): a mobile receives at most
 * COMPANY_SIDE_LIMITS.invitesPerMobilePerDay of the companies' invitations a Taipei day, from
 * every company together — also when several companies invite it at the same moment, each in its
 * own transaction (they wait for each other on the mobile's lock; without it, on PostgreSQL every
 * one of them counted the same invitations and all were sent). The ones over the limit are a 429
 * with its zh-TW reason, and nothing of theirs is stored or sent.
 */
import { COMPANY_SIDE_LIMITS } from '@renovo/core/contracts';
import { format, companyAccountMessages as m } from '@renovo/core/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema.ts';
import { companyInvites } from '../../db/schema-company-side.ts';
import { makeCompany, testMobile } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const COMPANIES = COMPANY_SIDE_LIMITS.invitesPerMobilePerDay * 2;

describe.each(DATABASE_LANES)('concurrent invitations of one mobile on %s', (lane) => {
  let h: TestHarness;
  const owners: string[] = [];

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    for (let i = 0; i < COMPANIES; i++) {
      const ownerMobile = testMobile('0977');
      await makeCompany(h.db, { name: `同時邀請測試 ${i}`, ownerMobile });
      owners.push(await h.login(ownerMobile));
    }
  });
  afterAll(() => h.close());

  it(`${COMPANIES} companies inviting one mobile at once: ${COMPANY_SIDE_LIMITS.invitesPerMobilePerDay} are sent, the others are a 429 and leave nothing`, async () => {
    const target = testMobile('0978');
    const answers = await Promise.all(
      owners.map((token) =>
        h.call('POST', '/v1/company/members', { token, body: { mobile: target, role: 'staff' } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([
      ...Array(COMPANY_SIDE_LIMITS.invitesPerMobilePerDay).fill(201),
      ...Array(COMPANIES - COMPANY_SIDE_LIMITS.invitesPerMobilePerDay).fill(429),
    ]);
    for (const refused of answers.filter((a) => a.status === 429))
      expect(refused.body.message).toBe(
        format(m.invitesToMobileTooMany, { max: COMPANY_SIDE_LIMITS.invitesPerMobilePerDay }),
      );
    const [stored] = await h.db
      .select({ n: count() })
      .from(companyInvites)
      .where(eq(companyInvites.mobile, target));
    const [sent] = await h.db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.mobile, target));
    expect([stored!.n, sent!.n]).toEqual([
      COMPANY_SIDE_LIMITS.invitesPerMobilePerDay,
      COMPANY_SIDE_LIMITS.invitesPerMobilePerDay,
    ]);
  });
});
