/**
 * Rule (docs/spec/company-side.md#notifications): the companies of new offers are told by the job
 * engine apart from matching — while the SMS gateway has not answered for the offers of one lead,
 * the next leads filed are offered all the same — and each company is still told of each offer
 * once, in the order the offers were made, and before the engine stops.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOffers } from '../../db/schema-company-side.ts';
import { parseEnv } from '../../env.ts';
import { type JobEngine, startJobs } from '../../services/retention/scheduler.ts';
import type { SmsGateway } from '../../services/sms/index.ts';
import { makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { DATABASE_LANES, openTestDatabase } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('telling companies of offers on %s', (lane) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let engine: JobEngine | undefined;
  const env = parseEnv({ NODE_ENV: 'test' });
  /** The gateway answers nothing until the gate opens; what it was asked to send, in order. */
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => {
    openGate = resolve;
  });
  const asked: string[] = [];
  const sent: string[] = [];
  const sms: SmsGateway = {
    name: 'gated',
    storesText: false,
    async send(message) {
      asked.push(message.mobile);
      await gate;
      sent.push(message.mobile);
      return { providerId: null };
    },
  };
  const owners = ['0966300001', '0966300002', '0966300003'];

  beforeAll(async () => {
    database = await openTestDatabase(env, lane, false);
    for (const ownerMobile of owners) await makeCompany(database.handle.db, { ownerMobile });
    engine = await startJobs({
      handle: database.handle,
      env,
      logger: pino({ level: 'silent' }),
      sms,
      // Neither the engine's look for new leads nor its minutely run comes during the test.
      pollingIntervalSeconds: 600,
      newLeadSeconds: 3600,
    });
  }, 60_000);
  afterAll(async () => {
    openGate();
    await engine?.stop();
    await database?.dispose();
  });

  const offersOf = (lead: { kind: 'basic' | 'community'; leadId: number }) =>
    database.handle.db
      .select()
      .from(leadOffers)
      .where(and(eq(leadOffers.leadKind, lead.kind), eq(leadOffers.leadId, lead.leadId)));
  const until = async (check: () => Promise<boolean> | boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!(await check()) && Date.now() < end) await sleep(50);
    return check();
  };

  it('the next lead is offered while the gateway still holds the first one’s SMS; every SMS goes once', async () => {
    const first = await makeLead(database.handle.db);
    expect(await until(async () => (await offersOf(first)).length === 3, 5000)).toBe(true);
    // The first offer's SMS is with the gateway, which does not answer.
    expect(await until(() => asked.length > 0, 5000)).toBe(true);
    const second = await makeLead(database.handle.db);
    expect(await until(async () => (await offersOf(second)).length === 3, 5000)).toBe(true);
    expect(sent).toEqual([]);
    openGate();
    // Three companies, two offers each: one SMS an offer to its owner, none twice.
    expect(await until(() => sent.length === 6, 5000)).toBe(true);
    await sleep(200);
    expect([...sent].sort()).toEqual([...owners, ...owners].sort());
    // The first lead's offers were told first.
    expect([...sent.slice(0, 3)].sort()).toEqual([...owners].sort());
  }, 30_000);
});
