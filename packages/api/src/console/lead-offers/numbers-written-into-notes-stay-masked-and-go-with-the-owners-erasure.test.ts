/**
 * Rule (docs/spec/console.md#lead-inbox, docs/spec/company-side.md#reports, #owner-control): a
 * mobile written into free text — a staff member's note on a lead, a company's report note, a
 * company's decline reason — reaches the roles without `leads.mobile` masked, however it was
 * written (dashes, spaces, +886, full-width digits); roles with it read the text as written. The
 * owner's erasure empties what the companies wrote about the owner's leads, as it deletes the
 * staff's notes, and masks a number written into the leads' UTM values; a company that saw the
 * number before cannot write it into a report after; the leads' retention does the same.
 */
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@renovo/core/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSlots } from '../../company-side/matching/fill-slots.ts';
import { offerTiming } from '../../company-side/offers/offer-effects.ts';
import { quotes } from '../../db/schema.ts';
import { leadOffers, leadReports } from '../../db/schema-company-side.ts';
import { leads } from '../../db/schema-leads.ts';
import { anonymiseLeadsBefore, erasePersonalData } from '../../privacy/privacy.service.ts';
import { makeCompany, makeLead, testMobile } from '../../testing/company-side-fixtures.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

const OWNER = '0955000005';
/** The owner's number as people write it into a note: every form must come out masked. */
const WRITTEN = [
  '0955000005',
  '0955-000-005',
  '0955 000 005',
  '+886 955 000 005',
  '+886-955-000005',
  '００９５５０００００５',
];
const TEXT = `回電 ${WRITTEN.join(' / ')}`;

const MASKED_ROLES = STAFF_ROLES.filter(
  (role) => ROLE_PERMISSIONS[role].includes('leads.read') && !ROLE_PERMISSIONS[role].includes('leads.mobile'),
);
const FULL_ROLES = STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('leads.mobile'));

/** How many times the masked number shows in `text`. */
const maskedIn = (text: string) => text.split('0955***005').length - 1;

