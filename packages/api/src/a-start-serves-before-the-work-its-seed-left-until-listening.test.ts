/**
 * Rule: a start serves before the work its seed left until listening. A development start's
 * seed may leave slow work (the demo shorts' MP4s: tens of seconds of encoding on a machine's
 * first start) until the server listens: the server answers while that work runs, and a shutdown
 * stops the work and waits for it before it closes the database. A caller of `prepareDatabase`
 * that gives no `later` (a test's database template) gets everything done before it returns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { type DemoSeed, prepareDatabase, start } from './main.ts';
import { fillWithEmptyCluster } from './testing/empty-cluster.ts';

const silent = pino({ level: 'silent' });
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A data folder holding a brand-new (empty) database. */
async function emptyDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'renovo-later-'));
  folders.push(dir);
  await fillWithEmptyCluster(dir);
  return dir;
}

describe('a start serves before the work its seed left until listening', { timeout: 120_000 }, () => {
  it('the server answers while the work runs; a shutdown stops it and waits for it before closing the database', async () => {
    const steps: string[] = [];
    let began!: () => void;
    const running = new Promise<void>((resolve) => {
      began = resolve;
    });
    const seed: DemoSeed = async (handle, { later }) => {
      steps.push(later ? 'seeded, later given' : 'seeded, no later');
      later?.(async (signal) => {
        began();
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        // Work takes a moment to stop (a video being written); the database is still open then.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await handle.db.execute(sql`select 1`);
        steps.push('work stopped');
      });
      return null;
    };
    const server = await start({
      env: {
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        JOBS: 'off',
        RENOVO_DATA_DIR: await emptyDataDir(),
      },
      logger: silent,
      seedDemo: seed,
    });
    await running;
    const answer = await fetch(`${server.url}/healthz`);
    expect(answer.status).toBe(200);
    steps.push('answered');
    await server.close();
    steps.push('closed');
    expect(steps).toEqual(['seeded, later given', 'answered', 'work stopped', 'closed']);
  });

  it('prepareDatabase without `later` hands the seed none, so it does all its work first', async () => {
    const given: unknown[] = [];
    const env = parseEnv({ NODE_ENV: 'development', RENOVO_DATA_DIR: await emptyDataDir() });
    const handle = await prepareDatabase(env, silent, async (_handle, context) => {
      given.push(context.later);
      return null;
    });
    await handle.close();
    expect(given).toEqual([undefined]);
  });
});
