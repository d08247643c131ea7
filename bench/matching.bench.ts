/**
 * Matching (docs/spec/company-side.md#matching; ADR 047) on PostgreSQL, side by side in one run:
 *
 * 1. Speed: 5,000 companies (1–4 of the 22 cities each, capacities 10–40, varied size and budget
 *    bands, a member each) and a month of offers already made (BENCH_HISTORY, default 50,000),
 *    then BENCH_LEADS (default 2,000) verified leads filled with `fillSlots` by BENCH_WORKERS
 *    at once (default 1: one job engine fills leads one after another; 2 is two engines):
 *    p50 / p95 / p99 per lead and leads per second. Target p95 ≤ 50 ms.
 * 2. Fairness: 1,000 simulated leads in one city served by 24 otherwise equal companies with
 *    capacities 40–320 (total 4,320 for 3,000 offers: shares decide, not caps). Each company's offers against its
 *    capacity-weighted share of the offers (shares re-spread when a company reaches its cap):
 *    every company within ±10 %, none over its cap.
 *
 * @example npm run bench:matching
 */
import { isValidTaxId } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import { fillSlots } from '../packages/api/src/company-side/matching/fill-slots.ts';
import { businessHoursOf } from '../packages/api/src/company-side/offers/business-time.ts';
import { openDatabase } from '../packages/api/src/db/client.ts';
import { migrateDatabase } from '../packages/api/src/db/migrate.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 5000);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 50_000);
const LEADS = Number(process.env.BENCH_LEADS ?? 2000);
/** Matchers at once: each job engine fills leads one after another (offer-jobs.ts), so 1 is one engine. */
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
const FAIR_LEADS = 1000;
const TARGET_P95_MS = 50;
const timing = { slaMinutes: 120, hours: businessHoursOf('09:00-18:00', '1-5') };

const pgDb = await benchPostgres();
if (!pgDb) {
  console.error('matching bench: no PostgreSQL (run through `npm run bench:matching`)');
  process.exit(1);
}
const handle = await openDatabase({ kind: 'postgres', url: pgDb.url, poolSize: WORKERS + 2 });
await migrateDatabase(handle);
const db = handle.db;

let taxSeq = 0;
/** The next checksum-valid 統一編號. */
function taxId(): string {
  for (;;) {
    taxSeq += 1;
    const digits = String(10_000_000 + taxSeq * 13);
    if (isValidTaxId(digits)) return digits;
  }
}

