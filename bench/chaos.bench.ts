/**
 * The chaos benchmark (docs/spec/leads-and-security.md#durable-submission): 1,000 leads (CHAOS_LEADS) through
 * core's real durable client,
 * a proxy dropping 30 % of the requests and 30 % of the responses at random, and the API server
 * process killed with SIGKILL and restarted twice during the run, on PGlite and — when
 * TEST_DATABASE_URL or DATABASE_URL is set (`npm run bench:chaos` starts a throwaway cluster) —
 * on PostgreSQL. Prints sent, stored, lost and duplicated per database; exits 1 unless 0 lost
 * and 0 duplicated. CI runs a smaller count of the same run (bench/chaos.test.ts).
 *
 * @example npm run bench:chaos
 * @example CHAOS_LEADS=200 bash scripts/with-node24.sh node bench/chaos.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChaosResult, runChaos } from './lib/chaos.ts';
import { table } from './lib/table.ts';
import { benchPostgres } from './lib/throwaway-database.ts';

const LEADS = Number(process.env.CHAOS_LEADS ?? 1000);
const KILLS = Number(process.env.CHAOS_KILLS ?? 2);
const log = (line: string) => console.log(`  ${line}`);

const results: ChaosResult[] = [];
const dir = mkdtempSync(join(tmpdir(), 'renovo-chaos-'));
try {
  console.log(`PGlite: ${LEADS} leads, ${KILLS} kill -9`);
  results.push(
    await runChaos({ database: { kind: 'pglite', dataDir: dir }, leads: LEADS, kills: KILLS, log }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const postgres = await benchPostgres();
if (postgres) {
  try {
    console.log(`PostgreSQL: ${LEADS} leads, ${KILLS} kill -9`);
    results.push(
      await runChaos({ database: { kind: 'postgres', url: postgres.url }, leads: LEADS, kills: KILLS, log }),
    );
  } finally {
    await postgres.drop();
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL).');
}
console.log(
  '\nChaos: 30 % of requests and 30 % of responses dropped at random, API killed with SIGKILL and restarted\n',
);
console.log(
  table(
    [
      'database',
      'sent',
      'stored',
      'lost',
      'duplicated',
      'resent by a later page',
      'kill -9',
      'requests dropped',
      'responses dropped',
      'refused (down)',
      's',
    ],
    results.map((r) => [
      r.database,
      String(r.sent),
      String(r.stored),
      String(r.lost),
      String(r.duplicated),
      String(r.resumed),
      String(r.kills),
      String(r.droppedRequests),
      String(r.droppedResponses),
      String(r.refused),
      String(r.seconds),
    ]),
  ),
);
const failed = results.some((r) => r.lost > 0 || r.duplicated > 0);
console.log(`\nTarget (0 lost, 0 duplicated on every database): ${failed ? 'NOT met' : 'met'}`);
process.exitCode = failed ? 1 : 0;
