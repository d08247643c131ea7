/**
 * Rules (docs/spec/company-side.md#matching): a verified lead (number confirmed, not marked for
 * review) is offered to at most 3 companies at once, each at most once; only companies that fit
 * are offered it — serving its city, taking its size, a budget range overlapping its band, a
 * licence in force when it needs one, under their monthly capacity, not paused, published, with
 * a member; a company the lead named comes first; unverified and review leads go to the staff.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { leadMatching, leadOffers } from '../../db/schema-company-side.ts';
import { clearCompanySide, makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { businessHoursOf } from '../offers/business-time.ts';
import { fillSlots, type OfferTiming } from './fill-slots.ts';

const timing: OfferTiming = { slaMinutes: 120, hours: businessHoursOf('09:00-18:00', '1-5') };

describe.each(DATABASE_LANES)('matching on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());
  beforeEach(() => clearCompanySide(h.db));

  const offeredTo = async (lead: { kind: string; leadId: number }) =>
    (
      await h.db
        .select({ companyId: leadOffers.companyId, status: leadOffers.status, named: leadOffers.named })
        .from(leadOffers)
        .where(and(eq(leadOffers.leadKind, lead.kind as 'basic'), eq(leadOffers.leadId, lead.leadId)))
    ).sort((a, b) => a.companyId - b.companyId);

  it('offers a verified lead to at most 3 companies, each once', async () => {
    for (let i = 0; i < 6; i++) await makeCompany(h.db);
    const lead = await makeLead(h.db);
    const first = await fillSlots(h.db, lead, new Date(), timing);
    expect(first.kind).toBe('offered');
    expect(await offeredTo(lead)).toHaveLength(3);
    // Filling again changes nothing: the 3 slots are held.
    expect((await fillSlots(h.db, lead, new Date(), timing)).kind).toBe('none');
    expect(await offeredTo(lead)).toHaveLength(3);
    // A declined slot passes on to a company not offered before.
    const [one] = await offeredTo(lead);
    await h.db
      .update(leadOffers)
      .set({ status: 'declined' })
      .where(and(eq(leadOffers.leadId, lead.leadId), eq(leadOffers.companyId, one!.companyId)));
    await fillSlots(h.db, lead, new Date(), timing);
    const after = await offeredTo(lead);
    expect(after).toHaveLength(4);
    expect(after.filter((o) => o.status === 'offered')).toHaveLength(3);
    expect(new Set(after.map((o) => o.companyId)).size).toBe(4);
  });

  it('offers only to companies that fit the lead', async () => {
    const fits = await makeCompany(h.db, { regions: [1, 2] });
    await makeCompany(h.db, { regions: [2] }); // another city
    await makeCompany(h.db, { sizeMinPing: 50 }); // homes of 50 坪 or more only
    await makeCompany(h.db, { priceMinWan: 900, priceMaxWan: 2000 }); // luxury only
    await makeCompany(h.db, { paused: true });
    await makeCompany(h.db, { status: 'draft' });
    await makeCompany(h.db, { ownerMobile: null }); // nobody to answer
    await makeCompany(h.db, { taxId: null });
    await makeCompany(h.db, { capacity: 0 });
    const lead = await makeLead(h.db, { size: 30 });
    await fillSlots(h.db, lead, new Date(), timing);
    expect((await offeredTo(lead)).map((o) => o.companyId)).toEqual([fits.id]);
  });

  it('offers a community lead only to companies with a licence in force', async () => {
    const licensed = await makeCompany(h.db, { licence: true });
    await makeCompany(h.db, { licence: false });
    const lead = await makeLead(h.db, { variant: 'community' });
    await fillSlots(h.db, lead, new Date(), timing);
    expect((await offeredTo(lead)).map((o) => o.companyId)).toEqual([licensed.id]);
    // A basic quote does not name the building: both may take it.
    const basic = await makeLead(h.db);
    await fillSlots(h.db, basic, new Date(), timing);
    expect(await offeredTo(basic)).toHaveLength(2);
  });

  it('never takes a company past its monthly capacity', async () => {
    const small = await makeCompany(h.db, { capacity: 2 });
    for (let i = 0; i < 4; i++) await fillSlots(h.db, await makeLead(h.db), new Date(), timing);
    const offers = await h.db.select().from(leadOffers).where(eq(leadOffers.companyId, small.id));
    expect(offers).toHaveLength(2);
  });

  it('offers a lead that named a company to that company first, even outside its usual city', async () => {
    for (let i = 0; i < 5; i++) await makeCompany(h.db);
    const named = await makeCompany(h.db, { regions: [9] });
    const lead = await makeLead(h.db, { companyId: named.id });
    await fillSlots(h.db, lead, new Date(), timing);
    const offers = await offeredTo(lead);
    expect(offers).toHaveLength(3);
    expect(offers.find((o) => o.companyId === named.id)?.named).toBe(true);
  });

  it('leaves unverified leads and leads marked for review to the staff', async () => {
    await makeCompany(h.db);
    const unverified = await makeLead(h.db, { verified: false });
    const review = await makeLead(h.db, { needsReview: true });
    expect(await fillSlots(h.db, unverified, new Date(), timing)).toEqual({
      kind: 'staff',
      reason: 'unverified',
    });
    expect(await fillSlots(h.db, review, new Date(), timing)).toEqual({ kind: 'staff', reason: 'review' });
    expect(await offeredTo(unverified)).toEqual([]);
    expect(await offeredTo(review)).toEqual([]);
    const [marked] = await h.db
      .select({ at: leadMatching.matchedAt })
      .from(leadMatching)
      .where(and(eq(leadMatching.kind, 'basic'), eq(leadMatching.leadId, review.leadId)));
    expect(marked?.at).not.toBeNull();
  });
});
