/**
 * Attribution (docs/spec/console.md#attribution): leads per day per partner, module, landing page or UTM
 * value, and
 * the funnel exposure → open → submit → verified. Leads are counted from the `leads` table (so
 * the figures are the inbox's figures); exposures and opens from the first-party analytics
 * events. Days are Taiwan days (UTC+8, no daylight saving).
 */
import { QUOTE_FUNNEL } from '@renovo/core';
import type { AttributionGroup } from '@renovo/core/contracts';
import { consoleLeadMessages } from '@renovo/core/messages';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, leads } from '../../db/schema-leads.ts';
import { fail } from '../../lib/errors.ts';
import { rangeEnd, rangeStart } from './leads.service.ts';

/** Longest range of a report, days. */
const REPORT_MAX_DAYS = 366;

/** The column each group counts by. */
const GROUP_COLUMNS = {
  partner: leads.partnerKey,
  module: leads.module,
  landing: leads.page,
  utm_source: leads.utmSource,
  utm_campaign: leads.utmCampaign,
} as const;

/** The instants of a range of days, or a 422. */
function dayRange(from: string, to: string): { start: Date; end: Date } {
  const start = rangeStart(from);
  const end = rangeEnd(to);
  // 1970 … 8999 (NaN fails too): PostgreSQL refuses year 0, and a day past 9999 has no ISO form.
  const valid = (d: Date) => d.getTime() >= 0 && d.getTime() < Date.UTC(9000, 0, 1);
  if (!valid(start) || !valid(end)) fail(422, consoleLeadMessages.dateInvalid);
  const days = (end.getTime() - start.getTime()) / 86_400_000;
  if (days < 1 || days > REPORT_MAX_DAYS) fail(422, consoleLeadMessages.rangeInvalid);
  return { start, end };
}

/**
 * The Taiwan day of a lead, as a date: grouped by it, and formatted only per group (formatting
 * every row as text took most of a report's time).
 */
const taiwanDate = sql`((${leads.createdAt} at time zone 'UTC') + interval '8 hours')::date`;

/** Leads per day per group. */
export async function attribution(
  db: Db,
  query: { from: string; to: string; group: AttributionGroup; partner?: string },
) {
  const { start, end } = dayRange(query.from, query.to);
  const column = GROUP_COLUMNS[query.group];
  const where = [gte(leads.createdAt, start), lt(leads.createdAt, end)];
  if (query.partner) where.push(eq(leads.partnerKey, query.partner));
  const rows = await db
    .select({ day: sql<string>`to_char(${taiwanDate}, 'YYYY-MM-DD')`, key: column, leads: count() })
    .from(leads)
    .where(and(...where))
    .groupBy(taiwanDate, column)
    .orderBy(taiwanDate, column);
  const totals = new Map<string | null, number>();
  for (const row of rows) totals.set(row.key, (totals.get(row.key) ?? 0) + Number(row.leads));
  return {
    group: query.group,
    from: query.from,
    to: query.to,
    days: rows.map((row) => ({ day: row.day, key: row.key, leads: Number(row.leads) })),
    totals: [...totals].map(([key, n]) => ({ key, leads: n })).sort((a, b) => b.leads - a.leads),
    total: [...totals.values()].reduce((a, b) => a + b, 0),
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

/** The funnel over a range. */
export async function funnel(db: Db, query: { from: string; to: string; partner?: string; module?: string }) {
  const { start, end } = dayRange(query.from, query.to);
  const eventWhere = [gte(analyticsEvents.at, start), lt(analyticsEvents.at, end)];
  if (query.partner) eventWhere.push(eq(analyticsEvents.partnerKey, query.partner));
  if (query.module) eventWhere.push(eq(analyticsEvents.module, query.module));
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
  const leadWhere = [gte(leads.createdAt, start), lt(leads.createdAt, end)];
  if (query.partner) leadWhere.push(eq(leads.partnerKey, query.partner));
  if (query.module) leadWhere.push(eq(leads.module, query.module));
  const [filed] = await db
    .select({
      submit: count(),
      verified: sql<number>`count(*) filter (where ${leads.mobileVerified})`.mapWith(Number),
    })
    .from(leads)
    .where(and(...leadWhere));
  return {
    from: query.from,
    to: query.to,
    exposure: events?.exposure ?? 0,
    open: events?.open ?? 0,
    submit: Number(filed?.submit ?? 0),
    verified: filed?.verified ?? 0,
    submit_events: events?.submit ?? 0,
  };
}
