/**
 * The licence reminder (docs/spec/console.md#companies): a daily job on the job engine flags each
 * company whose 室內裝修業登記證 lapses within LICENCE_REMINDER_DAYS days (or has lapsed) once per
 * expiry date — it sets `licence_reminded_on`, which the console's companies list shows beside
 * the 即將到期 / 已過期 badge, and writes a system row to the audit log
 * (`company.licence_expiring` or `company.licence_expired`). Changing the expiry date clears the
 * flag, so a renewed licence is reminded of again before it lapses next time.
 */
import { licenceStanding, taipeiDay } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema-content.ts';
import { writeAudit } from '../../services/audit/index.ts';
import { licencesToFlag } from './companies.service.ts';

/** The job's queue name. */
export const LICENCE_REMINDER_JOB = 'content-licence-reminder';

/** Flags the licences lapsing within the window of `now`'s day (Taiwan); answers how many. */
export function flagLapsingLicences(db: Db, now: Date): Promise<number> {
  const today = taipeiDay(now);
  return db.transaction(async (tx) => {
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
    }
    return due.length;
  });
}
