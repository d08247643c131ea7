/**
 * What matching knows of a lead (docs/spec/company-side.md#matching), read in one statement from
 * the lead index (`leads`) and its row in `quotes` or `clues`: the city, the home's size and
 * layout, the budget band its size gives (the quote's own rate cards, 簡裝 to 豪裝), the style and
 * company it named (filed from a company's page or one of its works), whether it needs a licensed
 * company — and the offers it has had (the companies, and how many slots they hold). A batch of
 * leads is read at once.
 */

import {
  LEAD_DISCARDS,
  type LeadKind,
  LICENCE_REQUIRED_LEAD_KINDS,
  QUOTE_VARIANTS,
  SLOT_HOLDING_OFFER_STATUSES,
} from '@renovo/core/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import type { HouseLayout } from '../../db/schema.ts';
import { deriveHouseLayout, priceQuote } from '../../quote/pricing/index.ts';

/** A lead as matching sees it. */
export interface LeadForMatching {
  kind: LeadKind;
  leadId: number;
  regionId: number | null;
  /** 坪, when known. */
  size: number | null;
  layout: HouseLayout | null;
  /** The whole-house budget band its size gives, 萬 NTD (簡裝 to 豪裝), when the size is known. */
  budgetWan: { min: number; max: number } | null;
  styleId: number | null;
  namedCompanyId: number | null;
  needsLicence: boolean;
  createdAt: Date;
  mobileVerified: boolean;
  needsReview: boolean;
  contactStopped: boolean;
  /** The staff set it aside (invalid, spam): no company is offered it. */
  discarded: boolean;
  /** Matching ran for it before. */
  matched: boolean;
  /** It has its row in `lead_matching` (it was filed verified, or became so). */
  queued: boolean;
  /** The companies offered it before (any state). */
  offeredTo: number[];
  /** How many of its offers hold a slot now. */
  holding: number;
}

/** Bands worked out so far, by size and layout: pricing a home twice per lead was most of a batch's own time. */
const bands = new Map<string, { min: number; max: number } | null>();
const BANDS_KEPT = 10_000;

/** The budget band of a home of `size` 坪: the 簡裝 and 豪裝 totals of the rate cards, in 萬. */
export function budgetBandOf(size: number, layout: HouseLayout | null): { min: number; max: number } | null {
  const key = layout
    ? `${size}:${layout.bedroom},${layout.living_room},${layout.bathroom},${layout.kitchen},${layout.balcony}`
    : `${size}`;
  if (bands.has(key)) return bands.get(key) ?? null;
  const found = priceBand(size, layout);
  const band = found && Object.freeze(found);
  if (bands.size >= BANDS_KEPT) bands.clear();
  bands.set(key, band);
  return band;
}

function priceBand(size: number, layout: HouseLayout | null): { min: number; max: number } | null {
  if (!(size > 0 && size <= 2000)) return null;
  try {
    const rooms = layout ?? deriveHouseLayout(size);
    const total = (level: 1 | 3) => priceQuote({ level, size, layout: rooms }).total_amount;
    return { min: Math.floor(total(1) / 10_000), max: Math.ceil(total(3) / 10_000) };
  } catch {
    return null;
  }
}

/** A positive int4 id in a text column, else null (SQL). */
const idIn = (column: ReturnType<typeof sql>) =>
  sql`(case when ${column} ~ '^[1-9][0-9]{0,8}$' then (${column})::int end)`;

interface Row {
  kind: LeadKind;
  lead_id: number | string;
  region_id: number | null;
  created_at: Date | string;
  mobile_verified: boolean;
  needs_review: boolean;
  contact_stopped: boolean;
  matched: boolean;
  queued: boolean;
  status: string;
  size: string | number | null;
  layout: HouseLayout | null;
  named: number | null;
  style_id: number | null;
  work_company: number | null;
  offered_to: number[] | null;
  holding: number;
}

const holds = sql.raw(SLOT_HOLDING_OFFER_STATUSES.map((s) => `'${s}'`).join(', '));
const quoteKinds = sql.raw(QUOTE_VARIANTS.map((v) => `'${v}'`).join(', '));
const discards = sql.raw(LEAD_DISCARDS.map((s) => `'${s}'`).join(', '));

/**
 * What matching reads of each lead of `source` (rows `r(kind, lead_id, n)`), in the order of `n`:
 * each lead found by its key (a lateral lookup per row, `limit 1` so the planner keeps it one: a
 * join of the rows against the whole index would be hashed over every lead, and cost more as the
 * table grows).
 */
