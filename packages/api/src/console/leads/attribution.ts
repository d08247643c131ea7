/**
 * Attribution (docs/spec/console.md#attribution): leads per day per partner, module, landing page or UTM
 * value, and the funnel exposure → open → submit → verified with the conversion rate of each step,
 * each beside the previous period's (as many days, ending the day before the range starts). Leads
 * are counted from the `leads` table (so the figures are the inbox's figures); exposures and opens
 * from the first-party analytics events. Days are Taiwan days (UTC+8, no daylight saving).
 */
import { QUOTE_FUNNEL } from '@renovo/core';
import type { AttributionGroup, FunnelRates } from '@renovo/core/contracts';
import { consoleLeadMessages } from '@renovo/core/messages';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, leads } from '../../db/schema-leads.ts';
import { fail } from '../../lib/errors.ts';
import { partnerNames } from '../../services/partners/manage.ts';
import { rangeEnd, rangeStart } from './leads.service.ts';

/** Longest range of a report, days. */
const REPORT_MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The column each group counts by. */
const GROUP_COLUMNS = {
  partner: leads.partnerKey,
  module: leads.module,
  landing: leads.page,
  utm_source: leads.utmSource,
  utm_campaign: leads.utmCampaign,
} as const;

/** A span of instants: from `start` (inclusive) to `end` (exclusive). */
export interface Span {
  start: Date;
  end: Date;
}

/** The instants of a range of days, or a 422. */
function dayRange(from: string, to: string): Span {
  const start = rangeStart(from);
  const end = rangeEnd(to);
  // 1970 … 8999 (NaN fails too): PostgreSQL refuses year 0, and a day past 9999 has no ISO form.
  const valid = (d: Date) => d.getTime() >= 0 && d.getTime() < Date.UTC(9000, 0, 1);
  if (!valid(start) || !valid(end)) fail(422, consoleLeadMessages.dateInvalid);
  const days = (end.getTime() - start.getTime()) / DAY_MS;
  if (days < 1 || days > REPORT_MAX_DAYS) fail(422, consoleLeadMessages.rangeInvalid);
  return { start, end };
}

/**
 * The period before a range of days: as many days, ending the day before `from` (1–7 June →
 * 25–31 May). Both as days and as instants.
 */
export function previousPeriod(from: string, to: string): { from: string; to: string } & Span {
  const first = Date.parse(`${from}T00:00:00Z`);
  const days = (Date.parse(`${to}T00:00:00Z`) - first) / DAY_MS + 1;
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  const before = { from: day(first - days * DAY_MS), to: day(first - DAY_MS) };
  return { ...before, start: rangeStart(before.from), end: rangeEnd(before.to) };
}

/** The leads of a span (and of a partner), as SQL conditions. */
function leadsIn(span: Span, partner?: string): SQL[] {
  const where = [gte(leads.createdAt, span.start), lt(leads.createdAt, span.end)];
  if (partner) where.push(eq(leads.partnerKey, partner));
  return where;
}

/**
 * The Taiwan day of a lead, as a date: grouped by it, and formatted only per group (formatting
 * every row as text took most of a report's time).
 */
const taiwanDate = sql`((${leads.createdAt} at time zone 'UTC') + interval '8 hours')::date`;

