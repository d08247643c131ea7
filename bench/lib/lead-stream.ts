/**
 * The matching bench's lead stream (bench/matching.bench.ts), run in a worker thread of its own:
 * leads are filed by the API processes, not by the job engine that matches them, so the filing
 * must not queue on the matcher's event loop. Lead n of the stream is due at `n / rate` seconds
 * from its start; every TICK_MS the stream files the verified basic quotes due by then in one
 * insert. It posts `{ begin }` when it starts, `{ start }` before each insert (a lead the matcher
 * reads before its ids arrive was filed after that), `{ ids, at }` once the insert has committed
 * (when its leads were filed), and `{ done: true }`. Times are absolute (performance.timeOrigin +
 * now), comparable across threads.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../packages/api/src/db/client.ts';
import { seedLeads, useMobilesFrom } from './matching-seed.ts';

/** What the bench hands the stream. */
export interface LeadStreamInput {
  url: string;
  rate: number;
  seconds: number;
  /** The first mobile sequence number (the main thread's seeding used the ones below). */
  mobilesFrom: number;
}

/** How often the stream files what is due (ms): a statement each, as a busy API would batch them no finer. */
const TICK_MS = 5;

const input = workerData as LeadStreamInput;
const port = parentPort!;
const now = () => performance.timeOrigin + performance.now();
useMobilesFrom(input.mobilesFrom);
const handle = await openDatabase({ kind: 'postgres', url: input.url, poolSize: 2 });
const start = now();
port.postMessage({ begin: start });
let filed = 0;
while (now() - start < input.seconds * 1000) {
  const due = Math.floor((input.rate * (now() - start)) / 1000) - filed;
  if (due > 0) {
    port.postMessage({ start: now() });
    const ids = await seedLeads(handle.db, Math.min(due, 1000), null, new Date());
    port.postMessage({ ids, at: now() });
    filed += ids.length;
  }
  await sleep(TICK_MS);
}
await handle.close();
port.postMessage({ done: true });
