/**
 * The retention jobs on pg-boss (ADR 018): each job of ./jobs.ts is a pg-boss queue, scheduled
 * daily by `RETENTION_CRON` (Asia/Taipei) and worked by whichever processes start the engine.
 * pg-boss keeps its tables in the `pgboss` schema of the same database: on PostgreSQL through a
 * small pool of its own, on PGlite through the shared instance (`fromPglite`, backend `pglite`).
 * A schedule fires once per cron tick across all processes (pg-boss sends the job under a
 * singleton key), and each job is taken by one worker only.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { type Clock, systemClock } from '../../lib/time.ts';
import { RETENTION_JOBS } from './jobs.ts';

/** pg-boss's schema. */
const JOBS_SCHEMA = 'pgboss';
/** The time zone of the schedule. */
const JOBS_TIME_ZONE = 'Asia/Taipei';

/** Options of `startJobs`. */
export interface StartJobsOptions {
  handle: DatabaseHandle;
  env: Env;
  logger: Logger;
  clock?: Clock;
  /** Seconds between a worker's polls for new jobs (default 30; jobs run daily). */
  pollingIntervalSeconds?: number;
}

/** The running job engine. */
export interface JobEngine {
  boss: PgBoss;
  /** Queues a job now (besides its schedule); returns the job id. */
  runNow(name: string): Promise<string | null>;
  /** Stops polling, waits for running jobs (up to 10 s), closes its pool. */
  stop(): Promise<void>;
}

/** Starts pg-boss, creates and schedules the retention queues and works them. */
export async function startJobs(options: StartJobsOptions): Promise<JobEngine> {
  const { handle, env, logger } = options;
  const clock = options.clock ?? systemClock;
  const log = logger.child({ component: 'jobs' });
  let boss: PgBoss;
  if (handle.driver === 'pglite') {
    if (!handle.pglite) throw new Error('the PGlite handle does not expose its instance');
    boss = new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', schema: JOBS_SCHEMA });
  } else {
    if (!handle.url) throw new Error('the PostgreSQL handle does not expose its URL');
    boss = new PgBoss({ connectionString: handle.url, schema: JOBS_SCHEMA, max: 3 });
  }
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 30;
  for (const job of RETENTION_JOBS) {
    if (!(await boss.getQueue(job.name))) await boss.createQueue(job.name);
    await boss.schedule(job.name, env.RETENTION_CRON, null, { tz: JOBS_TIME_ZONE });
    await boss.work(job.name, { pollingIntervalSeconds: polling }, async () => {
      const started = performance.now();
      const rows = await job.run(handle.db, clock(), env);
      log.info({ job: job.name, rows, ms: Math.round(performance.now() - started) }, 'retention job done');
      return { rows };
    });
  }
  log.info({ jobs: RETENTION_JOBS.length, cron: env.RETENTION_CRON, driver: handle.driver }, 'jobs started');
  return {
    boss,
    runNow: (name) => boss.send(name, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
