/**
 * Offers and reports for the staff (docs/spec/company-side.md#console, #reports): a lead's offers
 * with their companies and reports; a reassignment (the offer is `reassigned`, its slot given to
 * the company the staff picked — published, not paused, with a member, never offered the lead —
 * or to the next by the matching rules); the reports with their counts per company and per
 * source; and the decision on a report: upheld credits the offer (its capacity slot and the
 * lead's slot freed), then a wrong-area lead is offered on while any other bad lead is set
 * invalid (no company is offered it again); rejected changes nothing else.
 */
import { type LeadKind, REOFFER_REPORT_REASONS, SLOT_HOLDING_OFFER_STATUSES } from '@renovo/core/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OfferTiming } from '../../company-side/matching/fill-slots.ts';
import { businessDeadline } from '../../company-side/offers/business-time.ts';
import { companyVerificationLevel } from '../../company-side/verification/verification-level.ts';
import type { Db } from '../../db/client.ts';
import { companyMembers, leadOffers, leadReports } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { leads } from '../../db/schema-leads.ts';

/** A lead's offers as the staff see them, newest first (null when there is no such lead). */
export async function leadOffersFor(db: Db, kind: LeadKind, leadId: number, now: Date) {
  const [lead] = await db
    .select({ kind: leads.kind })
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.leadId, leadId)));
  if (!lead) return null;
  const rows = await db
    .select({
      offer: leadOffers,
      company: {
        id: companies.id,
        name: companies.name,
        taxId: companies.taxId,
        licenceNo: companies.licenceNo,
        licenceExpiresOn: companies.licenceExpiresOn,
        verified: companies.verified,
      },
      report: {
        id: leadReports.id,
        reason: leadReports.reason,
        note: leadReports.note,
        status: leadReports.status,
      },
    })
    .from(leadOffers)
    .innerJoin(companies, eq(companies.id, leadOffers.companyId))
    .leftJoin(leadReports, eq(leadReports.offerId, leadOffers.id))
    .where(and(eq(leadOffers.leadKind, kind), eq(leadOffers.leadId, leadId)))
    .orderBy(desc(leadOffers.offeredAt), desc(leadOffers.id));
  return rows.map(({ offer, company, report }) => ({
    id: offer.id,
    company: {
      id: company.id,
      name: company.name,
      verification_level: companyVerificationLevel(company, now),
    },
    status: offer.status,
    named: offer.named,
    offered_at: offer.offeredAt.toISOString(),
    expires_at: offer.expiresAt.toISOString(),
    responded_at: offer.respondedAt?.toISOString() ?? null,
    decline_reason: offer.declineReason,
    credited: offer.creditedAt !== null,
    report: report?.id
      ? { id: report.id, reason: report.reason!, note: report.note!, status: report.status! }
      : null,
  }));
}

/** What became of a reassignment. */
export type Reassigned =
  | { kind: 'done'; lead: { kind: LeadKind; leadId: number }; offerId: number | null }
  | { kind: 'missing' | 'closed' | 'company' };

/** Takes an offer back; gives its slot to `companyId` when given (else the caller fills it). */
export async function reassignOffer(
  db: Db,
  offerId: number,
  staffId: number,
  companyId: number | undefined,
  now: Date,
  timing: OfferTiming,
): Promise<Reassigned> {
  return db.transaction(async (tx): Promise<Reassigned> => {
    const [offer] = await tx.select().from(leadOffers).where(eq(leadOffers.id, offerId)).for('update');
    if (!offer) return { kind: 'missing' };
    if (!SLOT_HOLDING_OFFER_STATUSES.includes(offer.status)) return { kind: 'closed' };
    const lead = { kind: offer.leadKind, leadId: offer.leadId };
    let given: number | null = null;
    if (companyId !== undefined) {
      const [fits] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(
          and(
            eq(companies.id, companyId),
            eq(companies.status, 'published'),
            eq(companies.paused, false),
            sql`exists (select 1 from ${companyMembers} m where m.company_id = ${companies.id})`,
            sql`not exists (select 1 from ${leadOffers} o where o.company_id = ${companies.id}
              and o.lead_kind = ${offer.leadKind} and o.lead_id = ${offer.leadId})`,
          ),
        );
      if (!fits) return { kind: 'company' };
    }
    await tx
      .update(leadOffers)
      .set({ status: 'reassigned', reassignedByStaffId: staffId, respondedAt: offer.respondedAt ?? now })
      .where(eq(leadOffers.id, offerId));
    if (companyId !== undefined) {
      const [made] = await tx
        .insert(leadOffers)
        .values({
          leadKind: offer.leadKind,
          leadId: offer.leadId,
          companyId,
          offeredAt: now,
          expiresAt: businessDeadline(now, timing.slaMinutes, timing.hours),
        })
        .returning({ id: leadOffers.id });
      given = made!.id;
    }
    return { kind: 'done', lead, offerId: given };
  });
}

