/**
 * API throughput: autocannon against the API started in-process on loopback, for quote submit,
 * quote preview and the content lists and details (works, articles), on PGlite and — when
 * TEST_DATABASE_URL or DATABASE_URL is set — on PostgreSQL. Prints a table of requests/s and
 * p50/p99 latency. Bounded in time: a short warm-up and a few seconds per case (BENCH_SECONDS,
 * default 5).
 *
 * Targets on a 2-core machine with PostgreSQL: ≥ 1,500 submits/s with p99 < 50 ms, every guard
 * on, from one address at 24 connections — about 5 % of the bare floor (a bare Hono POST + JSON
 * answer, measured first in the same run and printed beside it as a ratio); PGlite ≥ 400/s; keyed
 * submits ≥ 0.9× keyless. Each case also prints the CPU milliseconds one request cost the server's
 * main thread and PostgreSQL (bench/lib/cpu-split.ts): on a busy machine that figure holds where
 * requests per second do not. Content
 * lists (a page of 20) and details p99 < 20 ms. Content cases ask anonymously, as most visitors
 * do, so repeats come from the 2-second micro-cache of the content routes; the two "signed in"
 * cases carry a token, which bypasses it, and show what each database read costs.
 *
 * @example npm run bench:api
 * @example BENCH_CASES='quote submit' npm run bench:api   # keyless and keyed submits only
 * @example TEST_DATABASE_URL=postgres://… BENCH_SECONDS=10 node bench/api.bench.ts
 * @example BENCH_DATABASES=PostgreSQL BENCH_CASES='quote submit' npm run bench:api   # PostgreSQL only
 * @example BENCH_PROFILE=/tmp/profiles npm run bench:api   # a CPU profile of each case's measured seconds
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { Hono } from 'hono';
import { type StartedServer, start } from '../packages/api/src/main.ts';
import { type AutocannonResult, autocannon } from './lib/autocannon.ts';
import { benchLogger, LOG_LEVEL } from './lib/bench-logger.ts';
import { startProfile } from './lib/cpu-profile.ts';
import { cpuNow, cpuSince } from './lib/cpu-split.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Gives each lead request a mobile of its own (see the file). */
const UNIQUE_MOBILE = fileURLToPath(new URL('./lib/unique-mobile.cjs', import.meta.url));
/**
 * The load comes from one loopback address: the per-address lead limits (generous for CGNAT, but
 * far below a benchmark's rate) are lifted so the figure is the cost of filing a lead.
 */
const LEAD_LIMITS_LIFTED = {
  LEAD_LIMIT_ADDRESS_10MIN: '100000000',
  LEAD_LIMIT_ADDRESS_DAILY: '100000000',
};
/** The same for keyed lead cases, with a fresh Idempotency-Key per request. */
const KEYED_LEAD = fileURLToPath(new URL('./lib/keyed-lead-request.cjs', import.meta.url));
/** Only the cases whose name contains this (BENCH_CASES='quote submit'). */
const ONLY = process.env.BENCH_CASES;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 24);
const TARGET = { submitsPerSecond: 1500, p99Ms: 50, shareOfFloor: 0.05, pgliteSubmitsPerSecond: 400 };
/** Content lists (a page of 20) and details on PostgreSQL. */
const CONTENT_TARGET = { p99Ms: 20 };

interface Row {
  database: string;
  case: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU ms per request: the server's main thread, and PostgreSQL (null on PGlite). */
  serverCpu: number;
  postgresCpu: number | null;
}

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** A content list or detail case: judged against CONTENT_TARGET. */
  content?: boolean;
  headers?: Record<string, string>;
  /** A lead case: each request gets its own mobile number (bench/lib/unique-mobile.cjs). */
  lead?: boolean;
  /** A fresh Idempotency-Key on every request. */
  keyed?: boolean;
}

/** Keyed submits must keep this share of the keyless throughput. */
const KEYED_SHARE_TARGET = 0.9;

/** A basic quote lead; `__MOBILE__` becomes a number of its own per request (unique-mobile.cjs). */
const QUOTE_LEAD = JSON.stringify({
  region_id: 1,
  size: 30,
  mobile: '__MOBILE__',
  accepted: 1,
  notice_version: '2026-11',
  utm: { source: 'bench' },
  house_layout: { bedroom: 2, living_room: 1, bathroom: 1, kitchen: 1, balcony: 1 },
});

