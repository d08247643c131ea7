/**
 * SMS flood (docs/spec/leads-and-security.md#sms-flood): 10,000 `POST /v1/codes` in one minute from 100
 * addresses (50
 * IPv4, 50 IPv6 /64) for 1,000 numbers, spoofed through X-Forwarded-For behind `TRUST_PROXY=1`
 * and never solving a challenge, against the real server on loopback — on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set. Throughout, a visitor on a fresh
 * address every 2 s signs in through core's API client and challenge solver. Prints the SMS
 * sent (outbox rows), the answers, and the visitors' figures; exits 1 when more than 200 SMS
 * were sent or a visitor did not sign in on the first try. The visitors' solver runs here, in
 * the process that also floods and serves, so their times are far above a phone's, where the
 * solver has the CPU to itself (tests/e2e/sms-challenge.e2e.ts: 0.3–0.7 s in Chromium).
 *
 * @example npm run bench:sms-flood
 * @example FLOOD_REQUESTS=2000 FLOOD_SECONDS=12 node bench/sms-flood.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { count, eq } from 'drizzle-orm';
import { smsMessages } from '../packages/api/src/db/schema.ts';
import { type StartedServer, start } from '../packages/api/src/main.ts';
import { type FloodResult, runSmsFlood } from '../packages/api/src/testing/sms-flood.ts';
import { benchLogger } from './lib/bench-logger.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const REQUESTS = Number(process.env.FLOOD_REQUESTS ?? 10_000);
const SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const MAX_SMS = 200;

interface Row {
  database: string;
  result: FloodResult;
  sms: number;
}

async function flood(database: string, server: StartedServer): Promise<Row> {
  const result = await runSmsFlood({
    baseURL: server.url,
    requests: REQUESTS,
    addresses: 100,
    numbers: 1000,
    durationMs: SECONDS * 1000,
    concurrency: 16,
    visitorEveryMs: 2000,
  });
  const [sent] = await server.database.db
    .select({ n: count() })
    .from(smsMessages)
    .where(eq(smsMessages.status, 'sent'));
  return { database, result, sms: sent?.n ?? 0 };
}

const ENV = { NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '1' };

async function withPglite(): Promise<Row> {
  const dir = mkdtempSync(join(tmpdir(), 'renovo-sms-flood-'));
  const server = await start({
    seedDemo: seedDemoInDevelopment,
    env: { ...ENV, RENOVO_DATA_DIR: dir },
    logger: benchLogger(),
  });
  try {
    return await flood('PGlite', server);
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgres(): Promise<Row | null> {
  const database = await benchPostgres();
  if (!database) return null;
  const server = await start({
    seedDemo: seedDemoInDevelopment,
    env: { ...ENV, DATABASE_URL: database.url },
    logger: benchLogger(),
  });
  try {
    return await flood('PostgreSQL', server);
  } finally {
    await server.close();
    await database.drop();
  }
}

const rows = [await withPglite()];
const postgres = await withPostgres();
if (postgres) rows.push(postgres);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
let failed = false;
const cells = rows.map(({ database, result, sms }) => {
  const sent = Object.values(result.statuses).reduce((a, b) => a + b, 0);
  const visitors = result.visitors;
  const signedIn = visitors.filter((v) => v.signedIn).length;
  const times = visitors.map((v) => v.sendMs);
  const solves = visitors.map((v) => v.solveMs);
  if (sms > MAX_SMS || signedIn < visitors.length) failed = true;
  for (const v of visitors.filter((x) => !x.signedIn))
    console.error(`${database}: visitor failed: ${v.error}`);
  return [
    database,
    `${sent} in ${(result.elapsedMs / 1000).toFixed(1)} s`,
    Object.entries(result.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(' '),
    `${sms}${sms > MAX_SMS ? ' (over 200!)' : ''}`,
    `${signedIn}/${visitors.length}`,
    String(visitors.filter((v) => v.challenged).length),
    `${Math.round(percentile(times, 50))} / ${Math.round(percentile(times, 100))}`,
    `${Math.round(percentile(solves, 50))} / ${Math.round(percentile(solves, 100))}`,
  ];
});
console.log(
  `SMS flood: ${REQUESTS} code requests in ${SECONDS} s from 100 addresses and 1,000 numbers (no challenge solved); a visitor every 2 s\n`,
);
console.log(
  table(
    [
      'database',
      'flood requests',
      'answers',
      'SMS sent',
      'visitors signed in first try',
      'visitors challenged',
      'visitor send ms p50 / max',
      'of which solving p50 / max',
    ],
    cells,
  ),
);
if (failed) {
  console.error('\nfailed: more than 200 SMS, or a visitor did not sign in on the first try');
  process.exit(1);
}
