/**
 * Rules (docs/spec/company-side.md#matching): a verified lead filed, or a lead that becomes
 * verified, wakes the running job engine at once through the lead index's notification: it is
 * offered within a second or two although the engine's own look for new leads is an hour away; a
 * lead marked for review is not offered.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { parseEnv } from '../../env.ts';
import { type JobEngine, startJobs } from '../../services/retention/scheduler.ts';
import { makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { DATABASE_LANES, openTestDatabase } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('new leads wake matching on %s', (lane) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let engine: JobEngine;
  const env = parseEnv({ NODE_ENV: 'test' });
  beforeAll(async () => {
    database = await openTestDatabase(env, lane, false);
    for (let i = 0; i < 3; i++) await makeCompany(database.handle.db);
    engine = await startJobs({
      handle: database.handle,
      env,
      logger: pino({ level: 'silent' }),
      // Neither the engine's look for new leads nor its minutely run comes during the test.
      pollingIntervalSeconds: 600,
      newLeadSeconds: 3600,
    });
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await database?.dispose();
  });

  /** The offers of `lead` once it has some, or after `ms`. */
  const offersWithin = async (lead: { kind: 'basic' | 'community'; leadId: number }, ms: number) => {
    const until = Date.now() + ms;
    for (;;) {
      const offers = await database.handle.db
        .select()
        .from(leadOffers)
        .where(and(eq(leadOffers.leadKind, lead.kind), eq(leadOffers.leadId, lead.leadId)));
      if (offers.length > 0 || Date.now() > until) return offers;
      await sleep(50);
    }
  };

  it('offers a verified lead within seconds of its filing', async () => {
    const lead = await makeLead(database.handle.db);
    expect(await offersWithin(lead, 3000)).toHaveLength(3);
  }, 20_000);

  it('offers a lead when it becomes verified, and not a lead marked for review', async () => {
    const review = await makeLead(database.handle.db, { needsReview: true });
    const later = await makeLead(database.handle.db, { verified: false });
    expect(await offersWithin(later, 500)).toHaveLength(0);
    await database.handle.db.update(quotes).set({ mobileVerified: true }).where(eq(quotes.id, later.leadId));
    expect(await offersWithin(later, 3000)).toHaveLength(3);
    expect(await offersWithin(review, 200)).toHaveLength(0);
  }, 20_000);
});
