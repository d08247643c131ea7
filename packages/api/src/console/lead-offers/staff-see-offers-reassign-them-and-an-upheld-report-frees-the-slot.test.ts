/**
 * Rules (docs/spec/company-side.md#console, #reports): staff who read leads see a lead's offers
 * and their states; staff who work leads reassign an offer (to a company they pick, or to the
 * next by the matching rules) and decide reports: upheld credits the offer back (the company's
 * capacity slot and the lead's slot freed; a wrong-area lead is offered to another company, any
 * other bad lead set invalid), rejected changes nothing; each decision once, audited; counts per
 * company and per source. Editors, who do not read leads, get 403.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSlots } from '../../company-side/matching/fill-slots.ts';
import { offerTiming } from '../../company-side/offers/offer-effects.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { auditLog } from '../../db/schema-console.ts';
import { leads } from '../../db/schema-leads.ts';
import { makeCompany, makeLead, testMobile } from '../../testing/company-side-fixtures.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

describe('offers and reports in the console', () => {
  let h: TestHarness;
  let support: { read: Record<string, string>; write: Record<string, string> };
  let editor: { read: Record<string, string> };
  const owners = new Map<number, string>();
  let picked: number;

  beforeAll(async () => {
    h = await createHarness({ demoContent: false });
    support = await signedInStaff(h, 'support', 'offers-support@example.com');
    editor = await signedInStaff(h, 'editor', 'offers-editor@example.com');
    for (let i = 0; i < 5; i++) {
      const mobile = testMobile('0988');
      const company = await makeCompany(h.db, { ownerMobile: mobile, regions: i === 4 ? [7] : [1] });
      owners.set(company.id, mobile);
      if (i === 4) picked = company.id;
    }
  });
  afterAll(() => h.close());

  const offersOf = (lead: { kind: 'basic' | 'community'; leadId: number }) =>
    h.db
      .select()
      .from(leadOffers)
      .where(and(eq(leadOffers.leadKind, lead.kind), eq(leadOffers.leadId, lead.leadId)));

  it("shows a lead's offers to staff who read leads, not to editors", async () => {
    const lead = await makeLead(h.db);
    await fillSlots(h.db, lead, h.clock(), offerTiming(h.env));
    const answer = await h.call('GET', `/console/api/leads/basic/${lead.leadId}/offers`, {
      headers: support.read,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(3);
    expect(answer.body.data[0]).toMatchObject({
      status: 'offered',
      company: { verification_level: 'licensed' },
    });
    const refused = await h.call('GET', `/console/api/leads/basic/${lead.leadId}/offers`, {
      headers: editor.read,
    });
    expect(refused.status).toBe(403);
    expect(
      (await h.call('GET', '/console/api/leads/basic/999999/offers', { headers: support.read })).status,
    ).toBe(404);
  });

  it('reassigns an offer to a company the staff pick, audited, and refuses one already offered', async () => {
    const lead = await makeLead(h.db);
    await fillSlots(h.db, lead, h.clock(), offerTiming(h.env));
    const [offer, other] = await offersOf(lead);
    const answer = await h.call('POST', `/console/api/lead-offers/${offer!.id}/reassign`, {
      headers: support.write,
      body: { company_id: picked },
    });
    expect(answer.status).toBe(200);
    const after = await offersOf(lead);
    expect(after.find((o) => o.id === offer!.id)?.status).toBe('reassigned');
    expect(after.find((o) => o.companyId === picked)?.status).toBe('offered');
    const again = await h.call('POST', `/console/api/lead-offers/${other!.id}/reassign`, {
      headers: support.write,
      body: { company_id: picked },
    });
    expect(again.status).toBe(409);
    const closed = await h.call('POST', `/console/api/lead-offers/${offer!.id}/reassign`, {
      headers: support.write,
      body: {},
    });
    expect(closed.status).toBe(409);
    const [row] = await h.db.select().from(auditLog).where(eq(auditLog.action, 'lead.reassign'));
    expect(row?.subjectId).toBe(`basic:${lead.leadId}`);
  });

  const acceptAndReport = async (reason: string) => {
    const lead = await makeLead(h.db);
    await fillSlots(h.db, lead, h.clock(), offerTiming(h.env));
    const [offer] = await offersOf(lead);
    const token = await h.login(owners.get(offer!.companyId)!);
    const headers = { authorization: `Bearer ${token}` };
    expect((await h.call('POST', `/v1/company/offers/${offer!.id}/accept`, { headers })).status).toBe(200);
    const report = await h.call('POST', `/v1/company/offers/${offer!.id}/report`, {
      headers,
      body: { reason },
    });
    expect(report.status).toBe(200);
    const list = await h.call('GET', '/console/api/lead-reports?status=open', { headers: support.read });
    const item = list.body.data.items.find((i: { offer_id: number }) => i.offer_id === offer!.id);
    return { lead, offer: offer!, reportId: item.id as number };
  };

  it('an upheld wrong-area report credits the offer and offers the lead to another company', async () => {
    const { lead, offer, reportId } = await acceptAndReport('wrong_area');
    const answer = await h.call('POST', `/console/api/lead-reports/${reportId}/decision`, {
      headers: support.write,
      body: { decision: 'upheld' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('upheld');
    const after = await offersOf(lead);
    expect(after.find((o) => o.id === offer.id)?.creditedAt).not.toBeNull();
    expect(
      after.filter((o) => o.creditedAt === null && ['offered', 'accepted'].includes(o.status)),
    ).toHaveLength(3);
    const twice = await h.call('POST', `/console/api/lead-reports/${reportId}/decision`, {
      headers: support.write,
      body: { decision: 'rejected' },
    });
    expect(twice.status).toBe(409);
  });

  it('an upheld wrong-number report credits the offer and sets the lead invalid, offered to nobody more', async () => {
    const { lead, offer, reportId } = await acceptAndReport('wrong_number');
    await h.call('POST', `/console/api/lead-reports/${reportId}/decision`, {
      headers: support.write,
      body: { decision: 'upheld' },
    });
    const [index] = await h.db
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId)));
    expect(index?.status).toBe('invalid');
    expect((await fillSlots(h.db, lead, h.clock(), offerTiming(h.env))).kind).toBe('none');
    expect((await offersOf(lead)).find((o) => o.id === offer.id)?.creditedAt).not.toBeNull();
  });

  it('a rejected report changes nothing else, and the counts add up per company and source', async () => {
    const { offer, reportId } = await acceptAndReport('duplicate');
    await h.call('POST', `/console/api/lead-reports/${reportId}/decision`, {
      headers: support.write,
      body: { decision: 'rejected' },
    });
    const [row] = await h.db.select().from(leadOffers).where(eq(leadOffers.id, offer.id));
    expect(row?.creditedAt).toBeNull();
    const list = await h.call('GET', '/console/api/lead-reports', { headers: support.read });
    const total = list.body.data.by_company.reduce((n: number, r: { total: number }) => n + r.total, 0);
    const upheld = list.body.data.by_company.reduce((n: number, r: { upheld: number }) => n + r.upheld, 0);
    expect([total, upheld]).toEqual([3, 2]);
    expect(list.body.data.by_source).toEqual([{ source: 'basic', total: 3, upheld: 2 }]);
  });
});
