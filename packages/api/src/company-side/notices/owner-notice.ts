/**
 * The owner is told once which companies accepted (docs/spec/company-side.md#notifications): one
 * SMS per lead, to the lead's own mobile (its quote's or clue's), naming each company whose offer
 * is `accepted` with its verification level, and — for a quote — the link to the result page,
 * where the owner sees the companies and can ask them to stop (owner-control). Once: the lead is
 * claimed by setting `leads.owner_notified_at` where it is null; a send refused by the daily
 * budget or failed at the gateway clears the claim, so the minutely sweep (`ownersToNotify`)
 * tries again. A lead whose owner stopped contact, or whose number was erased, is not told.
 */
import type { LeadKind, OfferStatus } from '@renovo/core/contracts';
import { format, companyNoticeMessages as m, messages } from '@renovo/core/messages';
import { and, asc, eq, exists, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues, quotes } from '../../db/schema.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { leads } from '../../db/schema-leads.ts';
import { sendNotice } from '../../services/sms/notice.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';
import { isQuoteKind, type LeadRef } from './lead-summary.ts';
import { type CompanyNoticeDeps, errorKind, noticeOrigin } from './notice-deps.ts';

const ACCEPTED: OfferStatus = 'accepted';
/** Leads one sweep looks at, oldest first. */
const SWEEP_LIMIT = 100;

/** How the owner's notice went. */
type OwnerNoticeOutcome = 'sent' | 'already' | 'none' | 'budget' | 'failed';

/** The result page of a quote, by its variant (its unguessable public id authorises the reader). */
function resultPagePath(kind: LeadKind, publicId: string): string {
  const page = kind === 'community' ? 'result_v3' : 'result_copy';
  return `/decorationfrom/${page}?id=${encodeURIComponent(publicId)}`;
}

const acceptedOffer = (kind: LeadKind, leadId: number) =>
  sql`exists (select 1 from ${leadOffers} where ${leadOffers.leadKind} = ${kind} and ${leadOffers.leadId} = ${leadId} and ${leadOffers.status} = ${ACCEPTED})`;

/** The leads with an accepted offer whose owner was not told yet (nor stopped contact, nor erased). */
export async function ownersToNotify(db: Db, now: Date): Promise<LeadRef[]> {
  return db
    .select({ kind: leads.kind, leadId: leads.leadId })
    .from(leads)
    .where(
      and(
        isNull(leads.ownerNotifiedAt),
        isNull(leads.contactStoppedAt),
        isNotNull(leads.mobileRev),
        exists(
          db
            .select({ one: sql`1` })
            .from(leadOffers)
            .where(
              and(
                eq(leadOffers.leadKind, leads.kind),
                eq(leadOffers.leadId, leads.leadId),
                eq(leadOffers.status, ACCEPTED),
                or(isNull(leadOffers.respondedAt), lte(leadOffers.respondedAt, now)),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(SWEEP_LIMIT);
}

/** The lead's mobile and, for a quote, its result page id. */
async function ownerOf(db: Db, lead: LeadRef): Promise<{ mobile: string | null; publicId: string | null }> {
  if (isQuoteKind(lead.kind)) {
    const [row] = await db
      .select({ mobile: quotes.mobile, publicId: quotes.publicId })
      .from(quotes)
      .where(eq(quotes.id, lead.leadId));
    return { mobile: row?.mobile || null, publicId: row?.publicId ?? null };
  }
  const [row] = await db.select({ mobile: clues.mobile }).from(clues).where(eq(clues.id, lead.leadId));
  return { mobile: row?.mobile || null, publicId: null };
}

/** The accepting companies as the SMS names them: name (level), by when they accepted. */
async function acceptedCompanies(deps: CompanyNoticeDeps, lead: LeadRef): Promise<string[]> {
  const rows = await deps.db
    .select({
      name: companies.name,
      taxId: companies.taxId,
      licenceNo: companies.licenceNo,
      licenceExpiresOn: companies.licenceExpiresOn,
      verified: companies.verified,
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
  return rows.map((row) =>
    format(m.ownerCompany, {
      name: row.name,
      level: messages.companySide.verificationLevels[companyVerificationLevel(row, deps.now)],
    }),
  );
}

/** Clears this sweep's claim so a later one can try again. */
async function release(db: Db, lead: LeadRef, claimedAt: Date): Promise<void> {
  await db
    .update(leads)
    .set({ ownerNotifiedAt: null })
    .where(
      and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId), eq(leads.ownerNotifiedAt, claimedAt)),
    );
}

/** Claims the lead and sends its one SMS (see the module comment). */
async function claimAndSend(deps: CompanyNoticeDeps, lead: LeadRef): Promise<OwnerNoticeOutcome> {
  const { db, now } = deps;
  const claimed = await db
    .update(leads)
    .set({ ownerNotifiedAt: now })
    .where(
      and(
        eq(leads.kind, lead.kind),
        eq(leads.leadId, lead.leadId),
        isNull(leads.ownerNotifiedAt),
        isNull(leads.contactStoppedAt),
        acceptedOffer(lead.kind, lead.leadId),
      ),
    )
    .returning({ kind: leads.kind });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ notifiedAt: leads.ownerNotifiedAt })
      .from(leads)
      .where(and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId)));
    return row?.notifiedAt ? 'already' : 'none';
  }
  // An erased number has no one to tell, now or later: the claim stays.
  const owner = await ownerOf(db, lead);
  const names = await acceptedCompanies(deps, lead);
  if (!owner.mobile || names.length === 0) return 'none';
  const values = {
    site: messages.site.name,
    count: names.length,
    companies: names.join(m.ownerCompanySeparator),
  };
  const body = owner.publicId
    ? format(m.ownerSms, {
        ...values,
        link: `${noticeOrigin(deps.env)}${resultPagePath(lead.kind, owner.publicId)}`,
      })
    : format(m.ownerSmsNoLink, values);
  const outcome = await sendNotice(
    { db, gateway: deps.sms, now, log: deps.log, dailyBudget: deps.env.SMS_DAILY_BUDGET },
    { mobile: owner.mobile, body, redacted: m.ownerSmsRedacted },
  );
  if (outcome !== 'sent') await release(db, lead, now);
  return outcome;
}

/** Tells the lead's owner once which companies accepted; never throws (a failure is `failed`). */
export async function notifyOwnerOfAccept(
  deps: CompanyNoticeDeps,
  lead: { kind: LeadKind; leadId: number },
): Promise<OwnerNoticeOutcome> {
  try {
    return await claimAndSend(deps, lead);
  } catch (err) {
    deps.log.error({ error: errorKind(err), kind: lead.kind, leadId: lead.leadId }, 'owner notice failed');
    await release(deps.db, lead, deps.now).catch(() => undefined);
    return 'failed';
  }
}