const CASES: Case[] = [
  {
    name: 'quote submit',
    lead: true,
    method: 'POST',
    path: '/hyperf/valuation/v3/submit',
    body: QUOTE_LEAD,
  },
  {
    name: 'quote submit, Idempotency-Key',
    lead: true,
    method: 'POST',
    path: '/hyperf/valuation/v3/submit',
    keyed: true,
    body: QUOTE_LEAD,
  },
  {
    name: 'quote preview (POST, size 30, level 2)',
    method: 'POST',
    path: '/hyperf/valuation/v3/preview',
    body: JSON.stringify({ decorate_level: 2, kind: 1, size: 30 }),
  },
  {
    name: 'quote preview (GET, default size)',
    method: 'GET',
    path: '/hyperf/valuation/v3/preview?decorate_level=1&kind=1',
  },
  // Content: lists are a page of 20.
  {
    name: 'works list (page of 20, newest)',
    method: 'GET',
    path: '/hyperf/works/list?page=2&per_page=20',
    content: true,
  },
  {
    name: 'works list (filtered: style, budget, popular)',
    method: 'GET',
    path: '/hyperf/works/list?style_id=12&budget=101-200&sort=popular&per_page=20',
    content: true,
  },
  { name: 'work detail', method: 'GET', path: '/v1/works/detail?id=42', content: true },
  {
    name: 'article list (page of 20)',
    method: 'GET',
    path: '/v1/article/list?label=2&per_page=20',
    content: true,
  },
  { name: 'article detail', method: 'GET', path: '/v1/article/detail?id=42', content: true },
  // With a token the micro-cache of anonymous answers is bypassed: every request reads the database.
  {
    name: 'works list, signed in (no cache)',
    method: 'GET',
    path: '/hyperf/works/list?page=2&per_page=20',
    headers: { authorization: `Bearer ${'0'.repeat(64)}` },
  },
  {
    name: 'work detail, signed in (no cache)',
    method: 'GET',
    path: '/v1/works/detail?id=42',
    headers: { authorization: `Bearer ${'0'.repeat(64)}` },
  },
];

function run(url: string, c: Case, seconds: number): Promise<AutocannonResult> {
  return autocannon({
    url: `${url}${c.path}`,
    method: c.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'user-agent': 'renovo-bench', ...c.headers },
    ...(c.body ? { body: c.body } : {}),
    ...(c.lead && c.body
      ? {
          requests: [
            {
              method: c.method,
              path: c.path,
              body: c.body,
              setupRequest: c.keyed ? KEYED_LEAD : UNIQUE_MOBILE,
            },
          ],
        }
      : {}),
    // The load generator runs in a worker thread, off the server's event loop.
    workers: 1,
  });
}

async function measure(database: string, server: StartedServer): Promise<Row[]> {
  const rows: Row[] = [];
  for (const c of CASES) {
    if (ONLY && !c.name.includes(ONLY)) continue;
    await run(server.url, c, 1); // warm-up (JIT, pool, caches)
    const cpu = cpuNow();
    const profile = await startProfile();
    const result = await run(server.url, c, SECONDS);
    const spent = cpuSince(cpu);
    await profile.stop(`${database}-${c.name}`);
    if (result.non2xx > 0) {
      // A figure made of refusals is no throughput: say which statuses they were.
      const statuses = Object.entries(result.statusCodeStats ?? {})
        .filter(([status]) => !status.startsWith('2'))
        .map(([status, { count }]) => `${status} ×${count}`);
      console.error(`${database} · ${c.name}: non-2xx answers ${statuses.join(', ')}`);
    }
    rows.push({
      database,
      case: c.name,
      // Requests per second that succeeded: refusals (429, 422…) are not throughput.
      rps: Math.round(result.requests.average * (1 - result.non2xx / Math.max(1, result.requests.total))),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      ...perRequest(spent, result.requests.total, database === 'PostgreSQL'),
    });
  }
  return rows;
}

function perRequest(spent: { serverMs: number; postgresMs: number }, requests: number, postgres: boolean) {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100;
  return { serverCpu: per(spent.serverMs), postgresCpu: postgres ? per(spent.postgresMs) : null };
}

/**
 * The bare floor: a Hono app that parses a JSON body and answers JSON, on this machine in the same
 * minutes, with the same load (connections, body, a worker thread) — what no route can beat.
 */
