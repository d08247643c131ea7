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
import { workCompanySide } from '../../company-side/offers/offer-jobs.ts';
import { flagLapsingLicences, LICENCE_REMINDER_JOB } from '../../console/companies/licence-reminder.ts';
import { workScheduledPublishing } from '../../content/publishing/scheduled-publishing.ts';
import type { DatabaseHandle, Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { type Clock, systemClock } from '../../lib/time.ts';
import {
  MEDIA_QUEUE,
  processAsset,
  processingAssets,
  queueOf,
  VIDEO_QUEUE,
} from '../../media/media.service.ts';
import type { MediaStore } from '../../media/media-store.ts';
import { mediaStoreOf } from '../../media/media-store-of.ts';
import { createMailTransport } from '../email/index.ts';
import { createSmsGateway, type SmsGateway } from '../sms/index.ts';
import { RETENTION_JOBS } from './jobs.ts';
import { openQueue } from './queues.ts';

/** One daily job: its queue name and its work on `now` (answers how many rows it touched). */
interface DailyJob {
  name: string;
  run(db: Db, now: Date, env: Env, log: Logger): Promise<number>;
}

/** The daily jobs: retention, and the licence reminder of the console's companies (with the owners' SMS). */
export const DAILY_JOBS: readonly DailyJob[] = [
  ...RETENTION_JOBS,
  {
    name: LICENCE_REMINDER_JOB,
    run: (db, now, env, log) =>
      flagLapsingLicences(db, now, {
        gateway: createSmsGateway(env),
        dailyBudget: env.SMS_DAILY_BUDGET,
        log,
      }),
  },
];

/** Seconds between a worker's polls of the media queue when no NOTIFY can wake it. */
const MEDIA_POLLING_SECONDS = 1;
/**
 * Seconds between the media workers' backstop polls while NOTIFY wakes them: a failed attempt's
 * retry (`retryDelay` 5 s) is announced by no NOTIFY, so it starts within this much of its time.
 */
const MEDIA_BACKSTOP_SECONDS = 5;

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
  /** The media store the media jobs read and write (default: the data folder's library). */
  media?: MediaStore;
  /** The SMS gateway of the company side's notices (default: the one SMS_GATEWAY names). */
  sms?: SmsGateway;
  /** Seconds between two looks for newly filed leads to offer (default 5). */
  newLeadSeconds?: number;
}

/** The running job engine. */
export interface JobEngine {
  boss: PgBoss;
  /** Queues a job now (besides its schedule); returns the job id. */
  runNow(name: string): Promise<string | null>;
  /** Stops polling, waits for running jobs (up to 10 s), closes its pool. */
  stop(): Promise<void>;
}

/** pg-boss on the database of `handle` (its own small pool on PostgreSQL, the shared PGlite otherwise). */
function bossOn(
  handle: DatabaseHandle,
  options: { supervise?: boolean; schedule?: boolean; useListenNotify?: boolean } = {},
): PgBoss {
  if (handle.driver === 'pglite') {
    if (!handle.pglite) throw new Error('the PGlite handle does not expose its instance');
    return new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', schema: JOBS_SCHEMA, ...options });
  }
  if (!handle.url) throw new Error('the PostgreSQL handle does not expose its URL');
  return new PgBoss({ connectionString: handle.url, schema: JOBS_SCHEMA, max: 3, ...options });
}

/** A queue-only pg-boss for a process that runs no jobs (`JOBS=off`): it sends, the worker works. */
export async function startJobSender(
  handle: DatabaseHandle,
  logger: Logger,
): Promise<{ send(name: string, data: object): Promise<unknown>; stop(): Promise<void> }> {
  const boss = bossOn(handle, { supervise: false, schedule: false });
  boss.on('error', (err) => logger.error({ err }, 'job sender error'));
  await boss.start();
  return { send: (name, data) => boss.send(name, data), stop: () => boss.stop({ graceful: false }) };
}

/** Starts pg-boss, creates and schedules the daily queues (retention, licence reminder) and works them. */
export async function startJobs(options: StartJobsOptions): Promise<JobEngine> {
  const { handle, env, logger } = options;
  const clock = options.clock ?? systemClock;
  const log = logger.child({ component: 'jobs' });
  // Workers are woken by NOTIFY when a job is sent (queues.ts); on PostgreSQL the listener holds
  // one connection of its own.
  const boss = bossOn(handle, { useListenNotify: true });
  boss.on('error', (err) => log.error({ err }, 'job engine error'));
  await boss.start();
  const polling = options.pollingIntervalSeconds ?? 30;
  for (const job of DAILY_JOBS) {
    await openQueue(boss, job.name);
    await boss.schedule(job.name, env.RETENTION_CRON, null, { tz: JOBS_TIME_ZONE });
    await boss.work(job.name, { pollingIntervalSeconds: polling }, async () => {
      const started = performance.now();
      const rows = await job.run(handle.db, clock(), env, log);
      log.info({ job: job.name, rows, ms: Math.round(performance.now() - started) }, 'daily job done');
      return { rows };
    });
  }
  // Media processing: an upload is taken at once (NOTIFY); two photos at once on a 2-core machine.
  const media = options.media ?? mediaStoreOf(env);
  const mediaPolling = {
    pollingIntervalSeconds: MEDIA_POLLING_SECONDS,
    notifyPollingIntervalSeconds: MEDIA_BACKSTOP_SECONDS,
    batchSize: 1,
  };
  await openQueue(boss, MEDIA_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: 300 });
  await boss.work<{ id: number }>(MEDIA_QUEUE, { ...mediaPolling, localConcurrency: 2 }, async ([job]) => {
    if (job) await processAsset(handle.db, media, job.data.id, log);
  });
  // Videos: one transcode at a time (ffmpeg uses both cores), an hour before pg-boss gives up on
  // a job (ffmpeg's own time limit, video-transcode.ts, is shorter); stopping kills ffmpeg.
  const stopping = new AbortController();
  await openQueue(boss, VIDEO_QUEUE, { retryLimit: 2, retryDelay: 5, expireInSeconds: 3600 });
  await boss.work<{ id: number }>(VIDEO_QUEUE, { ...mediaPolling, localConcurrency: 1 }, async ([job]) => {
    if (job) await processAsset(handle.db, media, job.data.id, log, stopping.signal);
  });
  await workScheduledPublishing(boss, handle.db, clock, log, {
    timeZone: JOBS_TIME_ZONE,
    pollingIntervalSeconds: Math.min(polling, 30),
  });
  const companySide = await workCompanySide(
    boss,
    {
      db: handle.db,
      env,
      sms: options.sms ?? createSmsGateway(env),
      mail: createMailTransport(env),
      logger,
      clock,
    },
    {
      timeZone: JOBS_TIME_ZONE,
      pollingIntervalSeconds: Math.min(polling, 30),
      newLeadSeconds: options.newLeadSeconds ?? 5,
      handle,
    },
  );
  // Assets left processing (a process killed mid-way, an upload with no engine running) are queued again.
  for (const { id, kind } of await processingAssets(handle.db)) await boss.send(queueOf(kind), { id });
  log.info({ jobs: DAILY_JOBS.length, cron: env.RETENTION_CRON, driver: handle.driver }, 'jobs started');
  return {
    boss,
    runNow: (name) => boss.send(name, {}),
    stop: async () => {
      stopping.abort();
      await companySide.stop();
      return boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