const leadsOf = (source: SQL) => sql`
    select r.kind, r.lead_id, x.*
    from ${source}
    cross join lateral (
      select l.region_id, l.created_at, l.mobile_verified, l.needs_review,
        l.contact_stopped_at is not null as contact_stopped,
        m.matched_at is not null as matched, m.kind is not null as queued, l.status,
        coalesce(q.size, (cl.details->>'size')::numeric, (cl.details->>'area')::numeric) as size,
        q.house_layout as layout,
        coalesce(${idIn(sql`q.company_id`)},
          case when cl.source_type = 'company' then ${idIn(sql`cl.source_id`)} end,
          ${idIn(sql`cl.design_id`)}) as named,
        w.style_id, w.company_id as work_company,
        (select array_agg(o.company_id) from lead_offers o where o.lead_kind = l.kind and o.lead_id = l.lead_id) as offered_to,
        (select count(*)::int from lead_offers o where o.lead_kind = l.kind and o.lead_id = l.lead_id
          and o.status in (${holds}) and o.credited_at is null) as holding
      from leads l
      left join lead_matching m on m.kind = l.kind and m.lead_id = l.lead_id
      left join quotes q on l.kind in (${quoteKinds}) and q.id = l.lead_id
      left join clues cl on l.kind not in (${quoteKinds}) and cl.id = l.lead_id
      left join works w on w.id = coalesce(
        case when q.type = 'work' then ${idIn(sql`q.resource_id`)} end,
        case when cl.source_type = 'work' then ${idIn(sql`cl.source_id`)} end)
      where l.kind = r.kind and l.lead_id = r.lead_id
      limit 1) x
    order by r.n`;

/**
 * The leads of `refs` found in the index, in the order of `refs` (one prepared statement). The
 * caller holds the matching lock (fill-slots.ts), so what it reads stays true until it commits.
 */
export async function leadsForMatching(
  db: Db | Tx,
  refs: readonly { kind: LeadKind; leadId: number }[],
): Promise<LeadForMatching[]> {
  if (refs.length === 0) return [];
  const kinds = arrayLiteral(refs.map((r) => r.kind));
  const ids = arrayLiteral(refs.map((r) => Number(r.leadId)));
  const result = await db.execute(
    prepared(
      'match-leads',
      leadsOf(sql`unnest(${kinds}::text[], ${ids}::bigint[]) with ordinality r(kind, lead_id, n)`),
    ),
  );
  return rowsToLeads(result);
}

/**
 * The verified leads waiting for their first matching, oldest first, at most `limit` (one prepared
 * statement) — not the ones whose owner stopped contact, that the staff set aside (they wait,
 * unmarked, in case the staff restore them), marked for review since they were filed, or older
 * than `since`. Read under the matching lock, so two engines never take the same lead.
 */
export async function waitingLeadsForMatching(
  db: Db | Tx,
  since: Date,
  limit: number,
): Promise<LeadForMatching[]> {
  const result = await db.execute(
    prepared(
      'match-waiting-leads',
      leadsOf(sql`(
      select m.kind, m.lead_id, row_number() over (order by m.created_at) as n
      from lead_matching m
      join leads l on l.kind = m.kind and l.lead_id = m.lead_id
      where m.matched_at is null and m.created_at >= ${since.toISOString()}::timestamptz
        and l.mobile_verified and not l.needs_review and l.contact_stopped_at is null
        and l.status not in (${discards})
      order by m.created_at limit ${limit}::int) r`),
    ),
  );
  return rowsToLeads(result);
}

/** The rows of a matching read as leads. */
function rowsToLeads(result: unknown): LeadForMatching[] {
  return (result as unknown as { rows: Row[] }).rows.map((row) => {
    const size = row.size === null ? null : Number(row.size) || null;
    return {
      kind: row.kind,
      leadId: Number(row.lead_id),
      regionId: row.region_id,
      size,
      layout: row.layout,
      budgetWan: size === null ? null : budgetBandOf(size, row.layout),
      styleId: row.style_id,
      namedCompanyId: row.named ?? row.work_company,
      needsLicence: (LICENCE_REQUIRED_LEAD_KINDS as readonly string[]).includes(row.kind),
      createdAt: new Date(row.created_at),
      mobileVerified: row.mobile_verified,
      needsReview: row.needs_review,
      contactStopped: row.contact_stopped,
      discarded: (LEAD_DISCARDS as readonly string[]).includes(row.status),
      matched: row.matched,
      queued: row.queued,
      offeredTo: (row.offered_to ?? []).map(Number),
      holding: Number(row.holding),
    };
  });
}
