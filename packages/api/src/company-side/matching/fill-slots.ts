/**
 * Offering a lead (docs/spec/company-side.md#matching): fill the lead's free slots — at most
 * MAX_OFFERS_PER_LEAD offers held (`offered` or `accepted`, not credited) at a time — with the
 * best eligible companies it was never offered to. One transaction per lead: the lead's index row
 * is locked (a decline and a timeout of the same lead fill one after the other), and so are the
 * chosen companies, whose load is counted again under the lock so that two leads matched at once
 * never take a company past its monthly capacity.
 *
 * A lead that is not for the companies — its number never confirmed, or marked for review — is
 * left to the staff (marked matched, no offer). A lead whose owner stopped contact, that the staff
 * set aside (invalid, spam), or older than REOFFER_DAYS, gets no new offers.
 */
import { type LeadKind, MAX_OFFERS_PER_LEAD, REOFFER_DAYS, taipeiDay } from '@renovo/core/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { leads } from '../../db/schema-leads.ts';
import { taipeiMonthStart } from '../../lib/time.ts';
import { type BusinessHours, businessDeadline } from '../offers/business-time.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';
import { type Candidate, eligibleCompanies, heldThisMonth } from './eligible-companies.ts';
import { leadForMatching } from './lead-for-matching.ts';

/** The answer-time settings of new offers. */
export interface OfferTiming {
  slaMinutes: number;
  hours: BusinessHours;
}

/** What became of a lead: offers made (their ids), left to the staff, or nothing to do. */
export type FillOutcome =
  | { kind: 'offered'; offerIds: number[] }
  | { kind: 'staff'; reason: 'unverified' | 'review' | 'no_company' }
  | { kind: 'none'; reason: 'missing' | 'full' | 'stopped' | 'old' };

const EXTRA_CANDIDATES = 5;
const DAY_MS = 86_400_000;

/** Is a candidate's tax id really valid (the SQL only knows it is on file)? */
function passesChecks(candidate: Candidate, now: Date): boolean {
  return companyVerificationLevel({ ...candidate, taxId: candidate.taxId }, now) !== 'none';
}

/** Fills the free slots of one lead; returns what it did. */
export async function fillSlots(
  db: Db,
  ref: { kind: LeadKind; leadId: number },
  now: Date,
  timing: OfferTiming,
): Promise<FillOutcome> {
  return db.transaction(async (tx) => {
    const lead = await leadForMatching(tx, ref.kind, ref.leadId, { lock: true });
    if (!lead) return { kind: 'none', reason: 'missing' } as const;
    const markMatched = async () => {
      if (lead.matched) return;
      await tx
        .update(leads)
        .set({ matchedAt: now })
        .where(and(eq(leads.kind, ref.kind), eq(leads.leadId, ref.leadId), isNull(leads.matchedAt)));
    };
    if (!lead.mobileVerified || lead.needsReview) {
      await markMatched();
      return { kind: 'staff', reason: lead.needsReview ? 'review' : 'unverified' } as const;
    }
    if (lead.contactStopped || lead.discarded) return { kind: 'none', reason: 'stopped' } as const;
    if (now.getTime() - lead.createdAt.getTime() > REOFFER_DAYS * DAY_MS) {
      await markMatched();
      return { kind: 'none', reason: 'old' } as const;
    }
    const holding = lead.holding;
    const need = MAX_OFFERS_PER_LEAD - holding;
    if (need <= 0) {
      await markMatched();
      return { kind: 'none', reason: 'full' } as const;
    }
    const monthStart = taipeiMonthStart(now);
    const candidates = (
      await eligibleCompanies(tx, lead, {
        exclude: lead.offeredTo,
        monthStart,
        today: taipeiDay(now),
        limit: need + EXTRA_CANDIDATES,
      })
    ).filter((c) => passesChecks(c, now));
    // Lock the candidates (in id order, no deadlock), then read their load again under the lock.
    const ids = candidates.map((c) => c.id);
    const fresh = new Map<number, number>();
    if (ids.length > 0) {
      const loads = await tx.execute(sql`
        select c.id, ${heldThisMonth(taipeiDay(monthStart))} as held from companies c
        where c.id = any(${`{${ids.join(',')}}`}::int[]) order by c.id for update`);
      for (const row of (loads as unknown as { rows: { id: number; held: number }[] }).rows)
        fresh.set(Number(row.id), Number(row.held));
    }
    const chosen = candidates.filter((c) => (fresh.get(c.id) ?? 0) < c.monthlyCapacity).slice(0, need);
    await markMatched();
    if (chosen.length === 0) {
      return holding === 0
        ? ({ kind: 'staff', reason: 'no_company' } as const)
        : ({ kind: 'none', reason: 'full' } as const);
    }
    const expiresAt = businessDeadline(now, timing.slaMinutes, timing.hours);
    const inserted = await tx
      .insert(leadOffers)
      .values(
        chosen.map((c) => ({
          leadKind: ref.kind,
          leadId: ref.leadId,
          companyId: c.id,
          named: c.named,
          offeredAt: now,
          expiresAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: leadOffers.id });
    return { kind: 'offered', offerIds: inserted.map((r) => r.id) } as const;
  });
}

/** Leads waiting for their first matching (newest day first is not needed: oldest first, 100 at a time). */
export async function unmatchedLeads(db: Db, now: Date): Promise<{ kind: LeadKind; leadId: number }[]> {
  const since = new Date(now.getTime() - REOFFER_DAYS * DAY_MS);
  return db
    .select({ kind: leads.kind, leadId: leads.leadId })
    .from(leads)
    .where(
      and(
        isNull(leads.matchedAt),
        eq(leads.mobileVerified, true),
        eq(leads.needsReview, false),
        sql`${leads.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(leads.createdAt)
    .limit(100);
}
