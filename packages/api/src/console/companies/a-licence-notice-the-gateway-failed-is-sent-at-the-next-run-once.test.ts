/**
 * Rule (docs/spec/company-side.md#notifications): a licence notice the SMS gateway failed to send
 * (or the day's budget held back) is not lost — the owner stays due it, and the next run of the
 * licence reminder sends it, once; an owner already told is not told again, and a notice of an
 * expiry date the company has since changed is dropped, never sent.
 */
import { addDays, taipeiDay } from '@renovo/core/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, users } from '../../db/schema.ts';
import { companyMembers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { type SmsGateway, SmsGatewayError } from '../../services/sms/gateway.ts';
import { createOutboxGateway } from '../../services/sms/outbox.ts';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';
import { flagLapsingLicences, sendDueLicenceNotices } from './licence-reminder.ts';

const FIRST_OWNER = '0912600011';
const SECOND_OWNER = '0912600012';
const RENEWED_OWNER = '0912600013';

/** A gateway that fails for the mobiles in `down` and sends for the rest. */
function gatewayDownFor(down: Set<string>): SmsGateway {
  const outbox = createOutboxGateway();
  return {
    ...outbox,
    async send(message) {
      if (down.has(message.mobile)) throw new SmsGatewayError('gateway unreachable');
      return outbox.send(message);
    },
  };
}

describe.each(DATABASE_LANES)('licence notices on %s', (lane) => {
  let h: TestHarness;
  const now = new Date('2027-05-03T02:00:00Z');
  const today = taipeiDay(now);
  const ids: Record<string, number> = {};
  const notices = (gateway: SmsGateway) => ({ gateway, dailyBudget: h.env.SMS_DAILY_BUDGET, log: h.logger });
  const sentTo = async (mobile: string) =>
    (await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, mobile))).filter(
      (m) => m.status === 'sent',
    );

  beforeAll(async () => {
    h = await createHarness({ lane });
    const editor = (await signedInStaff(h, 'editor', 'notice-editor@example.com')).write;
    for (const key of ['shared', 'renewed']) {
      const answer = await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody(`到期通知${key}`, { taxId: null, licenceExpiresOn: addDays(today, 30) }),
      });
      ids[key] = answer.body.data.id;
    }
    const owners = await h.db
      .insert(users)
      .values(
        [FIRST_OWNER, SECOND_OWNER, RENEWED_OWNER].map((mobile) => ({
          mobile,
          name: '負責人',
          role: 'design' as const,
        })),
      )
      .returning({ id: users.id });
    await h.db.insert(companyMembers).values([
      { companyId: ids.shared!, userId: owners[0]!.id, role: 'owner' },
      { companyId: ids.shared!, userId: owners[1]!.id, role: 'owner' },
      { companyId: ids.renewed!, userId: owners[2]!.id, role: 'owner' },
    ]);
  });
  afterAll(() => h.close());

  it('a notice the gateway failed stays due; the other owner is told', async () => {
    const down = gatewayDownFor(new Set([SECOND_OWNER, RENEWED_OWNER]));
    expect(await flagLapsingLicences(h.db, now, notices(down))).toBe(2);
    expect(await sentTo(FIRST_OWNER)).toHaveLength(1);
    expect(await sentTo(SECOND_OWNER)).toHaveLength(0);
    const due = await h.db
      .select({ due: companyMembers.licenceNoticeDue })
      .from(companyMembers)
      .where(inArray(companyMembers.companyId, [ids.shared!, ids.renewed!]));
    expect(due.map((d) => d.due).sort()).toEqual([addDays(today, 30), addDays(today, 30), null]);
  });

  it('the next run sends it once, and never again to the owner already told', async () => {
    // Meanwhile the renewed company got a new expiry date: its old notice is dropped, not sent.
    await h.db
      .update(companies)
      .set({ licenceExpiresOn: addDays(today, 400), licenceRemindedOn: null })
      .where(eq(companies.id, ids.renewed!));
    const up = createOutboxGateway();
    expect(await flagLapsingLicences(h.db, addDays_(now, 1), notices(up))).toBe(0);
    expect(await sentTo(FIRST_OWNER)).toHaveLength(1);
    expect(await sentTo(SECOND_OWNER)).toHaveLength(1);
    expect((await sentTo(SECOND_OWNER))[0]!.body).toContain('到期通知shared');
    expect(await sentTo(RENEWED_OWNER)).toHaveLength(0);
    expect(await sendDueLicenceNotices(h.db, addDays_(now, 2), notices(up))).toBe(0);
    const due = await h.db.select({ due: companyMembers.licenceNoticeDue }).from(companyMembers);
    expect(due.every((d) => d.due === null)).toBe(true);
  });
});

/** `date` plus `days` days. */
function addDays_(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}
