/**
 * The licence reminder (docs/spec/console.md#companies, docs/spec/company-side.md#notifications):
 * a daily job on the job engine flags each company whose 室內裝修業登記證 lapses within
 * LICENCE_REMINDER_DAYS days (or has lapsed) once per expiry date — it sets
 * `licence_reminded_on`, which the console's companies list shows beside the 即將到期 / 已過期
 * badge, and writes a system row to the audit log (`company.licence_expiring` or
 * `company.licence_expired`) and marks each of the company's owner members as due a notice of
 * that date, in the same transaction. After the flags commit, every due notice is sent by SMS and
 * is then no longer due: one per owner and expiry date, and one the gateway failed or the day's
 * budget held back is sent at the next run. Changing the expiry date clears the flag, so a renewed
 * licence is reminded of again before it lapses next time (a notice still due of the old date is
 * dropped).
 */
import { licenceStanding, taipeiDay } from '@renovo/core/contracts';
import { companyAccountMessages, format } from '@renovo/core/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { companyMembers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { writeAudit } from '../../services/audit/index.ts';
import type { SmsGateway } from '../../services/sms/gateway.ts';
import { sendNotice } from '../../services/sms/notice.ts';
import { licencesToFlag } from './companies.service.ts';

/** The job's queue name. */
export const LICENCE_REMINDER_JOB = 'content-licence-reminder';

/** What the owners' SMS notices need (none: the flags and audit rows only). */
export interface ReminderNotices {
  gateway: SmsGateway;
  /** SMS_DAILY_BUDGET. */
  dailyBudget: number;
  log: Logger;
}

/**
 * Sends every owner's licence notice still due — this run's and any an earlier run could not send
 * (the gateway failed, or the day's budget was spent) — each once: a sent notice is no longer due.
 * A notice whose licence has since got another expiry date is dropped (the new date is reminded
 * of in its turn). Answers how many went out.
 */
export async function sendDueLicenceNotices(db: Db, now: Date, notices: ReminderNotices): Promise<number> {
  const due = await db
    .select({
      memberId: companyMembers.id,
      due: companyMembers.licenceNoticeDue,
      mobile: users.mobile,
      company: companies.name,
      expiresOn: companies.licenceExpiresOn,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(and(isNotNull(companyMembers.licenceNoticeDue), eq(companyMembers.role, 'owner')));
  const today = taipeiDay(now);
  let sent = 0;
  for (const owner of due) {
    const current = owner.expiresOn === owner.due;
    const body = noticeText(owner.company, owner.due!, today);
    const outcome =
      current && owner.mobile
        ? await sendNotice(
            { db, gateway: notices.gateway, now, log: notices.log, dailyBudget: notices.dailyBudget },
            // The text holds no secret: the company's name and a date.
            { mobile: owner.mobile, body, redacted: body },
          )
        : 'dropped';
    if (outcome === 'sent') sent += 1;
    if (outcome === 'sent' || outcome === 'dropped') {
      await db
        .update(companyMembers)
        .set({ licenceNoticeDue: null })
        .where(and(eq(companyMembers.id, owner.memberId), eq(companyMembers.licenceNoticeDue, owner.due!)));
    }
  }
  return sent;
}

/** The notice about `company`'s licence lapsing (or lapsed) on `expiresOn`. */
function noticeText(company: string, expiresOn: string, today: string): string {
  const expired = licenceStanding(expiresOn, today) === 'expired';
  return format(
    expired ? companyAccountMessages.licenceExpiredSms : companyAccountMessages.licenceExpiringSms,
    { company, date: expiresOn },
  );
}

/**
 * Flags the licences lapsing within the window of `now`'s day (Taiwan) and, given `notices`,
 * tells the companies' owners by SMS; answers how many companies were flagged.
 */
export async function flagLapsingLicences(db: Db, now: Date, notices?: ReminderNotices): Promise<number> {
  const today = taipeiDay(now);
  const count = await db.transaction(async (tx) => {
    const due = await licencesToFlag(tx, today);
    for (const company of due) {
      await tx.update(companies).set({ licenceRemindedOn: today }).where(eq(companies.id, company.id));
      const expired = licenceStanding(company.licenceExpiresOn, today) === 'expired';
      await writeAudit(tx, {
        action: expired ? 'company.licence_expired' : 'company.licence_expiring',
        subjectType: 'company',
        subjectId: company.id,
        details: { name: company.name, expires_on: company.licenceExpiresOn },
        staffId: null,
        staffEmail: null,
        role: null,
        ip: null,
        at: now,
      });
      // Its owners are to be told, in the next step or, if that fails, at a later run.
      await tx
        .update(companyMembers)
        .set({ licenceNoticeDue: company.licenceExpiresOn })
        .where(and(eq(companyMembers.companyId, company.id), eq(companyMembers.role, 'owner')));
    }
    return due.length;
  });
  if (notices) await sendDueLicenceNotices(db, now, notices);
  return count;
}