describe.each(DATABASE_LANES)('numbers written into notes on %s', (lane) => {
  let h: TestHarness;
  let lead: { kind: 'basic' | 'community'; leadId: number };
  /** The third company, which accepted before the erasure and reports after it. */
  let late: { offerId: number; headers: Record<string, string> };
  let bearer: (companyId: number) => Promise<Record<string, string>>;
  const start = new Date('2026-12-01T02:00:00Z');

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    h.clock.set(start);
    const owners: Record<number, string> = {};
    for (let i = 0; i < 3; i++) {
      const mobile = testMobile('0977');
      owners[(await makeCompany(h.db, { ownerMobile: mobile })).id] = mobile;
    }
    lead = await makeLead(h.db, { mobile: OWNER, createdAt: start });
    // The number written into the lead's UTM values, as filed (the index copies them).
    await h.db
      .update(quotes)
      .set({ utm: { source: OWNER, campaign: TEXT } })
      .where(eq(quotes.id, lead.leadId));
    await h.db
      .update(leads)
      .set({ utmSource: OWNER, utmCampaign: TEXT })
      .where(and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId)));
    await fillSlots(h.db, lead, h.clock(), offerTiming(h.env));
    const offers = await h.db.select().from(leadOffers).where(eq(leadOffers.leadId, lead.leadId));
    expect(offers).toHaveLength(3);
    const [accepting, declining, third] = offers as [
      (typeof offers)[0],
      (typeof offers)[0],
      (typeof offers)[0],
    ];
    bearer = async (companyId: number) => ({
      authorization: `Bearer ${await h.login(owners[companyId]!)}`,
    });
    late = { offerId: third.id, headers: await bearer(third.companyId) };
    expect(
      (await h.call('POST', `/v1/company/offers/${third.id}/accept`, { headers: late.headers })).status,
    ).toBe(200);
    const accepter = await bearer(accepting.companyId);
    expect(
      (await h.call('POST', `/v1/company/offers/${accepting.id}/accept`, { headers: accepter })).status,
    ).toBe(200);
    const reported = await h.call('POST', `/v1/company/offers/${accepting.id}/report`, {
      headers: accepter,
      body: { reason: 'wrong_number', note: TEXT },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const declined = await h.call('POST', `/v1/company/offers/${declining.id}/decline`, {
      headers: await bearer(declining.companyId),
      body: { reason: TEXT },
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    const support = await signedInStaff(h, 'support', 'notes-support@example.com');
    const noted = await h.call('POST', `/console/api/leads/${lead.kind}/${lead.leadId}/notes`, {
      headers: support.write,
      body: { body: TEXT },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBeLessThan(300);
  });
  afterAll(() => h.close());

  /** What a role reads of the lead: its detail (the notes), its offers, the reports queue. */
  async function readAs(role: (typeof STAFF_ROLES)[number]) {
    const staff = await signedInStaff(h, role, `notes-${role}-${Math.random()}@example.com`);
    const answers = [];
    for (const path of [
      `/console/api/leads/${lead.kind}/${lead.leadId}`,
      `/console/api/leads/${lead.kind}/${lead.leadId}/offers`,
      '/console/api/lead-reports',
    ]) {
      const res = await h.call('GET', path, { headers: staff.read });
      answers.push({ path, status: res.status, text: JSON.stringify(res.body) });
    }
    return answers;
  }

  it('the declaration has roles on both sides (the test is not vacuous)', () => {
    expect(MASKED_ROLES.length).toBeGreaterThan(0);
    expect(FULL_ROLES.length).toBeGreaterThan(0);
  });

  it.each(MASKED_ROLES)('%s reads every written form of the number masked', async (role) => {
    for (const { path, status, text } of await readAs(role)) {
      if (status === 403) continue;
      expect(status, path).toBe(200);
      for (const form of WRITTEN) expect(text, path).not.toContain(JSON.stringify(form).slice(1, -1));
      expect(maskedIn(text), path).toBeGreaterThanOrEqual(WRITTEN.length);
    }
  });

  it.each(FULL_ROLES)('%s reads the notes as written', async (role) => {
    const answers = await readAs(role);
    for (const { path, status, text } of answers) {
      expect(status, path).toBe(200);
      for (const form of WRITTEN) expect(text, path).toContain(JSON.stringify(form).slice(1, -1));
    }
  });

  it("the owner's erasure empties the companies' report note and decline reason on the owner's leads", async () => {
    const erased = await erasePersonalData(h.db, OWNER);
    expect(erased.company_side).toBeGreaterThanOrEqual(2);
    const offers = await h.db.select().from(leadOffers).where(eq(leadOffers.leadId, lead.leadId));
    expect(offers.map((o) => o.declineReason ?? '')).toEqual(offers.map(() => ''));
    const reports = await h.db
      .select({ note: leadReports.note })
      .from(leadReports)
      .innerJoin(leadOffers, and(eq(leadOffers.id, leadReports.offerId), eq(leadOffers.leadId, lead.leadId)));
    expect(reports).toEqual([{ note: '' }]);
    const admin = await readAs('admin');
    const list = await h.call('GET', '/console/api/leads', {
      headers: (await signedInStaff(h, 'admin', 'notes-admin-list@example.com')).read,
    });
    for (const text of [...admin.map((a) => a.text), JSON.stringify(list.body)]) {
      for (const form of WRITTEN) expect(text).not.toContain(JSON.stringify(form).slice(1, -1));
    }
    const [row] = await h.db.select({ utm: quotes.utm }).from(quotes).where(eq(quotes.id, lead.leadId));
    expect(row!.utm.source).toBe('0955***005');

    // The company that saw the number before the erasure writes it into a report after it.
    const reported = await h.call('POST', `/v1/company/offers/${late.offerId}/report`, {
      headers: late.headers,
      body: { reason: 'not_owner', note: TEXT },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const [kept] = await h.db.select().from(leadReports).where(eq(leadReports.offerId, late.offerId));
    for (const form of WRITTEN) expect(kept!.note).not.toContain(form);
    expect(maskedIn(kept!.note)).toBe(WRITTEN.length);
  });

  it("the leads' retention masks the numbers in their UTM values and empties what the companies wrote, as the erasure does", async () => {
    const other = await makeLead(h.db, { mobile: '0955000006', createdAt: start });
    await h.db
      .update(quotes)
      .set({ utm: { source: '0955000006' } })
      .where(eq(quotes.id, other.leadId));
    await fillSlots(h.db, other, h.clock(), offerTiming(h.env));
    const [offer] = await h.db.select().from(leadOffers).where(eq(leadOffers.leadId, other.leadId));
    const headers = await bearer(offer!.companyId);
    expect((await h.call('POST', `/v1/company/offers/${offer!.id}/accept`, { headers })).status).toBe(200);
    const reported = await h.call('POST', `/v1/company/offers/${offer!.id}/report`, {
      headers,
      body: { reason: 'wrong_number', note: '打 0955-000-006 沒人接' },
    });
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    expect(await anonymiseLeadsBefore(h.db, new Date(start.getTime() + 86_400_000))).toBeGreaterThan(0);
    const [report] = await h.db.select().from(leadReports).where(eq(leadReports.offerId, offer!.id));
    expect(report!.note).toBe('');
    const [row] = await h.db.select({ utm: quotes.utm }).from(quotes).where(eq(quotes.id, other.leadId));
    expect(row!.utm.source).toBe('0955***006');
  });
});
