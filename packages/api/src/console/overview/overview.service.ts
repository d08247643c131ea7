/**
 * The overview's figures (docs/spec/console.md#overview), each counted as the screen it leads to
 * counts it: leads from the `leads` table as the inbox lists them, the funnel as attribution
 * answers it, pending reviews and replies as the moderation queues list them. Days and weeks are
 * Taiwan's (Asia/Taipei, no daylight saving; a week starts on Monday).
 */
import { CALL_BACK_PROMISE_HOURS, type Overview } from '@renovo/core/contracts';
import { ROLE_PERMISSIONS, type StaffRole } from '@renovo/core/schemas';
import { and, count, eq, gte, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewReplies } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { leads } from '../../db/schema-leads.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { taipeiDayStart, toTaipeiIso } from '../../lib/time.ts';
import { reviewAuthorKept } from '../../privacy/reviews.ts';
import { funnelCounts, funnelRates, type Span } from '../leads/attribution.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Taiwan's day and week of `now`: their first instants, and the days as `YYYY-MM-DD`. */
export function taipeiPeriods(now: Date) {
  const dayStart = taipeiDayStart(now);
  const today = toTaipeiIso(dayStart).slice(0, 10);
  // 0 Sunday … 6 Saturday, of the Taiwan date; a week starts on Monday.
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const weekStart = new Date(dayStart.getTime() - ((weekday + 6) % 7) * DAY_MS);
  return { dayStart, today, weekStart, weekStartDay: toTaipeiIso(weekStart).slice(0, 10) };
}

/** Leads filed in `[start, now)` and in the same span one `length` earlier. */
function leadSpan(start: Date, now: Date, length: number) {
  const ofSpan = (from: Date, to: Date) =>
    sql<number>`count(*) filter (where ${and(gte(leads.createdAt, from), lt(leads.createdAt, to))})`.mapWith(
      Number,
    );
  return {
    count: ofSpan(start, now),
    previous: ofSpan(new Date(start.getTime() - length), new Date(now.getTime() - length)),
  };
}

/** Today's and this week's leads, each against the same span before, and the leads past the promise. */
async function leadFigures(db: Db, now: Date): Promise<NonNullable<Overview['leads']>> {
  const { dayStart, weekStart } = taipeiPeriods(now);
  const today = leadSpan(dayStart, now, DAY_MS);
  const week = leadSpan(weekStart, now, 7 * DAY_MS);
  // The last week's Monday is the earliest instant any of the four spans reads.
  const [spans] = await db
    .select({
      today: today.count,
      yesterday: today.previous,
      week: week.count,
      lastWeek: week.previous,
    })
    .from(leads)
    .where(and(gte(leads.createdAt, new Date(weekStart.getTime() - 7 * DAY_MS)), lt(leads.createdAt, now)));
  const before = new Date(now.getTime() - CALL_BACK_PROMISE_HOURS * HOUR_MS);
  const [waiting] = await db
    .select({ count: count(), oldest: min(leads.createdAt) })
    .from(leads)
    .where(and(eq(leads.status, 'new'), lt(leads.createdAt, before)));
  return {
    today: { since: dayStart.toISOString(), count: spans?.today ?? 0, previous: spans?.yesterday ?? 0 },
    week: { since: weekStart.toISOString(), count: spans?.week ?? 0, previous: spans?.lastWeek ?? 0 },
    waiting: {
      count: Number(waiting?.count ?? 0),
      before: before.toISOString(),
      oldest_at: waiting?.oldest ? new Date(waiting.oldest).toISOString() : null,
    },
  };
}

/**
 * This week's funnel conversion (the funnel of the week's days; nothing is counted after now)
 * against the last week's from its Monday to the same time.
 */
async function conversionFigures(db: Db, now: Date): Promise<NonNullable<Overview['conversion']>> {
  const { dayStart, weekStart } = taipeiPeriods(now);
  const week: Span = { start: weekStart, end: new Date(dayStart.getTime() + DAY_MS) };
  const lastWeek: Span = {
    start: new Date(weekStart.getTime() - 7 * DAY_MS),
    end: new Date(now.getTime() - 7 * DAY_MS),
  };
  const current = await funnelCounts(db, week);
  const previous = await funnelCounts(db, lastWeek);
  return {
    exposure: current.exposure,
    verified: current.verified,
    rate: funnelRates(current).overall,
    previous_rate: funnelRates(previous).overall,
  };
}

/** Reviews and replies waiting for moderation, counted as the queues list them. */
async function moderationFigures(db: Db): Promise<NonNullable<Overview['moderation']>> {
  const [reviews] = await db
    .select({ n: count() })
    .from(companyRatings)
    .leftJoin(companies, eq(companies.id, companyRatings.companyId))
    .where(and(eq(companyRatings.status, 'pending'), reviewAuthorKept));
  const [replies] = await db
    .select({ n: count() })
    .from(reviewReplies)
    .innerJoin(companies, eq(companies.id, reviewReplies.companyId))
    .innerJoin(companyRatings, eq(companyRatings.id, reviewReplies.ratingId))
    .where(eq(reviewReplies.status, 'pending'));
  return { reviews: Number(reviews?.n ?? 0), replies: Number(replies?.n ?? 0) };
}

/** The overview for `role`: each part only when the role holds the permission to read what it counts. */
export async function overview(db: Db, role: StaffRole, now: Date): Promise<Overview> {
  const may = (permission: (typeof ROLE_PERMISSIONS)[StaffRole][number]) =>
    ROLE_PERMISSIONS[role].includes(permission);
  const { today, weekStartDay } = taipeiPeriods(now);
  return {
    server_time: now.toISOString(),
    today,
    week_start: weekStartDay,
    leads: may('leads.read') ? await leadFigures(db, now) : null,
    conversion: may('attribution.read') ? await conversionFigures(db, now) : null,
    moderation: may('content.manage') ? await moderationFigures(db) : null,
  };
}
