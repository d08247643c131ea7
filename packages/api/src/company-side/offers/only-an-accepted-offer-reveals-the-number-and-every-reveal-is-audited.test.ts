/**
 * Rules (docs/spec/company-side.md#offers, #reports): a company sees a lead's number masked until
 * it accepts; the full number is shown only for an accepted offer, and every answer that shows it
 * writes one audit row per number shown (the test scans the log against the answers). Only an
 * open offer before its deadline can be accepted or declined, only by its company, and not after
 * the owner stopped contact; a decline passes the slot to the next company; a lead can be
 * reported once, within 7 days of the accept. Members only: others get 401/403.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOffers } from '../../db/schema-company-side.ts';
import { auditLog } from '../../db/schema-console.ts';
import { leads } from '../../db/schema-leads.ts';
import { makeCompany, makeLead, testMobile } from '../../testing/company-side-fixtures.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { fillSlots } from '../matching/fill-slots.ts';
import { offerTiming } from './offer-effects.ts';

const DAY = 86_400_000;

describe('offers and reveals', () => {
  let h: TestHarness;
  const tokens: Record<number, string> = {};
  const owners: Record<number, string> = {};
  let companyIds: number[] = [];
  const ownerMobile = '0912000111';
  let lead: { kind: 'basic' | 'community'; leadId: number };
  // Tuesday 10:00 in Taipei: the deadline is 12:00 the same day.
  const start = new Date('2026-12-01T02:00:00Z');

  beforeAll(async () => {
    h = await createHarness({ demoContent: false });
    h.clock.set(start);
    for (let i = 0; i < 4; i++) {
      const mobile = testMobile('0977');
      const company = await makeCompany(h.db, { ownerMobile: mobile });
      companyIds.push(company.id);
      owners[company.id] = mobile;
    }
    lead = await makeLead(h.db, { mobile: ownerMobile, createdAt: start });
    await fillSlots(h.db, lead, h.clock(), offerTiming(h.env));
    for (const id of companyIds) tokens[id] = await h.login(owners[id]!);
    companyIds = companyIds.sort((a, b) => a - b);
  });
  afterAll(() => h.close());

  const as = (companyId: number) => ({ authorization: `Bearer ${tokens[companyId]}` });
  const offersOf = async (companyId: number) => {
    const answer = await h.call('GET', '/v1/company/offers', { headers: as(companyId) });
    expect(answer.status).toBe(200);
    return answer.body.data.items as { id: number; status: string; lead: { mobile: string } }[];
  };
  const offered = async () =>
    h.db
      .select()
      .from(leadOffers)
      .where(and(eq(leadOffers.leadKind, lead.kind), eq(leadOffers.leadId, lead.leadId)));
  const reveals = () => h.db.select().from(auditLog).where(eq(auditLog.action, 'lead.reveal'));
  let shown = 0;

  it('shows an open offer with the number masked, and audits nothing', async () => {
    const holders = (await offered()).map((o) => o.companyId);
    expect(holders).toHaveLength(3);
    const items = await offersOf(holders[0]!);
    expect(items).toHaveLength(1);
    expect(items[0]!.lead.mobile).toBe('0912***111');
    expect(JSON.stringify(items)).not.toContain(ownerMobile);
    expect(await reveals()).toHaveLength(0);
  });

  it('refuses those who are not members of the company', async () => {
    expect((await h.call('GET', '/v1/company/offers')).status).toBe(401);
    const visitor = await h.login(testMobile('0933'));
    const answer = await h.call('GET', '/v1/company/offers', {
      headers: { authorization: `Bearer ${visitor}` },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe('此帳號尚未加入設計公司');
  });

  it('lets a company answer only its own offers', async () => {
    const [mine, theirs] = (await offered()).map((o) => o);
    const answer = await h.call('POST', `/v1/company/offers/${mine!.id}/accept`, {
      headers: as(theirs!.companyId),
    });
    expect(answer.status).toBe(404);
  });

  it('shows the full number on accept, with an audit row, and on every list after', async () => {
    const [offer] = await offered();
    const answer = await h.call('POST', `/v1/company/offers/${offer!.id}/accept`, {
      headers: as(offer!.companyId),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lead.mobile).toBe(ownerMobile);
    expect(answer.body.data.status).toBe('accepted');
    shown += 1;
    const listed = await offersOf(offer!.companyId);
    expect(listed[0]!.lead.mobile).toBe(ownerMobile);
    shown += 1;
    // Accepting again is refused.
    const again = await h.call('POST', `/v1/company/offers/${offer!.id}/accept`, {
      headers: as(offer!.companyId),
    });
    expect(again.status).toBe(409);
  });

  it('passes a declined slot on to the next company at once', async () => {
    const before = await offered();
    const open = before.find((o) => o.status === 'offered')!;
    const answer = await h.call('POST', `/v1/company/offers/${open.id}/decline`, {
      headers: as(open.companyId),
      body: { reason: '檔期已滿' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.lead.mobile).toBe('0912***111');
    const after = await offered();
    expect(after).toHaveLength(4);
    expect(after.filter((o) => o.status === 'offered' || o.status === 'accepted')).toHaveLength(3);
  });

  it('refuses an accept after the deadline, and after the owner stopped contact', async () => {
    const open = (await offered()).filter((o) => o.status === 'offered');
    h.clock.set(new Date(open[0]!.expiresAt.getTime() + 1000));
    const late = await h.call('POST', `/v1/company/offers/${open[0]!.id}/accept`, {
      headers: as(open[0]!.companyId),
    });
    expect(late.status).toBe(409);
    h.clock.set(start);
    await h.db
      .update(leads)
      .set({ contactStoppedAt: start })
      .where(and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId)));
    const stopped = await h.call('POST', `/v1/company/offers/${open[1]!.id}/accept`, {
      headers: as(open[1]!.companyId),
    });
    expect(stopped.status).toBe(409);
    expect(stopped.body.message).toBe('屋主已要求停止聯繫');
    const listed = await h.call('GET', '/v1/company/offers', { headers: as(open[1]!.companyId) });
    expect(listed.body.data.items[0].contact_stopped).toBe(true);
  });

  it('takes one report of an accepted lead within 7 days', async () => {
    const accepted = (await offered()).find((o) => o.status === 'accepted')!;
    const open = (await offered()).find((o) => o.status === 'offered')!;
    const notAccepted = await h.call('POST', `/v1/company/offers/${open.id}/report`, {
      headers: as(open.companyId),
      body: { reason: 'wrong_number' },
    });
    expect(notAccepted.status).toBe(409);
    const bad = await h.call('POST', `/v1/company/offers/${accepted.id}/report`, {
      headers: as(accepted.companyId),
      body: { reason: 'nonsense' },
    });
    expect(bad.status).toBe(422);
    h.clock.set(new Date(accepted.respondedAt!.getTime() + 7 * DAY + 1000));
    const late = await h.call('POST', `/v1/company/offers/${accepted.id}/report`, {
      headers: as(accepted.companyId),
      body: { reason: 'wrong_number' },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('接受後 7 天內才能回報問題需求');
    h.clock.set(start);
    const report = await h.call('POST', `/v1/company/offers/${accepted.id}/report`, {
      headers: as(accepted.companyId),
      body: { reason: 'wrong_number', note: '空號' },
    });
    expect(report.status).toBe(200);
    expect(report.body.data.report).toEqual({ reason: 'wrong_number', status: 'open' });
    shown += 1; // the answer shows the accepted number again
    const twice = await h.call('POST', `/v1/company/offers/${accepted.id}/report`, {
      headers: as(accepted.companyId),
      body: { reason: 'duplicate' },
    });
    expect(twice.status).toBe(409);
  });

  it('has exactly one audit row per number shown, each naming an accepted offer of its company', async () => {
    const rows = await reveals();
    expect(rows).toHaveLength(shown);
    const offers = new Map((await offered()).map((o) => [o.id, o]));
    for (const row of rows) {
      const offer = offers.get(Number(row.details.offer_id));
      expect(offer?.status).toBe('accepted');
      expect(row.details.company_id).toBe(offer?.companyId);
      expect(row.subjectId).toBe(`${lead.kind}:${lead.leadId}`);
      expect(JSON.stringify(row)).not.toContain(ownerMobile);
    }
  });
});
