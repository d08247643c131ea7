/**
 * The owner's control of a match (docs/spec/company-side.md#owner-control): the quote lead of a
 * result page's public id, the companies that accepted it with their verification level, and
 * the owner's request that the companies stop contacting them (`leads.contact_stopped_at`,
 * set once; the offers API shows it to the companies).
 */
import type { LeadKind, OfferStatus, VerificationLevel } from '@renovo/core/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { quotes } from '../../db/schema.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { leads, unstoredResultStops } from '../../db/schema-leads.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';

const ACCEPTED: OfferStatus = 'accepted';

/** A quote's lead. */
export interface QuoteLead {
  kind: LeadKind;
  leadId: number;
}

/** A company that accepted, as the owner sees it. */
interface AcceptedCompany {
  id: number;
  name: string;
  logoUrl: string;
  level: VerificationLevel;
  acceptedAt: Date | null;
}

/** Where the owner's match stands. */
export interface OwnerMatchState {
  companies: AcceptedCompany[];
  contactStoppedAt: Date | null;
}

/** The lead of the quote with this public id; null when there is none. */
export async function quoteLeadOf(db: Db, publicId: string): Promise<QuoteLead | null> {
  const [row] = await db
    .select({ kind: quotes.variant, leadId: quotes.id })
    .from(quotes)
    .where(eq(quotes.publicId, publicId));
  return row ?? null;
}

const leadIs = (lead: QuoteLead) => and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId));

/** The companies that accepted the lead (first to accept first) and when contact was stopped. */
export async function ownerMatchOf(db: Db, lead: QuoteLead, now: Date): Promise<OwnerMatchState> {
  const [row] = await db.select({ stoppedAt: leads.contactStoppedAt }).from(leads).where(leadIs(lead));
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      logoUrl: companies.logoUrl,
      taxId: companies.taxId,
      licenceNo: companies.licenceNo,
      licenceExpiresOn: companies.licenceExpiresOn,
      verified: companies.verified,
      acceptedAt: leadOffers.respondedAt,
    })
    .from(leadOffers)
    .innerJoin(companies, eq(companies.id, leadOffers.companyId))
    .where(
      and(
        eq(leadOffers.leadKind, lead.kind),
        eq(leadOffers.leadId, lead.leadId),
        eq(leadOffers.status, ACCEPTED),
      ),
    )
    .orderBy(asc(leadOffers.respondedAt), asc(leadOffers.id));
  return {
    companies: rows.map((r) => ({
      id: r.id,
      name: r.name,
      logoUrl: r.logoUrl,
      level: companyVerificationLevel(r, now),
      acceptedAt: r.acceptedAt,
    })),
    contactStoppedAt: row?.stoppedAt ?? null,
  };
}

/** Records the owner's request to stop contact (the first time only). */
export async function stopContact(db: Db, lead: QuoteLead, now: Date): Promise<void> {
  await db
    .update(leads)
    .set({ contactStoppedAt: now })
    .where(and(leadIs(lead), isNull(leads.contactStoppedAt)));
}

/**
 * The match of a sealed result id's page (another client's repeat: nothing stored): as a new
 * quote's before any company accepts, with the 停止聯繫 asked from it.
 */
export async function unstoredMatchOf(db: Db, publicId: string): Promise<OwnerMatchState> {
  const [row] = await db
    .select({ stoppedAt: unstoredResultStops.stoppedAt })
    .from(unstoredResultStops)
    .where(eq(unstoredResultStops.publicId, publicId));
  return { companies: [], contactStoppedAt: row?.stoppedAt ?? null };
}

/** Records the 停止聯繫 of a sealed result id's page (the first time only). */
export async function stopUnstoredContact(db: Db, publicId: string, now: Date): Promise<void> {
  await db.insert(unstoredResultStops).values({ publicId, stoppedAt: now }).onConflictDoNothing();
}
