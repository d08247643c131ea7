/**
 * Rule (docs/spec/company-side.md#matching): matching reads a company's member count and the
 * offers it holds this Taiwan month from counters kept by triggers; whatever happens to the
 * offers (made, accepted, declined, expired, reassigned, credited, deleted with their lead) and
 * to the members, the counters equal a recount of the rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema.ts';
import { companyMembers, leadOffers } from '../../db/schema-company-side.ts';
import { makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { offerTiming } from '../offers/offer-effects.ts';
import { fillSlots, fillSlotsOf } from './fill-slots.ts';

describe.each(DATABASE_LANES)('the load counters on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());

  const mismatches = async () =>
    (
      (await h.db.execute(sql`
        select c.id, c.members_count, l.held as load_held, l.month as load_month,
          (select count(*)::int from company_members m where m.company_id = c.id) as members,
          (select count(*)::int from lead_offers o where o.company_id = c.id and o.status in ('offered', 'accepted')
            and o.credited_at is null
            and date_trunc('month', o.offered_at at time zone 'Asia/Taipei')::date = l.month) as held
        from companies c left join company_loads l on l.company_id = c.id`)) as unknown as {
        rows: {
          id: number;
          members_count: number;
          load_held: number | null;
          members: number;
          held: number;
        }[];
      }
    ).rows.filter(
      (r) =>
        r.members_count !== r.members || r.load_held === null || (r.load_held > 0 && r.load_held !== r.held),
    );

  it('stay equal to a recount through every change', async () => {
    const companies = [];
    for (let i = 0; i < 5; i++) companies.push(await makeCompany(h.db));
    const now = new Date();
    const leads = [];
    for (let i = 0; i < 6; i++) {
      const lead = await makeLead(h.db);
      leads.push(lead);
      await fillSlots(h.db, lead, now, offerTiming(h.env));
    }
    expect(await mismatches()).toEqual([]);
    const offers = await h.db.select().from(leadOffers);
    const set = (id: number, values: Partial<typeof leadOffers.$inferInsert>) =>
      h.db.update(leadOffers).set(values).where(eq(leadOffers.id, id));
    await set(offers[0]!.id, { status: 'accepted' });
    await set(offers[1]!.id, { status: 'declined' });
    await set(offers[2]!.id, { status: 'expired' });
    await set(offers[3]!.id, { status: 'reassigned' });
    await set(offers[4]!.id, { status: 'accepted' });
    await set(offers[4]!.id, { creditedAt: now });
    for (const lead of leads) await fillSlots(h.db, lead, now, offerTiming(h.env));
    expect(await mismatches()).toEqual([]);
    // A lead erased with its offers (cascade), a member removed.
    await h.db.delete(quotes).where(eq(quotes.id, leads[5]!.leadId));
    await h.db.delete(companyMembers).where(and(eq(companyMembers.companyId, companies[0]!.id)));
    expect(await mismatches()).toEqual([]);
    const [count] = (
      (await h.db.execute(sql`select sum(held)::int as n from company_loads`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(count?.n).toBeGreaterThan(0);
  });

  it('stay equal when one statement changes many offers of many companies, and when a month turns', async () => {
    for (let i = 0; i < 6; i++) await makeCompany(h.db);
    const now = new Date();
    const leads = [];
    for (let i = 0; i < 8; i++) leads.push(await makeLead(h.db));
    await fillSlotsOf(h.db, leads, now, offerTiming(h.env));
    expect(await mismatches()).toEqual([]);
    // One statement: half the open offers declined, across companies.
    await h.db.execute(
      sql`update lead_offers set status = 'declined' where id % 2 = 0 and status = 'offered'`,
    );
    expect(await mismatches()).toEqual([]);
    // The next Taiwan month: new offers start each company's counter again, an old one leaving
    // does not touch it.
    const later = new Date(now.getTime() + 40 * 86_400_000);
    const next = [];
    for (let i = 0; i < 4; i++) next.push(await makeLead(h.db, { createdAt: later }));
    await fillSlotsOf(h.db, next, later, offerTiming(h.env));
    await h.db.execute(
      sql`update lead_offers set status = 'expired' where status = 'offered' and offered_at < ${later.toISOString()}::timestamptz`,
    );
    expect(await mismatches()).toEqual([]);
    const [turned] = (
      (await h.db.execute(sql`
        select count(*)::int as n from company_loads
        where month = date_trunc('month', ${later.toISOString()}::timestamptz at time zone 'Asia/Taipei')::date
          and held > 0`)) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(turned?.n).toBeGreaterThan(0);
  });
});
