/**
 * A company's dashboard (docs/spec/company-side.md#centre): this Taiwan month's offers by state,
 * the median minutes from an offer to its answer, the acceptance rate, the reports the staff have
 * not decided, its published reviews, and the capacity left — the monthly capacity less this
 * month's offers still open or accepted (an offer credited back by an upheld report frees its slot).
 */
import { type OfferStatus, SLOT_HOLDING_OFFER_STATUSES, taipeiDay } from '@renovo/core/contracts';
import { and, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leadOffers, leadReports } from '../../db/schema-company-side.ts';
import type { CompanyRow } from './profile.service.ts';

/** The Taiwan calendar month of `now`: its `YYYY-MM` and its bounds. */
function taipeiMonth(now: Date): { month: string; start: Date; end: Date } {
  const month = taipeiDay(now).slice(0, 7);
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, mm - 1, 1) - 8 * 3_600_000);
  const end = new Date(Date.UTC(year, mm, 1) - 8 * 3_600_000);
  return { month, start, end };
}

/** The dashboard of `company` on `now`. */
export async function dashboardOf(db: Db, company: CompanyRow, now: Date) {
  const { month, start, end } = taipeiMonth(now);
  const inMonth = and(
    eq(leadOffers.companyId, company.id),
    gte(leadOffers.offeredAt, start),
    lt(leadOffers.offeredAt, end),
  );
  const [byStatus, [timing], [holding], [reports]] = await Promise.all([
    db
      .select({ status: leadOffers.status, n: count() })
      .from(leadOffers)
      .where(inMonth)
      .groupBy(leadOffers.status),
    db
      .select({
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${leadOffers.respondedAt} - ${leadOffers.offeredAt}) / 60)`,
      })
      .from(leadOffers)
      .where(and(inMonth, sql`${leadOffers.respondedAt} is not null`)),
    db
      .select({ n: count() })
      .from(leadOffers)
      .where(
        and(
          inMonth,
          inArray(leadOffers.status, [...SLOT_HOLDING_OFFER_STATUSES]),
          isNull(leadOffers.creditedAt),
        ),
      ),
    db
      .select({ n: count() })
      .from(leadReports)
      .where(and(eq(leadReports.companyId, company.id), eq(leadReports.status, 'open'))),
  ]);
  const counts = new Map(byStatus.map((r) => [r.status, Number(r.n)]));
  const of = (status: OfferStatus) => counts.get(status) ?? 0;
  const accepted = of('accepted');
  const decided = accepted + of('declined') + of('expired');
  const median = timing?.median === null || timing?.median === undefined ? null : Number(timing.median);
  return {
    month,
    offered: [...counts.values()].reduce((a, b) => a + b, 0),
    accepted,
    declined: of('declined'),
    expired: of('expired'),
    median_response_minutes: median === null ? null : Math.round(median * 10) / 10,
    acceptance_rate: decided === 0 ? null : Math.round((accepted / decided) * 100),
    open_reports: Number(reports?.n ?? 0),
    review_count: company.ratingCount,
    review_average: company.ratingCount === 0 ? null : company.ratingAvgX100 / 100,
    monthly_capacity: company.monthlyCapacity,
    capacity_left: Math.max(0, company.monthlyCapacity - Number(holding?.n ?? 0)),
    paused: company.paused,
  };
}
