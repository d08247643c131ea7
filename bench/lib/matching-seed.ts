/**
 * Seeding for the matching bench (bench/matching.bench.ts): companies with a member each, and
 * verified basic quotes (each files its row in the lead index, as the submit does).
 */
import { isValidTaxId } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/api/src/db/client.ts';
import { prepared } from '../../packages/api/src/db/prepared.ts';

let taxSeq = 0;
/** The next checksum-valid 統一編號. */
function taxId(): string {
  for (;;) {
    taxSeq += 1;
    const digits = String(10_000_000 + taxSeq * 13);
    if (isValidTaxId(digits)) return digits;
  }
}

/** What a seeded company is like. */
export interface SeedCompany {
  regions: number[];
  capacity: number;
  sizeMin: number | null;
  priceMin: number;
  priceMax: number;
}

/** Inserts companies with one owner member each; answers their ids. */
export async function seedCompanies(db: Db, rows: SeedCompany[], tag: string): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const values = batch.map(
      (r, i) =>
        sql`(${`${tag} ${start + i}`}, '', '', 1, '', 2000, 10, ${`{${r.regions.join(',')}}`}::int[], '{1}'::int[],
          ${r.priceMin}, ${r.priceMax}, ${r.capacity}, ${r.sizeMin}, ${taxId()}, 'A-1', '2099-12-31', 'published')`,
    );
    const result = await db.execute(sql`
      insert into companies (name, logo_url, intro, region_id, address, founded_year, team_size,
        served_region_ids, style_ids, price_min_wan, price_max_wan, monthly_capacity, size_min_ping,
        tax_id, licence_no, licence_expires_on, status)
      values ${sql.join(values, sql`, `)} returning id`);
    ids.push(...(result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  }
  await db.execute(sql`
    with made as (
      insert into users (mobile, role)
      select '09' || lpad((70000000 + c.id)::text, 8, '0'), 'design' from companies c
      where c.id = any(${`{${ids.join(',')}}`}::int[])
      returning id, mobile)
    insert into company_members (company_id, user_id, role)
    select (substr(m.mobile, 3)::int - 70000000), m.id, 'owner' from made m`);
  return ids;
}

let mobileSeq = 0;
/** Numbers the next seeded mobiles from `n` (a second thread seeding the same database). */
export function useMobilesFrom(n: number): void {
  mobileSeq = n;
}

/** The next mobile sequence number this thread would use. */
export const nextMobileSeq = () => mobileSeq;

/** Inserts `n` verified basic quotes in `region` (random when null); answers their ids. */
export async function seedLeads(db: Db, n: number, region: number | null, at: Date): Promise<number[]> {
  const first = mobileSeq;
  mobileSeq += n;
  // A prepared statement (the region a parameter, null for a random one), as the submit's own hot
  // statements are: the stream files a few leads every millisecond, and planning each insert anew
  // cost the machine more than the inserts.
  const result = await db.execute(
    prepared(
      'bench-seed-leads',
      sql`
    insert into quotes (variant, mobile, region_id, size, type, consent_notice_version, consent_accepted_at,
      mobile_verified, created_at)
    select 'basic', '09' || lpad((${first}::int + g)::text, 8, '0'),
      coalesce(${region}::int, 1 + (random() * 21)::int),
      15 + (random() * 40)::int, 'home', '2026-11', ${at.toISOString()}::timestamptz, true, ${at.toISOString()}::timestamptz
    from generate_series(1, ${n}::int) g returning id`,
    ),
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

/** The `p` quantile of sorted numbers. */
export const quantile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
