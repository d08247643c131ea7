/**
 * The lead inbox with a million leads (docs/spec/console.md#lead-inbox; ADR 024): seeds 1,000,000 leads in a
 * throwaway PostgreSQL (600,000 quotes and 400,000 clues by `INSERT … SELECT generate_series`,
 * then the lead index filled by the same statement the migration backfills with), starts the API
 * on loopback, signs in a support and a marketing account, and times the console's list calls
 * over HTTP: the first page, a keyset page 900,000 leads deep, each filter, mobile search whole
 * and by its last 4 digits, a few combinations, and the attribution and funnel reports.
 * Requests are sequential (one staff member clicking), each case BENCH_REQUESTS times (default
 * 200) after a warm-up, with a different value each time (another partner, region, number…).
 *
 * Target on a 2-core machine: list and filter p99 < 100 ms.
 *
 * @example npm run bench:console
 * @example BENCH_LEADS=200000 BENCH_REQUESTS=100 npm run bench:console
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import pg from 'pg';
import { decodeCursor, encodeCursor, listQuery } from '../packages/api/src/console/leads/leads.service.ts';
import { type StartedServer, start } from '../packages/api/src/main.ts';
import { createStaffAccount } from '../packages/api/src/services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from '../packages/api/src/services/staff/sessions.ts';
import { benchLogger } from './lib/bench-logger.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3461);
const TARGET_P99_MS = 100;
const PARTNERS = 50;
const MODULES = 20;

/** The backfill statements of the lead-index migration (the same SQL fills the index here). */
function backfillStatements(): string[] {
  // Found by its name, whatever number the migration gets when branches are merged.
  const folder = fileURLToPath(new URL('../packages/api/src/db/migrations/', import.meta.url));
  const name = readdirSync(folder).find((f) => /^\d+_leads_triggers\.sql$/.test(f));
  if (!name) throw new Error('no *_leads_triggers.sql migration');
  return readFileSync(`${folder}${name}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^INSERT INTO leads/m.test(s.replace(/^--.*$/gm, '').trim()));
}

/** Fills quotes and clues with `total` leads over the past year, then the lead index. */
async function seed(url: string, total: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  const quotes = Math.round(total * 0.6);
  const clueCount = total - quotes;
  const t0 = performance.now();
  await client.query('alter table quotes disable trigger quotes_to_leads');
  await client.query('alter table clues disable trigger clues_to_leads');
  // Three leads share each created_at (ties the keyset must order by kind and id).
  await client.query(
    `insert into quotes (variant, mobile, region_id, size, module, type, partner_key, origin_page, utm,
                         consent_notice_version, consent_accepted_at, mobile_verified, created_at)
     select case when i % 4 = 0 then 'community' else 'basic' end,
            '09' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
            1 + i % 22, 30, 'm' || (i % ${MODULES}), case when i % 3 = 0 then 'article' else 'work' end,
            case when i % 10 < 3 then null else 'p' || (i % ${PARTNERS}) end,
            'https://site.example/land/' || (i % 30) || '?x=1',
            jsonb_build_object('source', 's' || (i % 8), 'campaign', 'c' || (i % 12)),
            '2026-11', now() - ((i / 3) * interval '52 seconds'), i % 5 < 2,
            now() - ((i / 3) * interval '52 seconds')
       from generate_series(1, $1) as i`,
    [quotes],
  );
  await client.query(
    `insert into clues (kind, mobile, type, source_type, details, partner_key, origin_page, utm,
                        mobile_verified, created_at)
     select (array['consult', 'authorize', 'order'])[1 + i % 3],
            '09' || lpad(((i::bigint * 104729) % 100000000)::text, 8, '0'),
            'm' || (i % ${MODULES}), case when i % 2 = 0 then 'work' else 'article' end,
            jsonb_build_object('region_id', 1 + i % 22),
            case when i % 10 < 3 then null else 'p' || (i % ${PARTNERS}) end,
            'https://site.example/land/' || (i % 30), jsonb_build_object('source', 's' || (i % 8)),
            i % 5 < 2, now() - ((i / 2) * interval '78 seconds') - interval '7 seconds'
       from generate_series(1, $1) as i`,
    [clueCount],
  );
  await client.query('alter table quotes enable trigger quotes_to_leads');
  await client.query('alter table clues enable trigger clues_to_leads');
  const t1 = performance.now();
  for (const statement of backfillStatements()) await client.query(statement);
  // A working inbox: most leads new, the older ones worked through.
  await client.query(
    `update leads set status = (array['contacted', 'matched', 'closed', 'invalid', 'spam'])[1 + lead_id % 5]
      where lead_id % 10 < 3`,
  );
  await client.query('vacuum analyze leads');
  await client.query('analyze quotes');
  await client.query('analyze clues');
  const t2 = performance.now();
  const n = Number((await client.query('select count(*)::int as n from leads')).rows[0]?.n ?? 0);
  console.log(
    `seeded ${n.toLocaleString('en')} leads: rows ${((t1 - t0) / 1000).toFixed(1)} s, index ${((t2 - t1) / 1000).toFixed(1)} s`,
  );
  await client.end();
}

interface Case {
  name: string;
  /** The path of the i-th request. */
  path: (i: number) => string;
  /** Counted against the target (lists and filters). */
  target: boolean;
  role?: 'support' | 'marketing';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const database = await benchPostgres();
  if (!database) {
    console.log('bench:console needs PostgreSQL: run it as `npm run bench:console` (a throwaway cluster)');
    return;
  }
  let server: StartedServer | null = null;
  try {
    server = await start({
      seedDemo: seedDemoInDevelopment,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        JOBS: 'off',
        LOG_LEVEL: 'warn',
      },
      logger: benchLogger(),
    });
    await seed(database.url, LEADS);
    const db = server.database.db;
    const now = new Date();
    const cookies: Record<string, string> = {};
    for (const role of ['support', 'marketing'] as const) {
      const { account } = await createStaffAccount(db, {
        email: `${role}@bench.example`,
        password: 'bench password 123',
        role,
        appSecret: server.env.APP_SECRET,
        now,
      });
      const { token } = await createStaffSession(db, { staffId: account.id, ip: null, userAgent: null, now });
      cookies[role] = `${STAFF_COOKIE}=${token}`;
    }
    // Cursors of deep pages (OFFSET here only to find them; the API never uses it).
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {});
    await client.connect();
    const cursorAt = async (offset: number, where = 'true') => {
      const { rows } = await client.query(
        `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, kind, lead_id
           from leads where ${where} order by created_at desc, kind desc, lead_id desc offset ${offset} limit 1`,
      );
      const row = rows[0] as { at: string; kind: never; lead_id: string };
      return encodeCursor({ at: row.at, kind: row.kind, id: Number(row.lead_id) });
    };
    const deep: string[] = [];
    for (const f of [0.5, 0.7, 0.9]) deep.push(await cursorAt(Math.floor(LEADS * f)));
    const deepPartner = await cursorAt(Math.floor(((LEADS * 0.7) / PARTNERS) * 0.9), `partner_key = 'p7'`);
    const mobiles = (
      await client.query(
        `select reverse(mobile_rev) as m from leads where mobile_rev is not null order by lead_id limit 200`,
      )
    ).rows.map((r: { m: string }) => r.m);
    if (process.env.BENCH_EXPLAIN) {
      // The plans of a few list queries (BENCH_EXPLAIN=1), as the server builds them.
      const samples: [string, Record<string, unknown>, string | undefined][] = [
        ['first page', {}, undefined],
        ['deep page', {}, deep[2]],
        ['kind', { kind: 'basic' }, undefined],
        ['type', { type: 'work' }, undefined],
        ['verified', { verified: '1' }, undefined],
        ['module', { module: 'm3' }, undefined],
        ['region', { region: 5 }, undefined],
        ['partner', { partner: 'p7' }, undefined],
        ['mobile last 4', { mobile: mobiles[3]!.slice(-4) }, undefined],
        ['partner + status + verified', { partner: 'p7', status: 'closed', verified: '1' }, undefined],
      ];
      for (const [name, filters, cursor] of samples) {
        const query = listQuery(db, filters, {
          limit: 50,
          cursor: cursor ? decodeCursor(cursor) : undefined,
        }).toSQL();
        const { rows } = await client.query(
          `explain (analyze, buffers) ${query.sql}`,
          query.params as unknown[],
        );
        console.log(`\n-- ${name}\n${rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`);
      }
    }
    await client.end();

    const day = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
    const cases: Case[] = [
      // The floor: the same HTTP round trip and staff session check, with no lead query.
      { name: 'floor: GET /console/api/session', path: () => '/console/api/session', target: false },
      { name: 'first page (50)', path: () => '/console/api/leads', target: true },
      {
        name: 'deep keyset page (50–90 % deep)',
        path: (i) => `/console/api/leads?cursor=${pick(deep, i)}`,
        target: true,
      },
      {
        name: 'date range (one week, a month ago)',
        path: (i) => `/console/api/leads?from=${day(37 + (i % 5))}&to=${day(30 + (i % 5))}`,
        target: true,
      },
      { name: 'partner', path: (i) => `/console/api/leads?partner=p${i % PARTNERS}`, target: true },
      {
        name: 'partner, deep keyset page',
        path: () => `/console/api/leads?partner=p7&cursor=${deepPartner}`,
        target: true,
      },
      {
        name: 'kind',
        path: (i) =>
          `/console/api/leads?kind=${pick(['basic', 'community', 'consult', 'authorize', 'order'], i)}`,
        target: true,
      },
      { name: 'module', path: (i) => `/console/api/leads?module=m${i % MODULES}`, target: true },
      { name: 'type', path: (i) => `/console/api/leads?type=${pick(['work', 'article'], i)}`, target: true },
      { name: 'region', path: (i) => `/console/api/leads?region=${1 + (i % 22)}`, target: true },
      { name: 'verified', path: (i) => `/console/api/leads?verified=${i % 2}`, target: true },
      {
        name: 'status',
        path: (i) =>
          `/console/api/leads?status=${pick(['new', 'contacted', 'matched', 'closed', 'invalid', 'spam'], i)}`,
        target: true,
      },
      {
        name: 'mobile, whole number',
        path: (i) => `/console/api/leads?mobile=${pick(mobiles, i)}`,
        target: true,
      },
      {
        name: 'mobile, last 4 digits',
        path: (i) => `/console/api/leads?mobile=${pick(mobiles, i).slice(-4)}`,
        target: true,
      },
      {
        name: 'partner + status + verified',
        path: (i) => `/console/api/leads?partner=p${i % PARTNERS}&status=closed&verified=1`,
        target: true,
      },
      {
        name: 'partner + module + date range',
        path: (i) =>
          `/console/api/leads?partner=p${i % PARTNERS}&module=m${i % MODULES}&from=${day(60)}&to=${day(1)}`,
        target: true,
      },
      {
        name: 'region + kind + not verified',
        path: (i) => `/console/api/leads?region=${1 + (i % 22)}&kind=consult&verified=0`,
        target: true,
      },
      {
        name: 'attribution, 30 days by partner',
        path: (i) =>
          `/console/api/attribution?from=${day(30 + (i % 3))}&to=${day(1 + (i % 3))}&group=partner`,
        target: false,
        role: 'marketing',
      },
      {
        name: 'attribution, 30 days by utm_source',
        path: (i) =>
          `/console/api/attribution?from=${day(30 + (i % 3))}&to=${day(1 + (i % 3))}&group=utm_source`,
        target: false,
        role: 'marketing',
      },
      {
        name: 'funnel, 30 days',
        path: (i) => `/console/api/funnel?from=${day(30 + (i % 3))}&to=${day(1 + (i % 3))}`,
        target: false,
        role: 'marketing',
      },
    ];

    const only = process.env.BENCH_CASES;
    const rows: string[][] = [];
    let worst = 0;
    for (const c of cases) {
      if (only && !c.name.includes(only)) continue;
      const cookie = cookies[c.role ?? 'support']!;
      const times: number[] = [];
      let items = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const t = performance.now();
        const res = await fetch(`http://127.0.0.1:${PORT}${c.path(i)}`, { headers: { cookie } });
        const body = (await res.json()) as { data?: { items?: unknown[] } };
        // (the floor case answers no items)
        const ms = performance.now() - t;
        if (res.status !== 200)
          throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        if (i >= WARMUP) {
          times.push(ms);
          items += body.data?.items?.length ?? 0;
        }
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      if (c.target) worst = Math.max(worst, p99);
      rows.push([
        c.name,
        c.target ? (items / REQUESTS).toFixed(0) : '–',
        percentile(times, 50).toFixed(1),
        p99.toFixed(1),
        c.target ? (p99 < TARGET_P99_MS ? 'met' : 'NOT met') : '(report)',
      ]);
    }
    console.log(
      `\nconsole lead list on PostgreSQL, ${LEADS.toLocaleString('en')} leads, ${REQUESTS} sequential requests per case (ms)\n`,
    );
    console.log(table(['case', 'rows/page', 'p50', 'p99', `p99 < ${TARGET_P99_MS} ms`], rows));
    console.log(
      `\nworst list/filter p99: ${worst.toFixed(1)} ms (target < ${TARGET_P99_MS} ms: ${worst < TARGET_P99_MS ? 'met' : 'NOT met'})`,
    );
  } catch (error) {
    console.error('bench:console failed:', error);
    process.exitCode = 1;
  } finally {
    await server?.close();
    await database.drop();
  }
}

await main();