async function bareFloor(): Promise<Row> {
  const app = new Hono();
  app.post('/floor', async (c) => {
    const body = await c.req.json<{ mobile?: string }>();
    return c.json({ code: 200, data: { id: 1, mobile: body.mobile ?? null } });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const floorCase: Case = {
    name: 'bare floor: Hono POST + JSON',
    lead: true,
    method: 'POST',
    path: '/floor',
    body: QUOTE_LEAD,
  };
  try {
    await run(url, floorCase, 1);
    const cpu = cpuNow();
    const result = await run(url, floorCase, SECONDS);
    return {
      database: '—',
      case: floorCase.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      ...perRequest(cpuSince(cpu), result.requests.total, false),
    };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

async function withPglite(): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'renovo-bench-'));
  const server = await start({
    seedDemo: seedDemoInDevelopment,
    env: {
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      RENOVO_DATA_DIR: dir,
      ...LEAD_LIMITS_LIFTED,
    },
    logger: benchLogger(),
  });
  try {
    return await measure('PGlite', server);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres(): Promise<Row[] | null> {
  const database = await benchPostgres();
  if (!database) return null;
  const server = await start({
    seedDemo: seedDemoInDevelopment,
    env: {
      NODE_ENV: 'development',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '16',
      ...LEAD_LIMITS_LIFTED,
    },
    logger: benchLogger(),
  });
  try {
    return await measure('PostgreSQL', server);
  } finally {
    await server.close();
    await database.drop();
  }
}

/** Only these databases (BENCH_DATABASES=PostgreSQL); both when unset. */
const DATABASES = process.env.BENCH_DATABASES?.split(',').map((d) => d.trim().toLowerCase());
const wanted = (name: string) => !DATABASES || DATABASES.includes(name.toLowerCase());
const submitCases = !ONLY || 'quote submit'.includes(ONLY) || ONLY.includes('submit');
const floor = submitCases ? await bareFloor() : null;
const rows = floor ? [floor] : [];
if (wanted('PGlite')) rows.push(...(await withPglite()));
const postgres = wanted('PostgreSQL') ? await withPostgres() : null;
if (postgres) rows.push(...postgres);
console.log(
  `\nAPI benchmark: ${CONNECTIONS} connections, ${SECONDS} s per case after a 1 s warm-up, request logs at ${LOG_LEVEL}, Node ${process.version}\n`,
);
console.log(
  table(
    [
      'database',
      'case',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'non-2xx',
      'CPU ms/req: server',
      'PostgreSQL',
    ],
    rows.map((r) => [
      r.database,
      r.case,
      String(r.rps),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      String(r.non2xx),
      String(r.serverCpu),
      r.postgresCpu === null ? '—' : String(r.postgresCpu),
    ]),
  ),
);
const submit = postgres?.find((r) => r.case === 'quote submit');
if (submit) {
  const met = submit.rps >= TARGET.submitsPerSecond && submit.p99 < TARGET.p99Ms;
  console.log(
    `\nTarget (PostgreSQL submit ≥ ${TARGET.submitsPerSecond}/s, p99 < ${TARGET.p99Ms} ms): ${met ? 'met' : 'NOT met'} (${submit.rps}/s, p99 ${submit.p99} ms)`,
  );
  if (floor) {
    const share = submit.rps / Math.max(1, floor.rps);
    console.log(
      `Target (PostgreSQL submit ≥ ${TARGET.shareOfFloor * 100} % of the bare floor): ${share >= TARGET.shareOfFloor ? 'met' : 'NOT met'} (${submit.rps}/s vs ${floor.rps}/s: ${(share * 100).toFixed(1)} %)`,
    );
  }
} else {
  console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL).');
}
const pgliteSubmit = rows.find((r) => r.database === 'PGlite' && r.case === 'quote submit');
if (pgliteSubmit) {
  const met = pgliteSubmit.rps >= TARGET.pgliteSubmitsPerSecond;
  console.log(
    `Target (PGlite submit ≥ ${TARGET.pgliteSubmitsPerSecond}/s): ${met ? 'met' : 'NOT met'} (${pgliteSubmit.rps}/s)`,
  );
}
for (const database of ['PGlite', 'PostgreSQL']) {
  const plain = rows.find((r) => r.database === database && r.case === 'quote submit');
  const keyed = rows.find((r) => r.database === database && r.case === 'quote submit, Idempotency-Key');
  if (!plain || !keyed) continue;
  const share = keyed.rps / plain.rps;
  console.log(
    `Target (${database} keyed submits ≥ ${KEYED_SHARE_TARGET}× keyless): ${share >= KEYED_SHARE_TARGET ? 'met' : 'NOT met'} (${keyed.rps}/s vs ${plain.rps}/s: ${share.toFixed(2)}×)`,
  );
}
const contentNames = new Set(CASES.filter((c) => c.content).map((c) => c.name));
const contentRows = postgres?.filter((r) => contentNames.has(r.case)) ?? [];
if (contentRows.length > 0) {
  const worst = contentRows.reduce((a, b) => (b.p99 > a.p99 ? b : a));
  const met = contentRows.every((r) => r.p99 < CONTENT_TARGET.p99Ms && r.non2xx === 0);
  console.log(
    `Target (PostgreSQL content lists and details p99 < ${CONTENT_TARGET.p99Ms} ms): ${met ? 'met' : 'NOT met'} (worst: ${worst.case}, p99 ${worst.p99} ms)`,
  );
}
