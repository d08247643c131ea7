/**
 * The chaos run (docs/spec/leads-and-security.md#durable-submission): leads submitted through core's real API
 * client (the same durable
 * submit the widgets use: an Idempotency-Key per submit, the pending store, retries with
 * backoff, the resend on the next page) to the real API server process, behind a proxy that
 * drops a share of the requests and of the responses at random, while the server is killed
 * with SIGKILL and restarted. Afterwards the rows are counted in the database: every lead must
 * be stored exactly once.
 *
 * Each lead is one visitor: its own storage (the browser's localStorage) and client. A visitor
 * whose submit is still unanswered after its retries "closes the page"; a later page of the same
 * visitor resumes the pending lead (`client.resume()`), as the widgets do on load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  type ApiClient,
  createApiClient,
  createMemoryStorage,
  type KeyValueStorage,
  PENDING_KEY,
  postConsult,
  postEvaluationForm,
  postOrderInfo,
} from '@renovo/core';
import pg from 'pg';
import { openDatabase } from '../../packages/api/src/db/client.ts';
import { freePort } from '../../tests/e2e/harness/free-port.ts';
import { startFaultProxy } from './fault-proxy.ts';

/** Options of {@link runChaos}. */
export interface ChaosOptions {
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  leads: number;
  /** SIGKILL and restart this many times, spread over the run. */
  kills: number;
  /** Visitors submitting at once. */
  concurrency?: number;
  dropRequests?: number;
  dropResponses?: number;
  /** Logs progress. */
  log?: (line: string) => void;
}

/** What a run found. */
export interface ChaosResult {
  database: string;
  sent: number;
  stored: number;
  lost: number;
  duplicated: number;
  /** Leads the first page left pending and a later page resent. */
  resumed: number;
  kills: number;
  droppedRequests: number;
  droppedResponses: number;
  refused: number;
  seconds: number;
}

const MAIN = fileURLToPath(new URL('../../packages/api/src/main.ts', import.meta.url));

/** The API server as its own process (so it can be killed with SIGKILL). */
async function startApi(options: ChaosOptions, port: number): Promise<ChildProcess> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'silent',
    // Every lead comes from one loopback address, each from a number of its own: the per-address
    // lead limits (sized for a carrier's shared address, far below this load) are lifted, so the
    // run measures loss and duplication, not the limits.
    LEAD_LIMIT_ADDRESS_10MIN: '100000000',
    LEAD_LIMIT_ADDRESS_DAILY: '100000000',
  };
  delete env.DATABASE_URL;
  if (options.database.kind === 'pglite') env.RENOVO_DATA_DIR = options.database.dataDir;
  else env.DATABASE_URL = options.database.url;
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the API did not start within 120 s');
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** The mobile of lead `i` (a fresh number per lead, so rows are counted per lead). */
const mobileOf = (i: number) => `0912${String(i).padStart(6, '0')}`;

/** Lead `i`: a basic quote, a consult or an order, in turn. */
function submitLead(client: ApiClient, i: number): Promise<unknown> {
  const mobile = mobileOf(i);
  const utm = { source: 'chaos' };
  if (i % 3 === 0) {
    // postEvaluationForm answers code 0 for a refusal: a refusal would be a lost lead.
    return postEvaluationForm(client, { region_id: 1, size: 30, mobile, accepted: 1, utm }).then((r) => {
      if (!r.code) throw new Error(`lead ${i} refused: ${r.message ?? ''}`);
    });
  }
  if (i % 3 === 1) return postConsult(client, { mobile, accepted: 1, utm, region_id: 1 });
  return postOrderInfo(client, { mobile, accepted: 1, utm, page: 'chaos', variant: 'A' });
}

/** Rows per mobile in quotes and clues. */
async function countRows(options: ChaosOptions): Promise<Map<string, number>> {
  const query = `select mobile, count(*)::int as n from (
      select mobile from quotes where utm->>'source' = 'chaos'
      union all select mobile from clues where utm->>'source' = 'chaos') t group by mobile`;
  let rows: { mobile: string; n: number }[];
  if (options.database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: options.database.url });
    await client.connect();
    rows = (await client.query(query)).rows;
    await client.end();
  } else {
    const handle = await openDatabase({ kind: 'pglite', dataDir: options.database.dataDir });
    const { sql } = await import('drizzle-orm');
    const result = (await handle.db.execute(sql.raw(query))) as unknown as {
      rows: { mobile: string; n: number }[];
    };
    rows = result.rows;
    await handle.close();
  }
  return new Map(rows.map((r) => [r.mobile, Number(r.n)]));
}

/** Runs the chaos test and counts what was stored. */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const port = await freePort();
  let api = await startApi(options, port);
  const proxy = await startFaultProxy({
    target: `http://127.0.0.1:${port}`,
    dropRequests: options.dropRequests ?? 0.3,
    dropResponses: options.dropResponses ?? 0.3,
  });
  const clientOf = (storage: KeyValueStorage) =>
    createApiClient({
      baseURL: proxy.url,
      clientType: 'web',
      pending: storage,
      timeout: 5000,
      durableDelay: 100,
      logger: { error: () => {} },
    });
  const concurrency = options.concurrency ?? 16;
  const storages: KeyValueStorage[] = [];
  let next = 0;
  let done = 0;
  let kills = 0;
  const killAt = Array.from({ length: options.kills }, (_, k) =>
    Math.floor(((k + 1) * options.leads) / (options.kills + 1)),
  );
  let restarting: Promise<void> | null = null;
  const maybeKill = () => {
    if (restarting || kills >= killAt.length || done < (killAt[kills] ?? Infinity)) return;
    kills += 1;
    log(`kill -9 #${kills} after ${done} leads answered`);
    restarting = (async () => {
      await killHard(api);
      api = await startApi(options, port);
      log(`API restarted (#${kills})`);
      restarting = null;
    })();
  };
  const visitor = async () => {
    while (next < options.leads) {
      const i = next++;
      const storage = createMemoryStorage();
      storages[i] = storage;
      // The page: one submit, retried by the client; an unanswered lead stays pending.
      await submitLead(clientOf(storage), i).catch(() => {});
      done += 1;
      maybeKill();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, visitor));
  while (restarting) await restarting;
  // Later pages of the visitors whose lead is still pending resend it (same key).
  const pendingOf = (s: KeyValueStorage) => (JSON.parse(s.getItem(PENDING_KEY) ?? '[]') as unknown[]).length;
  const left = storages.filter((s) => pendingOf(s) > 0);
  const resumed = left.length;
  for (let round = 1; round <= 20; round++) {
    const still = storages.filter((s) => pendingOf(s) > 0);
    if (still.length === 0) break;
    log(`next page: ${still.length} pending lead(s) resent (round ${round})`);
    await Promise.all(still.map((s) => clientOf(s).resume()));
  }
  await proxy.close();
  // A graceful stop, so PGlite's folder can be opened here to count.
  await new Promise<void>((resolve) => {
    api.once('exit', () => resolve());
    api.kill('SIGTERM');
  });
  const rows = await countRows(options);
  let stored = 0;
  let duplicated = 0;
  for (let i = 0; i < options.leads; i++) {
    const n = rows.get(mobileOf(i)) ?? 0;
    if (n > 0) stored += 1;
    if (n > 1) duplicated += n - 1;
  }
  return {
    database: options.database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    sent: options.leads,
    stored,
    lost: options.leads - stored,
    duplicated,
    resumed,
    kills,
    droppedRequests: proxy.counts.droppedRequests,
    droppedResponses: proxy.counts.droppedResponses,
    refused: proxy.counts.refused,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
