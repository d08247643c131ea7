/**
 * The companies a lead may be offered to, best first (docs/spec/company-side.md#matching), in
 * one statement. Eligible: published, not paused, with a member to answer, a 統一編號 on file,
 * under its monthly capacity (offers held or accepted this Taiwan month, credited ones not
 * counted), a licence in force when the lead needs one, not offered this lead before — and
 * serving the lead's city, taking its size, with a budget range that overlaps the lead's band.
 * A company the lead named only needs the first group: the owner chose it. The load and the
 * member count are counters on the company row, kept by triggers (migration company_loads), so
 * the choice reads the companies of one city and nothing else.
 *
 * Order: the named company first; then the least loaded for its size — (held + 1) divided by
 * capacity × boost, where the boost is 1, plus 0.5 when its styles include the lead's, plus 0.25
 * for a licence in force and 0.25 more when the staff verified it — so over a month each company
 * gets leads in proportion to its capacity (and boost), and ties are broken at random, never by
 * age. Every factor is published in the spec: nothing about the order is secret.
 */
import { taipeiDay } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { LeadForMatching } from './lead-for-matching.ts';

/** The boosts of the order (docs/spec/company-side.md#matching). */
const MATCH_BOOSTS = { style: 0.5, licensed: 0.25, staffVerified: 0.25 } as const;

/** A candidate company with what the final checks need. */
export interface Candidate {
  id: number;
  taxId: string | null;
  licenceNo: string;
  licenceExpiresOn: string | null;
  verified: boolean;
  monthlyCapacity: number;
  held: number;
  named: boolean;
}

/** What the query needs besides the lead. */
export interface CandidateQuery {
  /** Companies already offered this lead. */
  exclude: number[];
  /** The first instant of this Taiwan month. */
  monthStart: Date;
  /** Today in Taiwan, `YYYY-MM-DD`. */
  today: string;
  limit: number;
}

/** The offers a company holds this month, from its counters (kept by triggers; a new month starts at 0). */
export const heldThisMonth = (month: string) =>
  sql`(case when c.load_month = ${month}::date then c.load_held else 0 end)`;

/** The eligible companies for `lead`, best first, at most `limit`. */
export async function eligibleCompanies(
  db: Db | Tx,
  lead: LeadForMatching,
  query: CandidateQuery,
): Promise<Candidate[]> {
  const named = lead.namedCompanyId ?? 0;
  const region = lead.regionId ?? 0;
  const size = lead.size;
  const budgetMin = lead.budgetWan?.min ?? null;
  const budgetMax = lead.budgetWan?.max ?? null;
  const style = lead.styleId ?? 0;
  const exclude = `{${query.exclude.map(Number).join(',')}}`;
  const licenceInForce = sql`(c.licence_no <> '' and c.licence_expires_on >= ${query.today}::date)`;
  const held = heldThisMonth(taipeiDay(query.monthStart));
  const result = await db.execute(sql`
    select c.id, c.tax_id as "taxId", c.licence_no as "licenceNo",
      c.licence_expires_on::text as "licenceExpiresOn", c.verified,
      c.monthly_capacity as "monthlyCapacity", ${held} as held, (c.id = ${named}) as named
    from companies c
    where c.status = 'published' and not c.paused and c.tax_id is not null and c.members_count > 0
      and ${held} < c.monthly_capacity
      and not (c.id = any(${exclude}::int[]))
      and (not ${lead.needsLicence} or ${licenceInForce})
      and (c.id = ${named} or (
        c.served_region_ids @> array[${region}]::int[]
        and (${size}::numeric is null or (
          (c.size_min_ping is null or c.size_min_ping <= ${size}::numeric)
          and (c.size_max_ping is null or c.size_max_ping >= ${size}::numeric)))
        and (${budgetMin}::int is null or (
          c.price_min_wan <= ${budgetMax}::int and c.price_max_wan >= ${budgetMin}::int))
      ))
    order by (c.id = ${named}) desc,
      (${held} + 1)::float8 / (c.monthly_capacity * (1
        + case when c.style_ids @> array[${style}]::int[] then ${MATCH_BOOSTS.style}::float8 else 0 end
        + case when ${licenceInForce} then ${MATCH_BOOSTS.licensed}::float8 else 0 end
        + case when ${licenceInForce} and c.verified then ${MATCH_BOOSTS.staffVerified}::float8 else 0 end)),
      random()
    limit ${query.limit}
  `);
  return (result as unknown as { rows: Candidate[] }).rows.map((r) => ({
    ...r,
    id: Number(r.id),
    held: Number(r.held),
    monthlyCapacity: Number(r.monthlyCapacity),
  }));
}
