/**
 * The licence reminder (docs/spec/console.md#companies, docs/spec/company-side.md#notifications):
 * a daily job on the job engine flags each company whose 室內裝修業登記證 lapses within
 * LICENCE_REMINDER_DAYS days (or has lapsed) once per expiry date — it sets
 * `licence_reminded_on`, which the console's companies list shows beside the 即將到期 / 已過期
 * badge, and writes a system row to the audit log (`company.licence_expiring` or
 * `company.licence_expired`) — and, after the flags commit, sends each of the company's owner
 * members one SMS notice about it (the flag keeps it to one per expiry date). Changing the expiry
 * date clears the flag, so a renewed licence is reminded of again before it lapses next time.
 */
import { licenceStanding, taipeiDay } from '@renovo/core/contracts';
import { companyAccountMessages, format } from '@renovo/core/messages';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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

/** A flagged company. */
interface Flagged {
  id: number;
  name: string;
  licenceExpiresOn: string | null;
  expired: boolean;
}

/** Sends each owner member of the flagged companies one notice; answers how many went out. */
async function noticeOwners(
  db: Db,
  now: Date,
  flagged: Flagged[],
  notices: ReminderNotices,
): Promise<number> {
  if (flagged.length === 0) return 0;
  const owners = await db
    .select({ companyId: companyMembers.companyId, mobile: users.mobile })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        inArray(
          companyMembers.companyId,
          flagged.map((company) => company.id),
        ),
        eq(companyMembers.role, 'owner'),
        isNotNull(users.mobile),
      ),
    );
  let sent = 0;
  for (const owner of owners) {
    const company = flagged.find((row) => row.id === owner.companyId);
    if (!company || !owner.mobile) continue;
    const body = format(
      company.expired ? companyAccountMessages.licenceExpiredSms : companyAccountMessages.licenceExpiringSms,
      { company: company.name, date: company.licenceExpiresOn ?? '' },
    );
    const outcome = await sendNotice(
      { db, gateway: notices.gateway, now, log: notices.log, dailyBudget: notices.dailyBudget },
      { mobile: owner.mobile, body, redacted: body },
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/**
 * Flags the licences lapsing within the window of `now`'s day (Taiwan) and, given `notices`,
 * tells the companies' owners by SMS; answers how many companies were flagged.
 */
export async function flagLapsingLicences(db: Db, now: Date, notices?: ReminderNotices): Promise<number> {
  const today = taipeiDay(now);
  const flagged = await db.transaction(async (tx) => {
    const due = await licencesToFlag(tx, today);
    const done: Flagged[] = [];
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
      done.push({ ...company, expired });
    }
    return done;
  });
  if (notices) await noticeOwners(db, now, flagged, notices);
  return flagged.length;
}
