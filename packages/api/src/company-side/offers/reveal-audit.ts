/**
 * Every time a company is shown an owner's full number, one audit row (docs/spec/company-side.md#offers):
 * action `lead.reveal`, the lead as subject, the offer, company and member in the details (no
 * number). An answer that shows a number is only sent after its rows are written.
 */
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { writeAudit } from '../../services/audit/index.ts';
import type { CompanyMember } from '../members/company-member.ts';
import { leadSubject, type OfferRow, reveals } from './offer-view.ts';

/** Audits the reveals of `rows` (those whose number the answer shows) for the member. */
export async function auditReveals(
  db: Db,
  c: Context<AppEnv>,
  member: CompanyMember,
  rows: readonly OfferRow[],
  via: 'accept' | 'list',
): Promise<void> {
  const at = c.get('deps').clock();
  for (const row of rows.filter(reveals)) {
    await writeAudit(db, {
      action: 'lead.reveal',
      subjectType: 'lead',
      subjectId: leadSubject(row),
      details: { offer_id: row.id, company_id: member.companyId, member_user_id: member.userId, via },
      staffId: null,
      staffEmail: null,
      role: `company_${member.role}`,
      ip: c.get('clientIp') ?? null,
      at,
    });
  }
}
