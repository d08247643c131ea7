/**
 * Rule (docs/spec/company-side.md#centre): a company's dashboard counts the offers made to it in
 * this Taiwan calendar month (UTC+8: 00:30 on the 1st in Taipei is this month, 23:30 the day
 * before is not) by state, the median minutes from offer to answer, the acceptance rate of the
 * offers decided, its open reports, its published reviews, and the capacity left: the monthly
 * capacity less this month's offers still open or accepted — an offer credited back by an upheld
 * report frees its slot. Another company's offers never count.
 */
import type { OfferStatus } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOffers, leadReports } from '../../db/schema-company-side.ts';
import { leads } from '../../db/schema-leads.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { insertCompany, memberOf } from './centre-for-tests.ts';

const NOW = new Date('2026-03-15T04:00:00Z');
const minutes = (n: number) => n * 60_000;

describe.each(DATABASE_LANES)('the company dashboard on %s', (lane) => {
  let h: TestHarness;
  let token: string;
  let companyId: number;
  let otherId: number;
  let leadId = 0;

  async function offer(
    company: number,
    status: OfferStatus,
    offeredAt: string,
    answeredAfter: number | null,
    extra: { credited?: boolean } = {},
  ) {
    leadId += 1;
    const at = new Date(offeredAt);
    await h.db.insert(leads).values({ kind: 'basic', leadId, createdAt: at });
    const [row] = await h.db
      .insert(leadOffers)
      .values({
        leadKind: 'basic',
        leadId,
        companyId: company,
        status,
        offeredAt: at,
        expiresAt: new Date(at.getTime() + minutes(120)),
        respondedAt: answeredAfter === null ? null : new Date(at.getTime() + minutes(answeredAfter)),
        creditedAt: extra.credited ? NOW : null,
      })
      .returning({ id: leadOffers.id });
    return row!.id;
  }

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    h.clock.set(NOW);
    companyId = await insertCompany(h, '儀表設計', {
      monthlyCapacity: 4,
      ratingCount: 2,
      ratingAvgX100: 450,
    });
    otherId = await insertCompany(h, '隔壁設計');
    token = (await memberOf(h, companyId, '0912300001', 'staff')).token;
  });
  afterAll(() => h.close());

  it('a company with no offers this month has nothing to count and its whole capacity', async () => {
    const res = await h.call('GET', '/v1/company/dashboard', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.data).toMatchObject({
      month: '2026-03',
      offered: 0,
      median_response_minutes: null,
      acceptance_rate: null,
      capacity_left: 4,
      review_count: 2,
      review_average: 4.5,
    });
  });

  it('counts this Taiwan month’s offers, the median answer, reports and the capacity left', async () => {
    const first = await offer(companyId, 'accepted', '2026-03-02T01:00:00Z', 10);
    const second = await offer(companyId, 'accepted', '2026-03-03T01:00:00Z', 30);
    await offer(companyId, 'declined', '2026-03-04T01:00:00Z', 20);
    await offer(companyId, 'expired', '2026-03-05T01:00:00Z', null);
    await offer(companyId, 'offered', '2026-03-15T03:00:00Z', null);
    await offer(companyId, 'accepted', '2026-03-06T01:00:00Z', 40, { credited: true });
    // 00:30 on 1 March in Taipei: this month.
    await offer(companyId, 'reassigned', '2026-02-28T16:30:00Z', null);
    // 23:30 on 28 February in Taipei: last month.
    await offer(companyId, 'accepted', '2026-02-28T15:30:00Z', 1);
    await offer(otherId, 'accepted', '2026-03-02T01:00:00Z', 500);
    await h.db.insert(leadReports).values([
      { offerId: first, companyId, reason: 'wrong_number', status: 'open' },
      { offerId: second, companyId, reason: 'duplicate', status: 'upheld' },
    ]);

    const res = await h.call('GET', '/v1/company/dashboard', { token });
    expect(res.body.data).toEqual({
      month: '2026-03',
      offered: 7,
      accepted: 3,
      declined: 1,
      expired: 1,
      median_response_minutes: 25,
      acceptance_rate: 60,
      open_reports: 1,
      review_count: 2,
      review_average: 4.5,
      monthly_capacity: 4,
      // Two accepted and one open offer hold a slot; the credited accept does not.
      capacity_left: 1,
      paused: false,
    });
  });

  it('a new month starts from nothing', async () => {
    h.clock.set(new Date('2026-03-31T16:00:00Z'));
    const res = await h.call('GET', '/v1/company/dashboard', { token });
    expect(res.body.data).toMatchObject({ month: '2026-04', offered: 0, capacity_left: 4, open_reports: 1 });
    h.clock.set(NOW);
  });
});
