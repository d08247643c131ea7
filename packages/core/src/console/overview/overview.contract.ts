/**
 * The console's overview (docs/spec/console.md#overview): the figures of the home screen, each
 * only to a role that may read what it counts — leads today and this week against the same span
 * of the period before, the leads still waiting for the call-back promised within 24 hours (roles
 * that read leads), this week's funnel conversion (roles that read attribution) and the reviews
 * and replies waiting for moderation (roles that manage content). Days and weeks are Taiwan's
 * (Asia/Taipei; a week starts on Monday).
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import { consoleOverviewRoute } from './overview.routes.ts';

/** Leads filed in a span so far, and in the same span of the period before. */
const LeadSpanSchema = z.object({
  /** The span's first instant (ISO, UTC): 00:00 Taiwan time of the day or of the week's Monday. */
  since: z.string(),
  count: z.int(),
  /** Leads from the previous day's (week's) start to the same time of that day (week). */
  previous: z.int(),
});

/** GET /console/api/overview's data; a part the role may not read is null. */
export const OverviewSchema = z.object({
  /** The server's clock when it answered (ISO, UTC). */
  server_time: z.string(),
  /** Today in Taiwan (`YYYY-MM-DD`). */
  today: z.string(),
  /** This week's Monday in Taiwan (`YYYY-MM-DD`). */
  week_start: z.string(),
  /** Roles with `leads.read`. */
  leads: z
    .object({
      today: LeadSpanSchema,
      week: LeadSpanSchema,
      /**
       * Leads still `new` filed more than the promised hours ago: the inbox's list with
       * `status=new&to={before}`.
       */
      waiting: z.object({
        count: z.int(),
        /** Filed before this instant (ISO, UTC): the server's time minus the promised hours. */
        before: z.string(),
        /** When the longest-waiting of them was filed (ISO, UTC); null when none waits. */
        oldest_at: z.string().nullable(),
      }),
    })
    .nullable(),
  /**
   * Roles with `attribution.read`: this week's funnel (as the funnel of the week's days answers
   * it) and its overall conversion (verified ÷ exposure), against the previous week to the same
   * time; a rate is null when there was no exposure.
   */
  conversion: z
    .object({
      exposure: z.int(),
      verified: z.int(),
      rate: z.number().nullable(),
      previous_rate: z.number().nullable(),
    })
    .nullable(),
  /** Roles with `content.manage`: owners' reviews and companies' replies waiting for moderation. */
  moderation: z.object({ reviews: z.int(), replies: z.int() }).nullable(),
});
export type Overview = z.infer<typeof OverviewSchema>;

/** GET /console/api/overview. */
export const consoleOverviewContract = defineContract(consoleOverviewRoute, {
  id: 'getConsoleOverview',
  tag: 'console',
  summary:
    "The console home's figures for the signed-in role (any staff; a part the role may not read is null): leads today and this week (Taiwan days, weeks from Monday) against the same span of the day and week before, leads still new after the 24 h call-back promise (the inbox's `status=new&to={before}`), this week's funnel conversion, and reviews and replies waiting for moderation",
  auth: 'staff',
  response: envelope(OverviewSchema),
  errors: [],
});

/** The overview contract. */
export const CONSOLE_OVERVIEW_CONTRACTS = [consoleOverviewContract] as const;
