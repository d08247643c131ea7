/**
 * The job engine's workers are woken by NOTIFY (queues.ts): with a poll of ten minutes, a job
 * sent after the workers' first look is still worked within seconds, on both databases (on
 * PostgreSQL the listener has a connection of its own). A queue made before NOTIFY was used
 * (an older deployment's) has it turned on at start.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fromPglite, PgBoss } from 'pg-boss';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { DATABASE_LANES, openTestDatabase } from '../../testing/harness.ts';
import { DAILY_JOBS, type JobEngine, startJobs } from './scheduler.ts';

/** A daily queue, made before the engine starts as an older release made it: without NOTIFY. */
const OLD_QUEUE = DAILY_JOBS[0]!.name;

describe.each(DATABASE_LANES)('job workers woken by NOTIFY on %s', (lane) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let engine: JobEngine;
  beforeAll(async () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    database = await openTestDatabase(env, lane);
    const { handle } = database;
    const older =
      handle.driver === 'pglite'
        ? new PgBoss({ db: fromPglite(handle.pglite!), backend: 'pglite', schema: 'pgboss' })
        : new PgBoss({ connectionString: handle.url!, schema: 'pgboss', max: 1 });
    await older.start();
    await older.createQueue(OLD_QUEUE);
    await older.stop({ graceful: false });
    engine = await startJobs({
      handle,
      env,
      logger: pino({ level: 'silent' }),
      // Ten minutes: only a NOTIFY can get a job sent below worked within the test's time.
      pollingIntervalSeconds: 600,
    });
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await database?.dispose();
  });

  it('a queue made without NOTIFY has it turned on when the engine starts; every queue of the engine has it', async () => {
    const queues = await engine.boss.getQueues();
    const ours = queues.filter((q) => !q.name.startsWith('__pgboss'));
    expect(ours.map((q) => q.name)).toContain(OLD_QUEUE);
    for (const queue of ours)
      expect({ name: queue.name, notify: queue.notify }).toEqual({ name: queue.name, notify: true });
  });

  it('a job sent after the workers looked is worked within seconds, not at the next poll ten minutes on', async () => {
    // The workers' first look happens at start; wait past it so only a wake-up can take the job.
    await sleep(1500);
    const id = await engine.runNow(OLD_QUEUE);
    expect(id).toEqual(expect.any(String));
    let state: string | undefined;
    for (let i = 0; i < 100 && state !== 'completed'; i += 1) {
      await sleep(100);
      state = (await engine.boss.getJobById(OLD_QUEUE, id!))?.state;
    }
    expect(state).toBe('completed');
  }, 30_000);
});