/** Keys in order, none last. */
function byKey(a: string | null, b: string | null): number {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Leads per day per group, and each group's leads in the range and the previous period. */
export async function attribution(
  db: Db,
  query: { from: string; to: string; group: AttributionGroup; partner?: string },
) {
  const range = dayRange(query.from, query.to);
  const before = previousPeriod(query.from, query.to);
  const column = GROUP_COLUMNS[query.group];
  const rows = await db
    .select({ day: sql<string>`to_char(${taiwanDate}, 'YYYY-MM-DD')`, key: column, leads: count() })
    .from(leads)
    .where(and(...leadsIn(range, query.partner)))
    .groupBy(taiwanDate, column)
    .orderBy(taiwanDate, column);
  const earlier = await db
    .select({ key: column, leads: count() })
    .from(leads)
    .where(and(...leadsIn(before, query.partner)))
    .groupBy(column);
  const totals = new Map<string | null, { leads: number; previous: number }>();
  const of = (key: string | null) => {
    const known = totals.get(key);
    if (known) return known;
    const fresh = { leads: 0, previous: 0 };
    totals.set(key, fresh);
    return fresh;
  };
  for (const row of rows) of(row.key).leads += Number(row.leads);
  for (const row of earlier) of(row.key).previous += Number(row.leads);
  const names =
    query.group === 'partner' ? new Map((await partnerNames(db)).map((p) => [p.key, p.name])) : undefined;
  const sum = (pick: (t: { leads: number; previous: number }) => number) =>
    [...totals.values()].reduce((n, t) => n + pick(t), 0);
  return {
    group: query.group,
    from: query.from,
    to: query.to,
    days: rows.map((row) => ({ day: row.day, key: row.key, leads: Number(row.leads) })),
    totals: [...totals]
      .map(([key, t]) => ({ key, name: (key !== null && names?.get(key)) || null, ...t }))
      .sort((a, b) => b.leads - a.leads || b.previous - a.previous || byKey(a.key, b.key)),
    total: sum((t) => t.leads),
    previous: { from: before.from, to: before.to, total: sum((t) => t.previous) },
  };
}

/**
 * The events of the funnel's steps: the quote widgets' `exposure` and `open` (core's
 * QUOTE_FUNNEL: labelled events of category `quote_widget`, sent once per widget per page view),
 * and the `clue_submit` events reported beside the lead table's submits.
 */
const FUNNEL_EVENTS = {
  exposure: { name: QUOTE_FUNNEL.exposure.event, action: QUOTE_FUNNEL.exposure.action },
  open: { name: QUOTE_FUNNEL.open.event, action: QUOTE_FUNNEL.open.action },
  submit: { name: 'clue_submit' },
} as const;

/** A share, or null when there is nothing to share out. */
function ratio(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The funnel's counts over a span. */
interface FunnelCounts {
  exposure: number;
  open: number;
  submit: number;
  verified: number;
  submit_events: number;
}

/** Each step's conversion from the step before it, and from the first step to the last. */
export function funnelRates(counts: FunnelCounts): FunnelRates {
  return {
    open: ratio(counts.open, counts.exposure),
    submit: ratio(counts.submit, counts.open),
    verified: ratio(counts.verified, counts.submit),
    overall: ratio(counts.verified, counts.exposure),
  };
}

/** The funnel's steps counted over a span, for a partner and a module. */
export async function funnelCounts(
  db: Db,
  span: Span,
  filters: { partner?: string; module?: string } = {},
): Promise<FunnelCounts> {
  const eventWhere = [gte(analyticsEvents.at, span.start), lt(analyticsEvents.at, span.end)];
  if (filters.partner) eventWhere.push(eq(analyticsEvents.partnerKey, filters.partner));
  if (filters.module) eventWhere.push(eq(analyticsEvents.module, filters.module));
  // A step's events: by name, and for the widgets' labelled steps by category and action too.
  const counted = (step: { name: string; action?: string }) =>
    sql<number>`count(*) filter (where ${analyticsEvents.name} = ${step.name}${
      step.action
        ? sql` and ${analyticsEvents.category} = ${QUOTE_FUNNEL.category} and ${analyticsEvents.action} = ${step.action}`
        : sql``
    })`.mapWith(Number);
  const steps = [FUNNEL_EVENTS.exposure, FUNNEL_EVENTS.open, FUNNEL_EVENTS.submit];
  const [events] = await db
    .select({
      exposure: counted(FUNNEL_EVENTS.exposure),
      open: counted(FUNNEL_EVENTS.open),
      submit: counted(FUNNEL_EVENTS.submit),
    })
    .from(analyticsEvents)
    .where(
      and(
        ...eventWhere,
        inArray(
          analyticsEvents.name,
          steps.map((step) => step.name),
        ),
      ),
    );
  const leadWhere = leadsIn(span, filters.partner);
  if (filters.module) leadWhere.push(eq(leads.module, filters.module));
  const [filed] = await db
    .select({
      submit: count(),
      verified: sql<number>`count(*) filter (where ${leads.mobileVerified})`.mapWith(Number),
    })
    .from(leads)
    .where(and(...leadWhere));
  return {
    exposure: events?.exposure ?? 0,
    open: events?.open ?? 0,
    submit: Number(filed?.submit ?? 0),
    verified: filed?.verified ?? 0,
    submit_events: events?.submit ?? 0,
  };
}

/** The funnel over a range and over the previous period, with the conversion rates of each. */
export async function funnel(db: Db, query: { from: string; to: string; partner?: string; module?: string }) {
  const range = dayRange(query.from, query.to);
  const before = previousPeriod(query.from, query.to);
  const filters = { partner: query.partner, module: query.module };
  const now = await funnelCounts(db, range, filters);
  const then = await funnelCounts(db, before, filters);
  return {
    from: query.from,
    to: query.to,
    ...now,
    rates: funnelRates(now),
    previous: { from: before.from, to: before.to, ...then, rates: funnelRates(then) },
  };
}
