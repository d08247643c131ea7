/**
 * Matching (docs/spec/company-side.md#matching; ADR 047) on PostgreSQL, side by side in one run:
 *
 * 0. The lead rate to match: bench:api's PostgreSQL "quote submit" case, run first in a child
 *    process (BENCH_SUBMIT_RATE=N skips it and uses N leads/s).
 * 1. 5,000 companies (1–4 of the 22 cities each, capacities 10–40 scaled so that every lead of
 *    the stream finds room, varied size and budget bands, a member each) and a month of offers already made (BENCH_HISTORY, default 50,000).
 *    a. One lead at a time (a decline or a timeout passes a slot on): BENCH_SINGLE leads (default
 *       500) filled one after another with `fillSlots` — p50 / p95 / p99 per lead.
 *    b. A stream at 10× the submit rate for BENCH_SECONDS (default 10): verified leads are filed
 *       at that rate by a thread of their own (./lib/lead-stream.ts: the API files leads, not the
 *       job engine), and one matcher as a job engine runs it — woken by the lead index's
 *       notification (`listenForNewLeads`, a listening connection of its own), draining the
 *       waiting leads a batch at a time with `fillWaitingLeads`. Per lead, the time from its filing
 *       (its insert committed) to its offers committed — p50 / p95 / p99 — and the rate matched.
 *       Targets: p95 ≤ 50 ms, and the matcher keeps up (the backlog is gone when the stream ends).
 *       The SMS and e-mail of the offers are sent by the engine's notice drain, apart from matching
 *       (offer-jobs.ts), so the matcher does not wait for them; they are not timed here.
 * 2. Fairness: 1,000 simulated leads (in batches of 100) in one city served by 24 otherwise equal
 *    companies with capacities 40–320 (total 4,320 for 3,000 offers: shares decide, not caps).
 *    Each company's offers against its capacity-weighted share of the offers (shares re-spread
 *    when a company reaches its cap): every company within ±10 %, none over its cap.
 *
 * @example npm run bench:matching
 * @example BENCH_SUBMIT_RATE=221 BENCH_SECONDS=5 npm run bench:matching
 */
