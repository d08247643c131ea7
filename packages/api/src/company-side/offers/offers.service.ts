/**
 * What a company does with an offer (docs/spec/company-side.md#offers, #reports): accept it
 * (only while open, before its deadline and while the owner has not stopped contact — from then
 * on the company sees the full number), decline it (free; the slot passes on), report an
 * accepted lead as bad within LEAD_REPORT_WINDOW_DAYS of the accept (once); and the job's
 * timeout of open offers past their deadline. Each answers the offer's new row, or why not.
 */
import { LEAD_REPORT_WINDOW_DAYS, type LeadReportReason, OPEN_OFFER_STATUS } from '@renovo/core/contracts';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leadOffers, leadReports } from '../../db/schema-company-side.ts';
import { maskMobilesInText } from '../../lib/mobile.ts';
import type { CompanyMember } from '../members/company-member.ts';
import { type OfferRow, offerRows } from './offer-view.ts';

/** Why an offer could not be answered. */
export type OfferRefusal = 'not_found' | 'closed' | 'stopped' | 'window' | 'not_accepted' | 'reported';

const DAY_MS = 86_400_000;

/** The offer of the member's company, with its lead, or null. */
async function companyOffer(db: Db, member: CompanyMember, offerId: number): Promise<OfferRow | null> {
  const [row] = await offerRows(
    db,
    and(eq(leadOffers.id, offerId), eq(leadOffers.companyId, member.companyId)),
    1,
    1,
  );
  return row ?? null;
}

/** Why an open-offer update matched nothing. */
async function refusalOf(db: Db, member: CompanyMember, offerId: number): Promise<OfferRefusal> {
  const row = await companyOffer(db, member, offerId);
  if (!row) return 'not_found';
  if (row.status === OPEN_OFFER_STATUS && row.contactStoppedAt) return 'stopped';
  return 'closed';
}

/** The owner has not stopped contact for the offer's lead. */
const contactAllowed = sql`not exists (select 1 from leads l where l.kind = ${leadOffers.leadKind}
  and l.lead_id = ${leadOffers.leadId} and l.contact_stopped_at is not null)`;

/** Accepts an open offer of the member's company. */
export async function acceptOffer(
  db: Db,
  member: CompanyMember,
  offerId: number,
  now: Date,
): Promise<OfferRow | OfferRefusal> {
  const updated = await db
    .update(leadOffers)
    .set({ status: 'accepted', respondedAt: now, revealedAt: now })
    .where(
      and(
        eq(leadOffers.id, offerId),
        eq(leadOffers.companyId, member.companyId),
        eq(leadOffers.status, OPEN_OFFER_STATUS),
        gt(leadOffers.expiresAt, now),
        contactAllowed,
      ),
    )
    .returning({ id: leadOffers.id });
  if (updated.length === 0) return refusalOf(db, member, offerId);
  return (await companyOffer(db, member, offerId)) ?? 'not_found';
}

/** Declines an open offer of the member's company. */
export async function declineOffer(
  db: Db,
  member: CompanyMember,
  offerId: number,
  reason: string | undefined,
  now: Date,
): Promise<OfferRow | OfferRefusal> {
  const updated = await db
    .update(leadOffers)
    .set({ status: 'declined', respondedAt: now, declineReason: reason?.trim() || null })
    .where(
      and(
        eq(leadOffers.id, offerId),
        eq(leadOffers.companyId, member.companyId),
        eq(leadOffers.status, OPEN_OFFER_STATUS),
      ),
    )
    .returning({ id: leadOffers.id });
  if (updated.length === 0) {
    const row = await companyOffer(db, member, offerId);
    return row ? 'closed' : 'not_found';
  }
  return (await companyOffer(db, member, offerId)) ?? 'not_found';
}

/** Reports an accepted lead of the member's company. */
export async function reportOffer(
  db: Db,
  member: CompanyMember,
  offerId: number,
  report: { reason: LeadReportReason; note?: string | undefined },
  now: Date,
): Promise<OfferRow | OfferRefusal> {
  const row = await companyOffer(db, member, offerId);
  if (!row) return 'not_found';
  if (row.status !== 'accepted' || !row.respondedAt) return 'not_accepted';
  if (now.getTime() > row.respondedAt.getTime() + LEAD_REPORT_WINDOW_DAYS * DAY_MS) return 'window';
  const note = report.note?.trim() ?? '';
  // The owner has erased the lead: a number the company saw before is not kept in its note.
  const erased = !(row.quoteMobile ?? row.clueMobile);
  const inserted = await db
    .insert(leadReports)
    .values({
      offerId,
      companyId: member.companyId,
      reason: report.reason,
      note: erased ? maskMobilesInText(note) : note,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: leadReports.id });
  if (inserted.length === 0) return 'reported';
  return (await companyOffer(db, member, offerId)) ?? 'not_found';
}

/** Times out the open offers past their deadline; answers their leads (to pass the slots on). */
export async function expireDueOffers(db: Db, now: Date) {
  return db
    .update(leadOffers)
    .set({ status: 'expired' })
    .where(
      and(
        eq(leadOffers.status, OPEN_OFFER_STATUS),
        lte(leadOffers.expiresAt, now),
        isNull(leadOffers.respondedAt),
      ),
    )
    .returning({ id: leadOffers.id, kind: leadOffers.leadKind, leadId: leadOffers.leadId });
}
