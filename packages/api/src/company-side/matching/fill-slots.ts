/**
 * Offering leads (docs/spec/company-side.md#matching): fill each lead's free slots — at most
 * MAX_OFFERS_PER_LEAD offers held (`offered` or `accepted`, not credited) at a time — with the
 * best eligible companies it was never offered to. A batch of leads is filled in one transaction
 * of five statements whatever its size: the matching lock, the leads (given, or the ones waiting),
 * the companies written since the last batch (eligible-companies.ts), the offers, the leads marked
 * matched. The lock is one for all matching, in every
 * process: a decline and a timeout of the same lead fill one after the other, and the loads read
 * under it are exact, so no company is ever taken past its monthly capacity — and the batch
 * counts its own offers as it goes (ADR 047).
 *
 * A lead that is not for the companies — its number never confirmed, or marked for review — is
 * left to the staff (marked matched, no offer). A lead whose owner stopped contact, that the staff
 * set aside (invalid, spam), or older than REOFFER_DAYS, gets no new offers.
 */

import { type LeadKind, MAX_OFFERS_PER_LEAD, REOFFER_DAYS } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { taipeiMonthStart } from '../../lib/time.ts';
import { type BusinessHours, businessDeadline } from '../offers/business-time.ts';
import { matchingPools } from './eligible-companies.ts';
import { type LeadForMatching, leadsForMatching, waitingLeadsForMatching } from './lead-for-matching.ts';
import { type Choice, chooseCompanies } from './match-order.ts';

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

type LeadRef = { kind: LeadKind; leadId: number };

/** The leads a batch may hold: the offers' insert stays well under PostgreSQL's 65,535 parameters. */
export const MATCH_BATCH = 500;
/** The advisory-lock key of matching ("MTCH" in ASCII). */
const MATCHING_LOCK = 0x4d54_4348;
const DAY_MS = 86_400_000;
const keyOf = (ref: LeadRef) => `${ref.kind}:${ref.leadId}`;

/** What to do with a lead before any company is chosen: a final outcome, or the slots to fill. */
function triage(lead: LeadForMatching, now: Date): { done: FillOutcome; mark: boolean } | { need: number } {
  if (!lead.mobileVerified || lead.needsReview)
    return { done: { kind: 'staff', reason: lead.needsReview ? 'review' : 'unverified' }, mark: true };
  if (lead.contactStopped || lead.discarded)
    return { done: { kind: 'none', reason: 'stopped' }, mark: false };
  if (now.getTime() - lead.createdAt.getTime() > REOFFER_DAYS * DAY_MS)
    return { done: { kind: 'none', reason: 'old' }, mark: true };
  const need = MAX_OFFERS_PER_LEAD - lead.holding;
  return need <= 0 ? { done: { kind: 'none', reason: 'full' }, mark: true } : { need };
}

/** Fills the free slots of a batch of leads (at most MATCH_BATCH); answers each lead's outcome, in order. */
export async function fillSlotsOf(
  db: Db,
  refs: readonly LeadRef[],
  now: Date,
  timing: OfferTiming,
): Promise<FillOutcome[]> {
  if (refs.length === 0) return [];
  if (refs.length > MATCH_BATCH) throw new RangeError(`at most ${MATCH_BATCH} leads at once`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK})`);
    const outcomes = await fillFound(db, tx, await leadsForMatching(tx, refs), now, timing);
    return refs.map((ref) => outcomes.get(keyOf(ref)) ?? { kind: 'none', reason: 'missing' });
  });
}

/**
 * Fills the verified leads waiting for their first matching, oldest first, at most `limit` (one
 * batch): they are read under the matching lock, so engines running at once never take the same
 * lead. Answers each lead's outcome, oldest first (none: nothing was waiting).
 */
export async function fillWaitingLeads(
  db: Db,
  now: Date,
  timing: OfferTiming,
  limit = MATCH_BATCH,
): Promise<(LeadRef & { outcome: FillOutcome })[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MATCHING_LOCK})`);
    const since = new Date(now.getTime() - REOFFER_DAYS * DAY_MS);
    const found = await waitingLeadsForMatching(tx, since, Math.min(limit, MATCH_BATCH));
    const outcomes = await fillFound(db, tx, found, now, timing);
    return found.map((lead) => ({
      kind: lead.kind,
      leadId: lead.leadId,
      outcome: outcomes.get(keyOf(lead))!,
    }));
  });
}

/** Fills the leads read under the lock; answers their outcomes by key. */
async function fillFound(
  db: Db,
  tx: Tx,
  found: LeadForMatching[],
  now: Date,
  timing: OfferTiming,
): Promise<Map<string, FillOutcome>> {
  const outcomes = new Map<string, FillOutcome>();
  const toMark: LeadForMatching[] = [];
  const toFill: { lead: LeadForMatching; need: number }[] = [];
  for (const lead of found) {
    const step = triage(lead, now);
    if ('need' in step) toFill.push({ lead, need: step.need });
    else outcomes.set(keyOf(lead), step.done);
    if (!lead.matched && !('done' in step && !step.mark)) toMark.push(lead);
  }
  const choices = await chooseForAll(db, tx, toFill, now);
  const offerIds = await insertOffers(tx, choices, now, timing);
  for (const { lead } of toFill) {
    const ids = offerIds.get(keyOf(lead)) ?? [];
    outcomes.set(
      keyOf(lead),
      ids.length > 0
        ? { kind: 'offered', offerIds: ids }
        : lead.holding === 0
          ? { kind: 'staff', reason: 'no_company' }
          : { kind: 'none', reason: 'full' },
    );
  }
  await markMatched(tx, toMark, now);
  return outcomes;
}

