import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SIDE_QUEUE } from '../../company-side/offers/offer-jobs.ts';
import { PUBLISH_DUE_QUEUE } from '../../content/publishing/scheduled-publishing.ts';
import { smsMessages } from '../../db/schema.ts';
import { type Env, parseEnv } from '../../env.ts';
import { DATABASE_LANES, openTestDatabase } from '../../testing/harness.ts';
import { DAILY_JOBS, type JobEngine, startJobs } from './scheduler.ts';

describe.each(DATABASE_LANES)('the retention jobs on pg-boss on %s', (lane) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let engine: JobEngine;
  let env: Env;
  beforeAll(async () => {
    env = parseEnv({ NODE_ENV: 'test', RETENTION_SMS_MESSAGE_DAYS: '10' });
    database = await openTestDatabase(env, lane);
    engine = await startJobs({
      handle: database.handle,
      env,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
    });
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await database?.dispose();
  });

  it('schedules every retention job daily by RETENTION_CRON, and scheduled publishing and the offers every minute, in Asia/Taipei', async () => {
    const schedules = await engine.boss.getSchedules();
    const minutely = [PUBLISH_DUE_QUEUE, COMPANY_SIDE_QUEUE];
    expect(schedules.map((s) => s.name).sort()).toEqual(
      [...DAILY_JOBS.map((j) => j.name), ...minutely].sort(),
    );
    for (const s of schedules)
      expect(s).toMatchObject({
        cron: minutely.includes(s.name) ? '* * * * *' : env.RETENTION_CRON,
        timezone: 'Asia/Taipei',
      });
  });

  it('a queued job is worked and changes the database', async () => {
    const old = new Date(Date.now() - 11 * 24 * 60 * 60 * 1000);
    await database.handle.db
      .insert(smsMessages)
      .values({ mobile: '0977000001', body: 'x', gateway: 'outbox', status: 'sent', createdAt: old });
    expect(await engine.runNow('retention-sms-messages')).toEqual(expect.any(String));
    let left = 1;
    for (let i = 0; i < 100 && left > 0; i += 1) {
      await sleep(200);
      left = (await database.handle.db.select().from(smsMessages).where(eq(smsMessages.mobile, '0977000001')))
        .length;
    }
    expect(left).toBe(0);
  }, 30_000);
});
