/**
 * Rule (docs/spec/company-side.md#matching): an offer always names a lead and a company that
 * exist — an insert naming a missing one is refused whole (foreign_key_violation, nothing
 * stored), the leads and companies an insert names stay locked against deletion until its
 * transaction ends, an offer's lead and company, a lead's key and a company's id never change —
 * and an offer goes with its lead and with its company. Kept by triggers once per statement, not
 * foreign keys checked row by row (migration 0030; ADR 047).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { clearCompanySide, makeCompany, makeLead } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

/** The SQLSTATE a failed statement carries (drizzle wraps the driver's error in `cause`). */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describe.each(DATABASE_LANES)('an offer names a lead and a company that exist, on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());
  beforeEach(() => clearCompanySide(h.db));

  const offer = (lead: { kind: string; leadId: number }, companyId: number) => ({
    leadKind: lead.kind as 'basic',
    leadId: lead.leadId,
    companyId,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const offersOf = (leadId: number) => h.db.select().from(leadOffers).where(eq(leadOffers.leadId, leadId));

  it('an insert naming a lead or a company that is not there is refused whole, however many rows it has', async () => {
    const company = await makeCompany(h.db);
    const lead = await makeLead(h.db);
    const missing = { kind: 'basic', leadId: 2_000_000_000 };
    expect(await sqlState(h.db.insert(leadOffers).values(offer(missing, company.id)))).toBe('23503');
    expect(
      await sqlState(h.db.insert(leadOffers).values([offer(lead, company.id), offer(missing, company.id)])),
    ).toBe('23503');
    // The other kind's lead of the same number is not the lead.
    expect(
      await sqlState(
        h.db.insert(leadOffers).values(offer({ kind: 'community', leadId: lead.leadId }, company.id)),
      ),
    ).toBe('23503');
    expect(
      await sqlState(h.db.insert(leadOffers).values([offer(lead, company.id), offer(lead, 2_000_000_000)])),
    ).toBe('23503');
    expect(await h.db.select().from(leadOffers)).toEqual([]);
    await h.db.insert(leadOffers).values(offer(lead, company.id));
    expect(await offersOf(lead.leadId)).toHaveLength(1);
  });

  it('an offer goes with its lead and with its company, and no key changes', async () => {
    const [a, b] = [await makeCompany(h.db), await makeCompany(h.db)];
    const [gone, kept] = [await makeLead(h.db), await makeLead(h.db)];
    await h.db.insert(leadOffers).values([offer(gone, a.id), offer(gone, b.id), offer(kept, a.id)]);
    await h.db.delete(quotes).where(eq(quotes.id, gone.leadId));
    expect(await offersOf(gone.leadId)).toEqual([]);
    expect(await offersOf(kept.leadId)).toHaveLength(1);
    const third = await makeLead(h.db);
    await h.db.insert(leadOffers).values([offer(third, b.id), offer(third, a.id)]);
    await h.db.delete(companies).where(eq(companies.id, b.id));
    expect((await offersOf(third.leadId)).map((o) => o.companyId)).toEqual([a.id]);
    expect(
      await sqlState(
        h.db.update(leadOffers).set({ companyId: b.id }).where(eq(leadOffers.leadId, kept.leadId)),
      ),
    ).toBe('23503');
    expect(await sqlState(h.db.execute(sql`update companies set id = id + 1000000 where id = ${a.id}`))).toBe(
      '23503',
    );
    expect(
      await sqlState(
        h.db.update(leadOffers).set({ leadId: gone.leadId }).where(eq(leadOffers.leadId, kept.leadId)),
      ),
    ).toBe('23503');
    expect(
      await sqlState(
        h.db.execute(
          sql`update leads set lead_id = lead_id + 1000000 where kind = 'basic' and lead_id = ${kept.leadId}`,
        ),
      ),
    ).toBe('23503');
    // A column other than the key changes as before.
    await h.db.update(leadOffers).set({ status: 'declined' }).where(eq(leadOffers.leadId, kept.leadId));
    expect((await offersOf(kept.leadId))[0]?.status).toBe('declined');
  });

  it.runIf(lane === 'postgres').each(['lead', 'company'] as const)(
    'the %s an uncommitted offer names cannot be deleted under it: the delete waits, then takes the offer',
    async (what) => {
      const company = await makeCompany(h.db);
      const lead = await makeLead(h.db);
      let deleted = false;
      let deleting: Promise<unknown> | undefined;
      await h.db.transaction(async (tx) => {
        // Declined: an offer that holds no slot, so no load counter's update locks the company.
        await tx.insert(leadOffers).values({ ...offer(lead, company.id), status: 'declined' });
        const deletion =
          what === 'lead'
            ? h.db.delete(quotes).where(eq(quotes.id, lead.leadId))
            : h.db.delete(companies).where(eq(companies.id, company.id));
        deleting = deletion.then(() => {
          deleted = true;
        });
        // The delete is waiting on the row's lock while the offer's transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(deleted).toBe(false);
      });
      await deleting;
      expect(deleted).toBe(true);
      expect(await offersOf(lead.leadId)).toEqual([]);
    },
  );
});