/** Fills the free slots of one lead; answers what it did. */
export async function fillSlots(db: Db, ref: LeadRef, now: Date, timing: OfferTiming): Promise<FillOutcome> {
  const [outcome] = await fillSlotsOf(db, [ref], now, timing);
  return outcome!;
}

/** Chooses the companies of every lead, in order, each choice counted in the loads of the next. */
async function chooseForAll(db: Db, tx: Tx, toFill: { lead: LeadForMatching; need: number }[], now: Date) {
  const chosen: { lead: LeadForMatching; choices: Choice[] }[] = [];
  if (toFill.length === 0) return chosen;
  const pools = await matchingPools(db, tx, { monthStart: taipeiMonthStart(now), now });
  const { byCity, byId } = pools;
  for (const { lead, need } of toFill) {
    const pool = lead.regionId === null ? [] : (byCity.get(lead.regionId) ?? []);
    const named = lead.namedCompanyId === null ? undefined : byId.get(lead.namedCompanyId);
    const choices = chooseCompanies(lead, pool, named, need);
    for (const choice of choices) {
      choice.company.held += 1;
      pools.touched.add(choice.company);
    }
    chosen.push({ lead, choices });
  }
  return chosen;
}

/** Inserts the offers chosen in one statement (arrays, not a row of parameters each); answers their ids by lead. */
async function insertOffers(
  tx: Tx,
  chosen: { lead: LeadForMatching; choices: Choice[] }[],
  now: Date,
  timing: OfferTiming,
): Promise<Map<string, number[]>> {
  const byLead = new Map<string, number[]>();
  const rows = chosen.flatMap(({ lead, choices }) =>
    choices.map((c) => ({ lead, company: c.company.id, named: c.named })),
  );
  if (rows.length === 0) return byLead;
  const result = await tx.execute(sql`
    insert into lead_offers (lead_kind, lead_id, company_id, named, offered_at, expires_at)
    select r.kind, r.lead_id, r.company_id, r.named, ${now.toISOString()}::timestamptz,
      ${businessDeadline(now, timing.slaMinutes, timing.hours).toISOString()}::timestamptz
    from unnest(${arrayLiteral(rows.map((r) => r.lead.kind))}::text[], ${arrayLiteral(rows.map((r) => Number(r.lead.leadId)))}::bigint[],
      ${arrayLiteral(rows.map((r) => r.company))}::int[], ${arrayLiteral(rows.map((r) => r.named))}::boolean[]) r(kind, lead_id, company_id, named)
    on conflict do nothing
    returning id, lead_kind, lead_id`);
  for (const row of (
    result as unknown as { rows: { id: number; lead_kind: LeadKind; lead_id: number | string }[] }
  ).rows) {
    const key = keyOf({ kind: row.lead_kind, leadId: Number(row.lead_id) });
    const ids = byLead.get(key);
    if (ids) ids.push(Number(row.id));
    else byLead.set(key, [Number(row.id)]);
  }
  return byLead;
}

/**
 * Marks the leads matched (matching ran for them) in `lead_matching`: the rows of the ones it holds
 * (one statement, by the key), and new rows for the others (a lead left to the staff unverified or
 * for review, filled by hand).
 */
async function markMatched(tx: Tx, refs: LeadForMatching[], now: Date): Promise<void> {
  const at = now.toISOString();
  const byKind = new Map<LeadKind, number[]>();
  for (const r of refs) {
    if (!r.queued) continue;
    const ids = byKind.get(r.kind);
    if (ids) ids.push(Number(r.leadId));
    else byKind.set(r.kind, [Number(r.leadId)]);
  }
  if (byKind.size > 0) {
    const keys = [...byKind].map(
      ([kind, ids]) => sql`(m.kind = ${kind} and m.lead_id = any(${arrayLiteral(ids)}::bigint[]))`,
    );
    await tx.execute(
      prepared(
        'match-mark',
        sql`update lead_matching m set matched_at = ${at}::timestamptz
          where (${sql.join(keys, sql` or `)}) and m.matched_at is null`,
      ),
    );
  }
  const others = refs.filter((r) => !r.queued);
  if (others.length === 0) return;
  await tx.execute(sql`
    insert into lead_matching (kind, lead_id, created_at, matched_at)
    select r.kind, r.lead_id, r.created_at, ${at}::timestamptz
    from unnest(${arrayLiteral(others.map((r) => r.kind))}::text[], ${arrayLiteral(others.map((r) => r.leadId))}::bigint[],
      ${arrayLiteral(others.map((r) => r.createdAt.toISOString()))}::timestamptz[]) r(kind, lead_id, created_at)
    on conflict (kind, lead_id) do update set matched_at = excluded.matched_at
      where lead_matching.matched_at is null`);
}
