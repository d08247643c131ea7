/**
 * The owner's control of a match (docs/spec/company-side.md#owner-control): the quote lead of a
 * result page's public id, the companies that accepted it with their verification level, and
 * the owner's request that the companies stop contacting them (`leads.contact_stopped_at`,
 * set once; the offers API shows it to the companies).
 */
import type { LeadKind, OfferStatus, VerificationLevel } from '@renovo/core/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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
  /**
   * The lead is for the companies: filed (or since confirmed) by its number's owner and not
   * under review. Else the staff follow it up (docs/spec/company-side.md#matching).
   */
  forCompanies: boolean;
}

/** What a result id names: the lead of its stored quote, or none (and the 停止聯繫 kept by that id). */
interface ResultLead {
  lead: QuoteLead | null;
  unstoredStoppedAt: Date | null;
}

/**
 * The lead of the quote with this public id, and the 停止聯繫 kept by the id when no quote has it
 * (a sealed result id's page), in one statement whichever it is.
 */
export async function quoteLeadOf(db: Db, publicId: string): Promise<ResultLead> {
  const [row] = await db
    .select({
      kind: quotes.variant,
      leadId: quotes.id,
      unstoredStoppedAt: sql<
        string | null
      >`(select ${unstoredResultStops.stoppedAt} from ${unstoredResultStops} where ${unstoredResultStops.publicId} = ${publicId})`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(quotes, eq(quotes.publicId, publicId));
  const stopped = row?.unstoredStoppedAt;
  return {
    lead: row?.kind && row.leadId !== null ? { kind: row.kind, leadId: row.leadId } : null,
    unstoredStoppedAt: stopped ? new Date(stopped) : null,
  };
}

/** A lead key no lead has: a sealed result id's companies are read with it (see `unstoredMatchOf`). */
const NO_LEAD: QuoteLead = { kind: 'basic', leadId: 0 };

const leadIs = (lead: QuoteLead) => and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId));

/**
 * The companies that accepted the lead (first to accept first) and when contact was stopped, in
 * one statement: as many as a sealed result id's page costs (`unstoredMatchOf`), so the time of
 * the answer does not tell a stored quote from another client's repeat either.
 */
export async function ownerMatchOf(db: Db, lead: QuoteLead, now: Date): Promise<OwnerMatchState> {
  const rows = await db
    .select({
      stoppedAt: leads.contactStoppedAt,
      forCompanies: sql<boolean>`${leads.mobileVerified} and not ${leads.needsReview}`,
      acceptedAt: leadOffers.respondedAt,
      // Null for the lead's row when no company accepted it (the joins are left joins).
      company: {
        id: companies.id,
        name: companies.name,
        logoUrl: companies.logoUrl,
        taxId: companies.taxId,
        licenceNo: companies.licenceNo,
        licenceExpiresOn: companies.licenceExpiresOn,
        verified: companies.verified,
      },
    })
    .from(leads)
    .leftJoin(
      leadOffers,
      and(
        eq(leadOffers.leadKind, leads.kind),
        eq(leadOffers.leadId, leads.leadId),
        eq(leadOffers.status, ACCEPTED),
      ),
    )
    .leftJoin(companies, eq(companies.id, leadOffers.companyId))
    .where(leadIs(lead))
    .orderBy(asc(leadOffers.respondedAt), asc(leadOffers.id));
  return {
    companies: rows.flatMap(({ company, acceptedAt }) =>
      company
        ? [
            {
              id: company.id,
              name: company.name,
              logoUrl: company.logoUrl,
              level: companyVerificationLevel(company, now),
              acceptedAt,
            },
          ]
        : [],
    ),
    contactStoppedAt: rows[0]?.stoppedAt ?? null,
    forCompanies: rows[0]?.forCompanies === true,
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
 * quote's before any company accepts, with the 停止聯繫 asked from it. Its companies are read by
 * the stored quote's statement, for a lead no row has: the same statements as a stored quote's
 * page, so neither the answer nor its time tells the two apart.
 */
export async function unstoredMatchOf(db: Db, stoppedAt: Date | null, now: Date): Promise<OwnerMatchState> {
  const { companies: none, forCompanies } = await ownerMatchOf(db, NO_LEAD, now);
  return { companies: none, contactStoppedAt: stoppedAt, forCompanies };
}

/** Records the 停止聯繫 of a sealed result id's page (the first time only); answers when it was. */
export async function stopUnstoredContact(db: Db, publicId: string, now: Date): Promise<Date> {
  const [row] = await db
    .insert(unstoredResultStops)
    .values({ publicId, stoppedAt: now })
    .onConflictDoUpdate({
      target: unstoredResultStops.publicId,
      set: { stoppedAt: sql`${unstoredResultStops.stoppedAt}` },
    })
    .returning({ stoppedAt: unstoredResultStops.stoppedAt });
  return row?.stoppedAt ?? now;
}
