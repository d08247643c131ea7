/**
 * Rules (docs/spec/company-side.md#matching): leads filled as a batch get what they would get one
 * after another — each at most 3 companies, each company at most once per lead — and the batch
 * counts the offers it makes against each company's monthly capacity, so no company is taken past
 * it; batches filled at once (two job engines) never take a company past it either; every lead
 * comes back with its own outcome.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadOffers } from '../../db/schema-company-side.ts';
import { clearCompanySide, makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { businessHoursOf } from '../offers/business-time.ts';
import { fillSlotsOf, type OfferTiming } from './fill-slots.ts';

const timing: OfferTiming = { slaMinutes: 120, hours: businessHoursOf('09:00-18:00', '1-5') };

describe.each(DATABASE_LANES)('matching in batches on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());
  beforeEach(() => clearCompanySide(h.db));

  const offersPerCompany = async () => {
    const rows = (await h.db.execute(sql`
      select c.id, c.monthly_capacity as cap, count(o.id)::int as n
      from companies c left join lead_offers o on o.company_id = c.id
      group by c.id`)) as unknown as { rows: { id: number; cap: number; n: number }[] };
    return rows.rows.map((r) => ({ id: Number(r.id), cap: Number(r.cap), n: Number(r.n) }));
  };

  it('a batch never takes a company past its monthly capacity, counting its own offers', async () => {
    for (const capacity of [1, 2, 3]) await makeCompany(h.db, { capacity });
    const batch: Awaited<ReturnType<typeof makeLead>>[] = [];
    for (let i = 0; i < 6; i++) batch.push(await makeLead(h.db));
    const outcomes = await fillSlotsOf(h.db, batch, new Date(), timing);
    expect(outcomes).toHaveLength(6);
    const counts = await offersPerCompany();
    for (const c of counts) expect(c.n).toBe(c.cap);
    // 6 slots for 6 leads × 3: the first leads get offers, the rest go to the staff.
    const offered = outcomes.filter((o) => o.kind === 'offered');
    expect(offered.reduce((a, o) => a + (o.kind === 'offered' ? o.offerIds.length : 0), 0)).toBe(6);
    expect(outcomes.filter((o) => o.kind === 'staff' && o.reason === 'no_company').length).toBeGreaterThan(0);
  });

  it('each lead of a batch is offered to at most 3 companies, each once, and answers its own outcome', async () => {
    for (let i = 0; i < 8; i++) await makeCompany(h.db);
    const other = await makeCompany(h.db, { regions: [9] });
    const batch = [await makeLead(h.db), await makeLead(h.db, { regionId: 9 }), await makeLead(h.db)];
    const missing = { kind: 'basic' as const, leadId: 2_000_000_000 };
    const outcomes = await fillSlotsOf(h.db, [...batch, missing], new Date(), timing);
    expect(outcomes.map((o) => o.kind)).toEqual(['offered', 'offered', 'offered', 'none']);
    for (const [i, lead] of batch.entries()) {
      const rows = await h.db.select().from(leadOffers).where(eq(leadOffers.leadId, lead.leadId));
      const outcome = outcomes[i]!;
      expect(outcome.kind === 'offered' && outcome.offerIds.sort()).toEqual(rows.map((r) => r.id).sort());
      expect(new Set(rows.map((r) => r.companyId)).size).toBe(rows.length);
      expect(rows.length).toBeLessThanOrEqual(3);
    }
    // The city-9 lead went to the one company of city 9 only.
    const nine = await h.db.select().from(leadOffers).where(eq(leadOffers.leadId, batch[1]!.leadId));
    expect(nine.map((r) => r.companyId)).toEqual([other.id]);
  });

  it.runIf(lane === 'postgres')('batches filled at once never take a company past its capacity', async () => {
    for (let i = 0; i < 4; i++) await makeCompany(h.db, { capacity: 5 });
    const leads: Awaited<ReturnType<typeof makeLead>>[] = [];
    for (let i = 0; i < 24; i++) leads.push(await makeLead(h.db));
    const now = new Date();
    await Promise.all([0, 1, 2, 3].map((k) => fillSlotsOf(h.db, leads.slice(k * 6, k * 6 + 6), now, timing)));
    for (const c of await offersPerCompany()) expect(c.n).toBe(5);
  });
});
