/**
 * An offer as its company sees it (docs/spec/company-side.md#offers): the lead's masked summary
 * — city, size, layout, the budget band of its size, the community's name, when — and the owner's
 * number, masked unless the offer is accepted (and empty once the owner's data was erased: it is
 * read from the lead at every request, never copied). Whether the owner stopped contact, and the
 * company's report of it.
 */
import {
  CLUE_KINDS,
  type CompanyOfferSchema,
  LEAD_REPORT_WINDOW_DAYS,
  type LeadKind,
  type OfferStatus,
  QUOTE_VARIANTS,
  REVEALING_OFFER_STATUS,
} from '@renovo/core/contracts';
import { format, unitMessages } from '@renovo/core/messages';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { regionRef } from '../../content/catalogue/names.ts';
import type { Db } from '../../db/client.ts';
import { clues, quotes } from '../../db/schema.ts';
import { leadOffers, leadReports } from '../../db/schema-company-side.ts';
import { leads } from '../../db/schema-leads.ts';
import { maskMobile } from '../../lib/mobile.ts';
import { budgetBandOf } from '../matching/lead-for-matching.ts';

/** One offer in a company's answer. */
export type CompanyOffer = z.infer<typeof CompanyOfferSchema>;

/** Offers per page of the list. */
export const OFFERS_PER_PAGE = 20;
const DAY_MS = 86_400_000;

const columns = {
  id: leadOffers.id,
  leadKind: leadOffers.leadKind,
  leadId: leadOffers.leadId,
  companyId: leadOffers.companyId,
  status: leadOffers.status,
  named: leadOffers.named,
  offeredAt: leadOffers.offeredAt,
  expiresAt: leadOffers.expiresAt,
  respondedAt: leadOffers.respondedAt,
  regionId: leads.regionId,
  createdAt: leads.createdAt,
  contactStoppedAt: leads.contactStoppedAt,
  quoteMobile: quotes.mobile,
  quoteSize: quotes.size,
  layout: quotes.houseLayout,
  community: quotes.community,
  clueMobile: clues.mobile,
  clueDetails: clues.details,
  reportReason: leadReports.reason,
  reportStatus: leadReports.status,
};

/** An offer row with its lead, as read for the view. */
export type OfferRow = Awaited<ReturnType<typeof offerRows>>[number];

/** The offers matching `where`, newest first, with their leads and reports. */
export function offerRows(db: Db, where: SQL | undefined, page = 1, perPage = OFFERS_PER_PAGE) {
  return db
    .select(columns)
    .from(leadOffers)
    .innerJoin(leads, and(eq(leads.kind, leadOffers.leadKind), eq(leads.leadId, leadOffers.leadId)))
    .leftJoin(
      quotes,
      and(inArray(leadOffers.leadKind, [...QUOTE_VARIANTS]), eq(quotes.id, leadOffers.leadId)),
    )
    .leftJoin(clues, and(inArray(leadOffers.leadKind, [...CLUE_KINDS]), eq(clues.id, leadOffers.leadId)))
    .leftJoin(leadReports, eq(leadReports.offerId, leadOffers.id))
    .where(where)
    .orderBy(desc(leadOffers.offeredAt), desc(leadOffers.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
}

/** One page of a company's offers (in `status` when given) and how many there are. */
export async function companyOffersPage(
  db: Db,
  companyId: number,
  status: OfferStatus | undefined,
  page: number,
): Promise<{ rows: OfferRow[]; total: number }> {
  const where = and(eq(leadOffers.companyId, companyId), status ? eq(leadOffers.status, status) : undefined);
  const [rows, total] = await Promise.all([offerRows(db, where, page), offerCount(db, where)]);
  return { rows, total };
}

/** How many offers match `where`. */
async function offerCount(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leadOffers).where(where);
  return row?.n ?? 0;
}

/** Does the company see this offer's full number? */
export function reveals(row: { status: OfferStatus }): boolean {
  return row.status === REVEALING_OFFER_STATUS;
}

/** The offer as the company sees it. */
export function offerView(row: OfferRow): CompanyOffer {
  const mobile = row.quoteMobile ?? row.clueMobile ?? '';
  const details = row.clueDetails ?? {};
  const size = row.quoteSize ?? (Number(details.size ?? details.area) || null);
  const layout = row.layout
    ? { room: row.layout.bedroom, hall: row.layout.living_room, bath: row.layout.bathroom }
    : null;
  const band = size === null ? null : budgetBandOf(Number(size), row.layout ?? null);
  const community = row.community?.name;
  const reportUntil =
    row.status === 'accepted' && row.respondedAt
      ? new Date(row.respondedAt.getTime() + LEAD_REPORT_WINDOW_DAYS * DAY_MS).toISOString()
      : null;
  return {
    id: row.id,
    status: row.status,
    named: row.named,
    offered_at: row.offeredAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    responded_at: row.respondedAt?.toISOString() ?? null,
    contact_stopped: row.contactStoppedAt !== null,
    report:
      row.reportReason && row.reportStatus ? { reason: row.reportReason, status: row.reportStatus } : null,
    report_until: reportUntil,
    lead: {
      kind: row.leadKind,
      region_id: row.regionId,
      region: regionRef(row.regionId)?.name ?? '',
      size: size === null ? null : Number(size),
      layout,
      budget: band ? format(unitMessages.priceRangeWan, band) : null,
      community: typeof community === 'string' ? community : null,
      created_at: row.createdAt.toISOString(),
      mobile: reveals(row) ? mobile : maskMobile(mobile),
    },
  };
}

/** The kind and id of an offer's lead, as the audit log names a lead. */
export function leadSubject(row: { leadKind: LeadKind; leadId: number }): string {
  return `${row.leadKind}:${row.leadId}`;
}