/** The reports (open first, newest first, 100 at most) and their counts. */
export async function leadReportsList(db: Db, status: string | undefined) {
  const items = await db
    .select({
      report: leadReports,
      offer: { leadKind: leadOffers.leadKind, leadId: leadOffers.leadId },
      company: { id: companies.id, name: companies.name },
    })
    .from(leadReports)
    .innerJoin(leadOffers, eq(leadOffers.id, leadReports.offerId))
    .innerJoin(companies, eq(companies.id, leadReports.companyId))
    .where(status ? eq(leadReports.status, status as 'open') : undefined)
    .orderBy(sql`${leadReports.status} = 'open' desc`, desc(leadReports.createdAt), desc(leadReports.id))
    .limit(100);
  const byCompany = await db.execute(sql`
    select r.company_id, c.name, count(*) filter (where r.status = 'upheld')::int as upheld, count(*)::int as total
    from lead_reports r join companies c on c.id = r.company_id
    group by r.company_id, c.name order by total desc, r.company_id limit 50`);
  const bySource = await db.execute(sql`
    select coalesce(l.partner_key, l.module, l.kind) as source,
      count(*) filter (where r.status = 'upheld')::int as upheld, count(*)::int as total
    from lead_reports r join lead_offers o on o.id = r.offer_id
    join leads l on l.kind = o.lead_kind and l.lead_id = o.lead_id
    group by 1 order by total desc limit 50`);
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  return {
    items: items.map(({ report, offer, company }) => ({
      id: report.id,
      offer_id: report.offerId,
      lead: { kind: offer.leadKind, id: offer.leadId },
      company,
      reason: report.reason,
      note: report.note,
      status: report.status,
      created_at: report.createdAt.toISOString(),
      decided_at: report.decidedAt?.toISOString() ?? null,
    })),
    by_company: rows<{ company_id: number; name: string; upheld: number; total: number }>(byCompany).map(
      (r) => ({
        company_id: Number(r.company_id),
        name: r.name,
        upheld: Number(r.upheld),
        total: Number(r.total),
      }),
    ),
    by_source: rows<{ source: string; upheld: number; total: number }>(bySource).map((r) => ({
      source: r.source,
      upheld: Number(r.upheld),
      total: Number(r.total),
    })),
  };
}

/** What became of a decision. */
export type Decided =
  | {
      kind: 'done';
      report: {
        id: number;
        reason: (typeof leadReports.$inferSelect)['reason'];
        note: string;
        status: 'upheld' | 'rejected';
      };
      reoffer: { kind: LeadKind; leadId: number } | null;
    }
  | { kind: 'missing' | 'decided' };

/** Decides an open report. */
export async function decideReport(
  db: Db,
  reportId: number,
  decision: 'upheld' | 'rejected',
  staffId: number,
  now: Date,
): Promise<Decided> {
  return db.transaction(async (tx): Promise<Decided> => {
    const [report] = await tx.select().from(leadReports).where(eq(leadReports.id, reportId)).for('update');
    if (!report) return { kind: 'missing' };
    if (report.status !== 'open') return { kind: 'decided' };
    await tx
      .update(leadReports)
      .set({ status: decision, decidedAt: now, decidedByStaffId: staffId })
      .where(eq(leadReports.id, reportId));
    let reoffer: { kind: LeadKind; leadId: number } | null = null;
    if (decision === 'upheld') {
      const [offer] = await tx
        .update(leadOffers)
        .set({ creditedAt: now })
        .where(eq(leadOffers.id, report.offerId))
        .returning({ kind: leadOffers.leadKind, leadId: leadOffers.leadId });
      if (offer && REOFFER_REPORT_REASONS.includes(report.reason))
        reoffer = { kind: offer.kind, leadId: offer.leadId };
      else if (offer)
        await tx
          .update(leads)
          .set({ status: 'invalid', updatedAt: now })
          .where(and(eq(leads.kind, offer.kind), eq(leads.leadId, offer.leadId)));
    }
    return {
      kind: 'done',
      report: { id: report.id, reason: report.reason, note: report.note, status: decision },
      reoffer,
    };
  });
}
