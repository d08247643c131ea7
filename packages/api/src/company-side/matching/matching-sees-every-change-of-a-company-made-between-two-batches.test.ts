/**
 * Rules (docs/spec/company-side.md#matching; ADR 047): matching keeps the companies between
 * batches, and what it knows is what the database holds when a batch starts — a company paused,
 * unpublished, left without members, at its capacity, moved to another city, out of the lead's
 * budget, with its licence lapsed, removed or added between two batches is matched as a fresh read
 * would match it; an offer another process made counts in the load.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyMembers, leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { clearCompanySide, makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { businessHoursOf } from '../offers/business-time.ts';
import { fillSlots, type OfferTiming } from './fill-slots.ts';

const timing: OfferTiming = { slaMinutes: 120, hours: businessHoursOf('09:00-18:00', '1-5') };

describe.each(DATABASE_LANES)('matching between two batches on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());
  beforeEach(() => clearCompanySide(h.db));

  /** Offers a fresh lead (a batch of its own); answers the companies offered it. */
  const offeredTo = async (lead: Parameters<typeof makeLead>[1] = {}) => {
    const made = await makeLead(h.db, lead);
    await fillSlots(h.db, made, new Date(), timing);
    const rows = await h.db
      .select({ companyId: leadOffers.companyId })
      .from(leadOffers)
      .where(and(eq(leadOffers.leadKind, made.kind), eq(leadOffers.leadId, made.leadId)));
    return rows.map((r) => r.companyId).sort((a, b) => a - b);
  };
  const change = (id: number, values: Partial<typeof companies.$inferInsert>) =>
    h.db.update(companies).set(values).where(eq(companies.id, id));

  it('sees a company paused, unpublished or left without members, and back again', async () => {
    const { id } = await makeCompany(h.db);
    expect(await offeredTo()).toEqual([id]);
    await change(id, { paused: true });
    expect(await offeredTo()).toEqual([]);
    await change(id, { paused: false, status: 'draft' });
    expect(await offeredTo()).toEqual([]);
    await change(id, { status: 'published' });
    expect(await offeredTo()).toEqual([id]);
    await change(id, { taxId: null });
    expect(await offeredTo()).toEqual([]);
    const other = await makeCompany(h.db);
    await h.db.delete(companyMembers).where(eq(companyMembers.companyId, other.id));
    expect(await offeredTo()).toEqual([]);
  });

  it('sees a capacity lowered to the load, and an offer another process made', async () => {
    const { id } = await makeCompany(h.db, { capacity: 3 });
    expect(await offeredTo()).toEqual([id]);
    await change(id, { monthlyCapacity: 1 });
    expect(await offeredTo()).toEqual([]);
    await change(id, { monthlyCapacity: 3 });
    expect(await offeredTo()).toEqual([id]);
    // Another process (the console's reassignment, say) takes the last slot: its load counts.
    const other = await makeLead(h.db, { verified: false });
    await h.db.insert(leadOffers).values({
      leadKind: other.kind,
      leadId: other.leadId,
      companyId: id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(await offeredTo()).toEqual([]);
  });

  it('sees a profile changed: cities, budget, sizes and a lapsed licence', async () => {
    const { id } = await makeCompany(h.db, { regions: [1] });
    expect(await offeredTo({ regionId: 1 })).toEqual([id]);
    await change(id, { servedRegionIds: [2] });
    expect(await offeredTo({ regionId: 1 })).toEqual([]);
    expect(await offeredTo({ regionId: 2 })).toEqual([id]);
    await change(id, { priceMinWan: 5000, priceMaxWan: 9000 });
    expect(await offeredTo({ regionId: 2, size: 30 })).toEqual([]);
    await change(id, { priceMinWan: 10, priceMaxWan: 1000, sizeMaxPing: 20 });
    expect(await offeredTo({ regionId: 2, size: 30 })).toEqual([]);
    await change(id, { sizeMaxPing: null });
    expect(await offeredTo({ regionId: 2, variant: 'community' })).toEqual([id]);
    // A community quote needs a licence in force.
    await change(id, { licenceExpiresOn: '2020-01-01' });
    expect(await offeredTo({ regionId: 2, variant: 'community' })).toEqual([]);
    expect(await offeredTo({ regionId: 2 })).toEqual([id]);
  });

  it('sees companies removed and added', async () => {
    const first = await makeCompany(h.db);
    const second = await makeCompany(h.db);
    expect(await offeredTo()).toEqual([first.id, second.id].sort((a, b) => a - b));
    await h.db.execute(sql`delete from companies where id = ${second.id}`);
    expect(await offeredTo()).toEqual([first.id]);
    const third = await makeCompany(h.db);
    expect(await offeredTo()).toEqual([first.id, third.id].sort((a, b) => a - b));
  });
});
