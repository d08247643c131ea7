/**
 * Rule (docs/spec/console.md#companies, docs/spec/company-side.md#notifications): the daily
 * licence reminder flags each company whose 室內裝修業登記證 lapses within 90 days (Taiwan's day),
 * or has lapsed, once per expiry date — and no other: a licence lapsing on day 91, or with no
 * expiry date, is left alone. Each flag is a system row in the audit log and one SMS to each of
 * the company's owner members (none to its staff members, none again for the same date); the
 * console's list shows the badge and filters by it; a new expiry date clears the flag.
 */
import { addDays, taipeiDay } from '@renovo/core/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, users } from '../../db/schema.ts';
import { companyMembers } from '../../db/schema-company-side.ts';
import { auditLog } from '../../db/schema-console.ts';
import { companies } from '../../db/schema-content.ts';
import { createOutboxGateway } from '../../services/sms/outbox.ts';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';
import { flagLapsingLicences } from './licence-reminder.ts';

const OWNER = '0912600001';
const STAFF = '0912600002';

describe.each(DATABASE_LANES)('the licence reminder on %s', (lane) => {
  let h: TestHarness;
  const notices = () => ({
    gateway: createOutboxGateway(),
    dailyBudget: h.env.SMS_DAILY_BUDGET,
    log: h.logger,
  });
  let editor: Record<string, string>;
  const ids: Record<string, number> = {};
  // 00:30 in Taipei: the day is already the next one in Taiwan while UTC is still on the previous.
  const now = new Date('2027-03-09T16:30:00Z');
  const today = taipeiDay(now);

  beforeAll(async () => {
    h = await createHarness({ lane });
    editor = (await signedInStaff(h, 'editor', 'licence-editor@example.com')).write;
    const cases: Record<string, string | null> = {
      lapsed: addDays(today, -1),
      today: today,
      day90: addDays(today, 90),
      day91: addDays(today, 91),
      none: null,
    };
    for (const [key, expires] of Object.entries(cases)) {
      const answer = await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody(`登記證${key}`, { taxId: null, licenceExpiresOn: expires }),
      });
      ids[key] = answer.body.data.id;
    }
    // The company lapsing on day 90 has an owner and a staff member.
    const [owner, staff] = await h.db
      .insert(users)
      .values([
        { mobile: OWNER, name: '負責人', role: 'design' },
        { mobile: STAFF, name: '成員', role: 'design' },
      ])
      .returning({ id: users.id });
    await h.db.insert(companyMembers).values([
      { companyId: ids.day90!, userId: owner!.id, role: 'owner' },
      { companyId: ids.day90!, userId: staff!.id, role: 'staff' },
    ]);
  });
  afterAll(() => h.close());

  const flagged = async () =>
    (
      await h.db
        .select({ id: companies.id, on: companies.licenceRemindedOn })
        .from(companies)
        .where(inArray(companies.id, Object.values(ids)))
    )
      .filter((r) => r.on !== null)
      .map((r) => Object.keys(ids).find((k) => ids[k] === r.id))
      .sort();

  it("counts days in Taiwan's time zone", () => {
    expect(today).toBe('2027-03-10');
  });

  it('flags the lapsed licence and those lapsing within 90 days, not day 91 nor none; audited', async () => {
    expect(await flagLapsingLicences(h.db, now, notices())).toBe(3);
    expect(await flagged()).toEqual(['day90', 'lapsed', 'today']);
    const audits = await h.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectType, 'company'), inArray(auditLog.subjectId, Object.values(ids).map(String))),
      );
    const reminders = audits.filter((a) => a.action.startsWith('company.licence_'));
    expect(reminders.map((a) => [a.action, a.staffId]).sort()).toEqual([
      ['company.licence_expired', null],
      ['company.licence_expiring', null],
      ['company.licence_expiring', null],
    ]);
  });

  it("texts the company's owners once about it, not its staff members", async () => {
    const texts = await h.db
      .select()
      .from(smsMessages)
      .where(inArray(smsMessages.mobile, [OWNER, STAFF]));
    expect(texts.map((t) => t.mobile)).toEqual([OWNER]);
    expect(texts[0]?.body).toContain('登記證day90');
    expect(texts[0]?.body).toContain(addDays(today, 90));
  });

  it('flags each once per expiry date; a new date clears the flag', async () => {
    expect(await flagLapsingLicences(h.db, now, notices())).toBe(0);
    expect(await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, OWNER))).toHaveLength(1);
    await h.call('PATCH', `/console/api/companies/${ids.today}`, {
      headers: editor,
      body: { licenceExpiresOn: addDays(today, 10) },
    });
    expect(await flagged()).toEqual(['day90', 'lapsed']);
    expect(await flagLapsingLicences(h.db, now, notices())).toBe(1);
  });

  it('the console list shows each standing and filters by it', async () => {
    h.clock.set(now);
    const reader = (await signedInStaff(h, 'editor', 'licence-reader@example.com')).read;
    const list = async (licence: string) =>
      (
        await h.call('GET', `/console/api/companies?licence=${licence}&q=${encodeURIComponent('登記證')}`, {
          headers: reader,
        })
      ).body.data.items
        .map((r: { name: string; licenceStanding: string }) => [r.name, r.licenceStanding])
        .sort();
    // `today` was moved 10 days on in the test before.
    expect(await list('expiring')).toEqual([
      ['登記證day90', 'expiring'],
      ['登記證today', 'expiring'],
    ]);
    expect(await list('expired')).toEqual([['登記證lapsed', 'expired']]);
  });
});