import { spawnSync } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import {
  fillSlots,
  fillSlotsOf,
  fillWaitingLeads,
} from '../packages/api/src/company-side/matching/fill-slots.ts';
import {
  createDrainer,
  listenForNewLeads,
} from '../packages/api/src/company-side/matching/new-leads-wake.ts';
import { businessHoursOf } from '../packages/api/src/company-side/offers/business-time.ts';
import { openDatabase } from '../packages/api/src/db/client.ts';
import { migrateDatabase } from '../packages/api/src/db/migrate.ts';
import { benchLogger } from './lib/bench-logger.ts';
import type { LeadStreamInput } from './lib/lead-stream.ts';
import { nextMobileSeq, quantile as pct, seedCompanies, seedLeads } from './lib/matching-seed.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 5000);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 50_000);
const SINGLE = Number(process.env.BENCH_SINGLE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The stream's rate, as a multiple of bench:api's submit rate. */
const RATE_FACTOR = 10;
const FAIR_LEADS = 1000;
const TARGET_P95_MS = 50;
const timing = { slaMinutes: 120, hours: businessHoursOf('09:00-18:00', '1-5') };

/** bench:api's PostgreSQL submit rate, measured now (or BENCH_SUBMIT_RATE). */
function submitRate(): number {
  if (process.env.BENCH_SUBMIT_RATE) return Number(process.env.BENCH_SUBMIT_RATE);
  const run = spawnSync(process.execPath, [new URL('./api.bench.ts', import.meta.url).pathname], {
    env: { ...process.env, BENCH_CASES: 'quote submit', BENCH_DATABASES: 'PostgreSQL' },
    encoding: 'utf8',
  });
  process.stdout.write(run.stdout);
  const found = /\|\s*PostgreSQL\s*\|\s*quote submit\s*\|\s*(\d+)/.exec(run.stdout);
  if (!found) {
    console.error(`matching bench: bench:api printed no PostgreSQL submit rate\n${run.stderr}`);
    process.exit(1);
  }
  return Number(found[1]);
}

const submit = submitRate();
const rate = submit * RATE_FACTOR;
const pgDb = await benchPostgres();
if (!pgDb) {
  console.error('matching bench: no PostgreSQL (run through `npm run bench:matching`)');
  process.exit(1);
}
const handle = await openDatabase({ kind: 'postgres', url: pgDb.url, poolSize: 4 });
await migrateDatabase(handle);
const db = handle.db;
const now = new Date();

// 1. Speed: the companies and a month of offers.
const rand = (n: number) => Math.floor(Math.random() * n);
// Capacities 10–40 a month, scaled so that the companies have room for four times the stream's
// offers: every lead of the stream is offered to three companies, and the cheap path of a lead no
// company can take (left to the staff) is not what is timed.
const capacityScale = Math.max(1, Math.ceil((3 * rate * SECONDS * 4) / (25 * COMPANIES)));
const companyRows = Array.from({ length: COMPANIES }, () => {
  const regions = [...new Set(Array.from({ length: 1 + rand(4) }, () => 1 + rand(22)))];
  const priceMin = [10, 30, 50, 100][rand(4)]!;
  return {
    regions,
    capacity: [10, 20, 30, 40][rand(4)]! * capacityScale,
    sizeMin: rand(5) === 0 ? 40 : null,
    priceMin,
    priceMax: priceMin * (2 + rand(4)),
  };
});
const t0 = performance.now();
const companyIds = await seedCompanies(db, companyRows, '速度');
// A month of earlier offers, spread over the companies (declined or accepted ones, not all held).
const history = await seedLeads(db, Math.ceil(HISTORY / 3), null, now);
await db.execute(sql`
  insert into lead_offers (lead_kind, lead_id, company_id, status, offered_at, expires_at)
  select 'basic', h.id, c.id, (array['accepted', 'declined', 'expired'])[1 + (k % 3)], ${now.toISOString()}::timestamptz,
    ${now.toISOString()}::timestamptz
  from unnest(${`{${history.join(',')}}`}::bigint[]) with ordinality h(id, n)
  cross join generate_series(0, 2) k
  join lateral (select ${`{${companyIds.join(',')}}`}::int[] as ids) a on true
  join companies c on c.id = a.ids[1 + ((h.n * 3 + k) * 7919) % ${companyIds.length}]
  on conflict do nothing`);
await db.execute(sql`update lead_matching set matched_at = created_at`);
await db.execute(sql`analyze`);
const seeded = ((performance.now() - t0) / 1000).toFixed(1);

// 1a. One lead at a time.
const singles = await seedLeads(db, SINGLE, null, now);
await db.execute(sql`update lead_matching set matched_at = created_at where matched_at is null`);
const single: number[] = [];
for (const id of singles) {
  const t = performance.now();
  await fillSlots(db, { kind: 'basic', leadId: id }, new Date(), timing);
  single.push(performance.now() - t);
}
single.sort((a, b) => a - b);

// 1b. A stream at 10× the submit rate from a thread of its own (leads are filed by the API, not by
// the job engine), and the matcher as a job engine runs it: woken by the lead index's
// notification of each filed lead (a listening connection of its own), draining the unmatched
// leads a batch at a time.
const filedAt = new Map<number, number>();
let inFlightSince = 0;
const latency: number[] = [];
const batchMs: number[] = [];
let offered = 0;
let failure: unknown = null;
const clock = () => performance.timeOrigin + performance.now();
const drainer = createDrainer(
  async () => {
    for (;;) {
      const t = clock();
      const filled = await fillWaitingLeads(db, new Date(), timing);
      if (filled.length === 0) return;
      const done = clock();
      batchMs.push(done - t);
      // A lead read before its insert's ids came here: counted from when that insert began.
      for (const lead of filled) latency.push(done - (filedAt.get(lead.leadId) ?? inFlightSince));
      for (const { outcome } of filled) if (outcome.kind === 'offered') offered += outcome.offerIds.length;
    }
  },
  (err) => {
    failure ??= err;
  },
);
const listener = await listenForNewLeads(handle, () => drainer.wake(), benchLogger());
let streamStart = performance.now();
const stream = new Worker(new URL('./lib/lead-stream.ts', import.meta.url), {
  workerData: {
    url: pgDb.url,
    rate,
    seconds: SECONDS,
    mobilesFrom: nextMobileSeq() + 1,
  } satisfies LeadStreamInput,
});
await new Promise<void>((resolve, reject) => {
  stream.on(
    'message',
    (m: { begin?: number; start?: number; ids?: number[]; at?: number; done?: boolean }) => {
      // The stream's own start (its thread and database connections took a moment to open).
      if (m.begin !== undefined) streamStart = m.begin - performance.timeOrigin;
      if (m.start !== undefined) inFlightSince = m.start;
      if (m.ids) for (const id of m.ids) filedAt.set(id, m.at!);
      if (m.done) resolve();
    },
  );
  stream.on('error', reject);
});
await listener.stop();
// What the last notifications woke, and anything they missed.
drainer.wake();
await drainer.idle();
if (failure) throw failure;
const drained = (performance.now() - streamStart) / 1000;
latency.sort((a, b) => a - b);
batchMs.sort((a, b) => a - b);
const [over] = (
  (await db.execute(sql`
    select count(*)::int as n from companies c where (
      select count(*) from lead_offers o where o.company_id = c.id and o.status in ('offered', 'accepted')
        and o.credited_at is null) > c.monthly_capacity`)) as unknown as { rows: { n: number }[] }
).rows;
console.log(
  `\nMatching speed: ${COMPANIES} companies, ${HISTORY} earlier offers (seeded in ${seeded} s), PostgreSQL; submit ${submit} leads/s (bench:api, this run), stream at ${RATE_FACTOR}× = ${rate} leads/s for ${SECONDS} s`,
);
const ms = (v: number) => v.toFixed(1);
console.log(
  table(
    ['case', 'leads', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'leads/s', 'batches (p95 ms)'],
    [
      [
        'one lead at a time',
        String(SINGLE),
        ms(pct(single, 0.5)),
        ms(pct(single, 0.95)),
        ms(pct(single, 0.99)),
        ms(single.at(-1) ?? 0),
        (SINGLE / (single.reduce((a, b) => a + b, 0) / 1000)).toFixed(0),
        '–',
      ],
      [
        `stream, filed → offered`,
        String(latency.length),
        ms(pct(latency, 0.5)),
        ms(pct(latency, 0.95)),
        ms(pct(latency, 0.99)),
        ms(latency.at(-1) ?? 0),
        (latency.length / drained).toFixed(0),
        `${batchMs.length} (${ms(pct(batchMs, 0.95))}), ${(latency.length / Math.max(1, batchMs.length)).toFixed(0)} leads each`,
      ],
    ],
  ),
);
console.log(
  `offers made in the stream: ${offered} (3 a lead: ${3 * latency.length}; capacities ×${capacityScale}); companies over cap: ${over?.n ?? 0}; stream drained ${(drained - SECONDS).toFixed(2)} s after it ended`,
);

// 2. Fairness: 24 equal companies in city 21, capacities 40–320.
const capacities = Array.from({ length: 24 }, (_, i) => 40 + ((i * 7) % 8) * 40);
const fairIds = await seedCompanies(
  db,
  capacities.map((capacity) => ({ regions: [21], capacity, sizeMin: null, priceMin: 10, priceMax: 10_000 })),
  '公平',
);
// The speed run's companies must not take city 21's leads: pause them.
await db.execute(
  sql`update companies set paused = true where not (id = any(${`{${fairIds.join(',')}}`}::int[]))`,
);
const fairLeads = await seedLeads(db, FAIR_LEADS, 21, now);
for (let i = 0; i < fairLeads.length; i += 100)
  await fillSlotsOf(
    db,
    fairLeads.slice(i, i + 100).map((leadId) => ({ kind: 'basic' as const, leadId })),
    now,
    timing,
  );
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
const p95 = Math.max(pct(latency, 0.95), pct(single, 0.95));
const keptUp = drained - SECONDS < 1;
console.log(
  `\nmatching p95 ${p95.toFixed(1)} ms at ${rate} leads/s (target ≤ ${TARGET_P95_MS}); kept up: ${keptUp ? 'yes' : 'NO'}; fairness worst ${(worst * 100).toFixed(1)} % (target ±10 %); companies over cap ${overCap + Number(over?.n ?? 0)}`,
);
await handle.close();
await pgDb.drop();
if (p95 > TARGET_P95_MS || !keptUp || worst > 0.1 || overCap > 0 || Number(over?.n ?? 0) > 0) process.exit(1);
