/**
 * Rules (docs/spec/company-side.md#offers, #matching): an offer not answered by its deadline
 * times out on the job engine and its slot is offered to the next company; a newly filed
 * verified lead is offered by the running engine within seconds, without any request.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOffers } from '../../db/schema-company-side.ts';
import { parseEnv } from '../../env.ts';
import { createOutboxTransport } from '../../services/email/index.ts';
import { type JobEngine, startJobs } from '../../services/retention/scheduler.ts';
import { createOutboxGateway } from '../../services/sms/index.ts';
import { makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { DATABASE_LANES, openTestDatabase } from '../../testing/harness.ts';
import { expireAndPassOn } from './offer-jobs.ts';

describe.each(DATABASE_LANES)('offers on the job engine on %s', (lane) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let engine: JobEngine;
  const env = parseEnv({ NODE_ENV: 'test' });
  const logger = pino({ level: 'silent' });
  beforeAll(async () => {
    database = await openTestDatabase(env, lane, false);
    for (let i = 0; i < 4; i++) await makeCompany(database.handle.db);
    engine = await startJobs({
      handle: database.handle,
      env,
      logger,
      pollingIntervalSeconds: 0.5,
      newLeadSeconds: 0.2,
    });
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await database?.dispose();
  });

  const offersOf = (lead: { kind: 'basic' | 'community'; leadId: number }) =>
    database.handle.db
      .select()
      .from(leadOffers)
      .where(and(eq(leadOffers.leadKind, lead.kind), eq(leadOffers.leadId, lead.leadId)));

  it('offers a newly filed verified lead within seconds', async () => {
    const lead = await makeLead(database.handle.db);
    let offers: Awaited<ReturnType<typeof offersOf>> = [];
    for (let i = 0; i < 50 && offers.length < 3; i++) {
      await sleep(100);
      offers = await offersOf(lead);
    }
    expect(offers).toHaveLength(3);
  }, 20_000);

  it('times out an unanswered offer after its deadline and offers the slot to the next company', async () => {
    const lead = await makeLead(database.handle.db);
    for (let i = 0; i < 50 && (await offersOf(lead)).length < 3; i++) await sleep(100);
    const [first] = await offersOf(lead);
    const later = new Date(first!.expiresAt.getTime() + 60_000);
    const expired = await expireAndPassOn({
      db: database.handle.db,
      env,
      sms: createOutboxGateway(),
      mail: createOutboxTransport(),
      logger,
      clock: () => later,
    });
    expect(expired).toBeGreaterThanOrEqual(3);
    const after = await offersOf(lead);
    expect(after.filter((o) => o.status === 'expired')).toHaveLength(3);
    // Only 4 companies: the one never offered takes a slot.
    expect(after.filter((o) => o.status === 'offered')).toHaveLength(1);
  }, 20_000);
});
