/**
 * The companies that may take leads this month in some cities (docs/spec/company-side.md#matching),
 * read in one statement: published, not paused, with a member to answer, a 統一編號 on file,
 * under its monthly capacity — serving one of the cities, or named by one of the leads. The load
 * and the member count are counters on the company row, kept by triggers (migration
 * company_loads), so the read touches the companies table and nothing else. What fits which lead
 * and in what order is decided in memory (match-order.ts).
 */

import { taipeiDay } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companyVerificationLevel } from '../verification/verification-level.ts';
import type { Candidate } from './match-order.ts';

/** The offers a company holds this month, from its counters (kept by triggers; a new month starts at 0). */
const heldThisMonth = (month: string) =>
  sql`(case when c.load_month = ${month}::date then c.load_held else 0 end)`;

interface Row {
  id: number;
  taxId: string;
  licenceNo: string;
  licenceExpiresOn: string | null;
  verified: boolean;
  monthlyCapacity: number;
  held: number;
  servedRegionIds: number[];
  styleIds: number[];
  sizeMinPing: number | null;
  sizeMaxPing: number | null;
  priceMinWan: number;
  priceMaxWan: number;
}

/** The candidates serving any of `regions` or named in `named`, with their level on `now`. */
export async function candidateCompanies(
  db: Db | Tx,
  query: { regions: readonly number[]; named: readonly number[]; monthStart: Date; now: Date },
): Promise<Candidate[]> {
  const held = heldThisMonth(taipeiDay(query.monthStart));
  const result = await db.execute(sql`
    select c.id, c.tax_id as "taxId", c.licence_no as "licenceNo",
      c.licence_expires_on::text as "licenceExpiresOn", c.verified,
      c.monthly_capacity as "monthlyCapacity", ${held} as held,
      c.served_region_ids as "servedRegionIds", c.style_ids as "styleIds",
      c.size_min_ping as "sizeMinPing", c.size_max_ping as "sizeMaxPing",
      c.price_min_wan as "priceMinWan", c.price_max_wan as "priceMaxWan"
    from companies c
    where c.status = 'published' and not c.paused and c.tax_id is not null and c.members_count > 0
      and ${held} < c.monthly_capacity
      and (c.served_region_ids && ${arrayLiteral(query.regions)}::int[] or c.id = any(${arrayLiteral(query.named)}::int[]))`);
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    id: Number(r.id),
    level: companyVerificationLevel(r, query.now),
    monthlyCapacity: Number(r.monthlyCapacity),
    held: Number(r.held),
    servedRegionIds: r.servedRegionIds.map(Number),
    styleIds: r.styleIds.map(Number),
    sizeMinPing: r.sizeMinPing === null ? null : Number(r.sizeMinPing),
    sizeMaxPing: r.sizeMaxPing === null ? null : Number(r.sizeMaxPing),
    priceMinWan: Number(r.priceMinWan),
    priceMaxWan: Number(r.priceMaxWan),
  }));
}