/** Inserts companies with one owner member each; answers their ids. */
async function seedCompanies(
  rows: { regions: number[]; capacity: number; sizeMin: number | null; priceMin: number; priceMax: number }[],
  tag: string,
) {
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

/** Inserts `n` verified basic quotes in `region` (random when null); answers their ids. */
async function seedLeads(n: number, region: number | null, at: Date): Promise<number[]> {
  const result = await db.execute(sql`
    insert into quotes (variant, mobile, region_id, size, type, consent_notice_version, consent_accepted_at,
      mobile_verified, created_at)
    select 'basic', '0912' || lpad(g::text, 6, '0'),
      ${region === null ? sql`1 + (random() * 21)::int` : sql`${region}`},
      15 + (random() * 40)::int, 'home', '2026-11', ${at.toISOString()}::timestamptz, true, ${at.toISOString()}::timestamptz
    from generate_series(1, ${n}) g returning id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const now = new Date();

// 1. Speed.
const rand = (n: number) => Math.floor(Math.random() * n);
const companyRows = Array.from({ length: COMPANIES }, () => {
  const regions = [...new Set(Array.from({ length: 1 + rand(4) }, () => 1 + rand(22)))];
  const priceMin = [10, 30, 50, 100][rand(4)]!;
  return {
    regions,
    capacity: [10, 20, 30, 40][rand(4)]!,
    sizeMin: rand(5) === 0 ? 40 : null,
    priceMin,
    priceMax: priceMin * (2 + rand(4)),
  };
});
const t0 = performance.now();
const companyIds = await seedCompanies(companyRows, '速度');
// A month of earlier offers, spread over the companies (declined or accepted ones, not all held).
const history = await seedLeads(Math.ceil(HISTORY / 3), null, now);
await db.execute(sql`
  insert into lead_offers (lead_kind, lead_id, company_id, status, offered_at, expires_at)
  select 'basic', h.id, c.id, (array['accepted', 'declined', 'expired'])[1 + (k % 3)], ${now.toISOString()}::timestamptz,
    ${now.toISOString()}::timestamptz
  from unnest(${`{${history.join(',')}}`}::bigint[]) with ordinality h(id, n)
  cross join generate_series(0, 2) k
  join lateral (select ${`{${companyIds.join(',')}}`}::int[] as ids) a on true
  join companies c on c.id = a.ids[1 + ((h.n * 3 + k) * 7919) % ${companyIds.length}]
  on conflict do nothing`);
await db.execute(sql`update leads set matched_at = created_at`);
await db.execute(sql`analyze`);
const seeded = ((performance.now() - t0) / 1000).toFixed(1);
const leadIds = await seedLeads(LEADS, null, now);
const durations: number[] = [];
let next = 0;
let offered = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: WORKERS }, async () => {
    while (next < leadIds.length) {
      const id = leadIds[next++]!;
      const t = performance.now();
      const outcome = await fillSlots(db, { kind: 'basic', leadId: id }, now, timing);
      durations.push(performance.now() - t);
      if (outcome.kind === 'offered') offered += outcome.offerIds.length;
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
durations.sort((a, b) => a - b);
const [over] = (
  (await db.execute(sql`
    select count(*)::int as n from companies c where (
      select count(*) from lead_offers o where o.company_id = c.id and o.status in ('offered', 'accepted')
        and o.credited_at is null) > c.monthly_capacity`)) as unknown as { rows: { n: number }[] }
).rows;
console.log(
  `\nMatching speed: ${COMPANIES} companies, ${HISTORY} earlier offers (seeded in ${seeded} s), ${LEADS} leads, ${WORKERS} at once, PostgreSQL`,
);
console.log(
  table(
    ['p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'leads/s', 'offers made', 'companies over cap'],
    [
      [
        pct(durations, 0.5).toFixed(1),
        pct(durations, 0.95).toFixed(1),
        pct(durations, 0.99).toFixed(1),
        (durations.at(-1) ?? 0).toFixed(1),
        (LEADS / seconds).toFixed(0),
        String(offered),
        String(over?.n ?? 0),
      ],
    ],
  ),
);

// 2. Fairness: 24 equal companies in city 21, capacities 40–320.
const capacities = Array.from({ length: 24 }, (_, i) => 40 + ((i * 7) % 8) * 40);
const fairIds = await seedCompanies(
  capacities.map((capacity) => ({ regions: [21], capacity, sizeMin: null, priceMin: 10, priceMax: 10_000 })),
  '公平',
);
// The speed run's companies must not take city 21's leads: pause them.
await db.execute(
  sql`update companies set paused = true where not (id = any(${`{${fairIds.join(',')}}`}::int[]))`,
);
const fairLeads = await seedLeads(FAIR_LEADS, 21, now);
for (const id of fairLeads) await fillSlots(db, { kind: 'basic', leadId: id }, now, timing);
const counts = new Map<number, number>();
for (const row of (
  (await db.execute(sql`
    select company_id, count(*)::int as n from lead_offers
    where company_id = any(${`{${fairIds.join(',')}}`}::int[]) group by company_id`)) as unknown as {
    rows: { company_id: number; n: number }[];
  }
).rows)
  counts.set(Number(row.company_id), Number(row.n));
// Capacity-weighted shares, re-spread as companies reach their caps (water-filling).
const total = [...counts.values()].reduce((a, b) => a + b, 0);
const share = new Map<number, number>();
let left = total;
let open = fairIds.map((id, i) => ({ id, cap: capacities[i]! }));
for (;;) {
  const weight = open.reduce((a, c) => a + c.cap, 0);
  const capped = open.filter((c) => (left * c.cap) / weight >= c.cap);
  if (capped.length === 0) {
    for (const c of open) share.set(c.id, (left * c.cap) / weight);
    break;
  }
  for (const c of capped) {
    share.set(c.id, c.cap);
    left -= c.cap;
  }
  open = open.filter((c) => !capped.includes(c));
}
const rows = fairIds.map((id, i) => {
  const got = counts.get(id) ?? 0;
  const want = share.get(id) ?? 0;
  return { id, cap: capacities[i]!, got, want, off: want === 0 ? 0 : (got - want) / want };
});
const worst = Math.max(...rows.map((r) => Math.abs(r.off)));
const overCap = rows.filter((r) => r.got > r.cap).length;
console.log(`\nFairness: ${FAIR_LEADS} leads, ${rows.length} equal companies, ${total} offers`);
console.log(
  table(
    ['capacity', 'offers', 'capacity-weighted share', 'off by'],
    rows.map((r) => [String(r.cap), String(r.got), r.want.toFixed(1), `${(r.off * 100).toFixed(1)} %`]),
  ),
);
const p95 = pct(durations, 0.95);
console.log(
  `\nmatching p95 ${p95.toFixed(1)} ms (target ≤ ${TARGET_P95_MS}); fairness worst ${(worst * 100).toFixed(1)} % (target ±10 %); companies over cap ${overCap + Number(over?.n ?? 0)}`,
);
await handle.close();
await pgDb.drop();
if (p95 > TARGET_P95_MS || worst > 0.1 || overCap > 0 || Number(over?.n ?? 0) > 0) process.exit(1);
