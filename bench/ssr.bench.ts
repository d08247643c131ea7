/**
 * Server rendering of the home page (`npm run bench:ssr`): the real server of `npm start` (API +
 * built site, seeded on first run) on loopback, on PostgreSQL (the throwaway cluster of
 * `scripts/start-throwaway-postgres.sh`, which the npm script starts, or DATABASE_URL) and, for
 * comparison, on PGlite. autocannon asks for `/` as an anonymous visitor with a phone browser,
 * after a warm-up, for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (default 4) connections;
 * prints p50/p99 and requests/s.
 *
 * Target: SSR of `/` on PostgreSQL p50 < 30 ms. Exits 1 when it is missed, when
 * a request failed, or when no PostgreSQL was configured.
 *
 * @example npm run bench:ssr
 * @example TEST_DATABASE_URL=postgres://… BENCH_SECONDS=10 node bench/ssr.bench.ts
 */
import { type AutocannonResult, autocannon } from './lib/autocannon.ts';
import { LOG_LEVEL } from './lib/bench-logger.ts';
import { type SiteServer, startSiteServer } from './lib/site-server.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const TARGET = { p50Ms: 30 };
const PATH = '/';
/** A phone browser: the site renders its mobile layout and keeps the page (bots get less). */
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

interface Row {
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function load(origin: string, seconds: number): Promise<AutocannonResult> {
  return autocannon({
    url: `${origin}${PATH}`,
    method: 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { accept: 'text/html', 'accept-encoding': 'gzip', 'user-agent': USER_AGENT },
    workers: 1,
  });
}

/** Checks the page renders, warms up (JIT, pools, caches), then measures. */
async function measure(site: SiteServer): Promise<Row> {
  const first = await fetch(`${site.origin}${PATH}`, { headers: { 'user-agent': USER_AGENT } });
  const html = await first.text();
  if (first.status !== 200 || !html.includes('<h1'))
    throw new Error(`GET ${PATH} on ${site.database}: ${first.status}, not a rendered page`);
  await load(site.origin, 2);
  const result = await load(site.origin, SECONDS);
  return {
    database: site.database,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function run(databaseUrl?: string): Promise<Row> {
  const site = await startSiteServer(databaseUrl ? { databaseUrl } : {});
  try {
    return await measure(site);
  } finally {
    await site.close();
  }
}

const rows: Row[] = [];
const postgres = await benchPostgres();
if (postgres) {
  try {
    rows.push(await run(postgres.url));
  } finally {
    await postgres.drop();
  }
}
rows.push(await run());

console.log(
  `\nSSR of ${PATH}: ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, request logs at ${LOG_LEVEL}, Node ${process.version}\n`,
);
console.log(
  table(
    ['database', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'],
    rows.map((r) => [
      r.database,
      String(r.rps),
      String(r.p50),
      String(r.p99),
      String(r.errors),
      String(r.non2xx),
    ]),
  ),
);
const pg = rows.find((r) => r.database === 'PostgreSQL');
const failed = rows.some((r) => r.errors > 0 || r.non2xx > 0);
if (failed) console.log('\nSome requests failed (see errors / non-2xx).');
if (!pg) {
  console.log(
    '\nPostgreSQL: not measured (set TEST_DATABASE_URL or DATABASE_URL, or use `npm run bench:ssr`).',
  );
  process.exitCode = 1;
} else {
  const met = pg.p50 < TARGET.p50Ms;
  console.log(
    `\nTarget (PostgreSQL SSR of ${PATH} p50 < ${TARGET.p50Ms} ms): ${met ? 'met' : 'NOT met'} (p50 ${pg.p50} ms, p99 ${pg.p99} ms, ${pg.rps}/s)`,
  );
  if (!met || failed) process.exitCode = 1;
}
