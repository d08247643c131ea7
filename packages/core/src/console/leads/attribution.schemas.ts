/**
 * What the attribution and the funnel answer (docs/spec/console.md#attribution): the range's
 * figures, each beside the previous period's (as many days, ending the day before the range
 * starts), partner keys with their partners' names, and the funnel's conversion rates. Response
 * schemas only; the queries are in `./leads.contract.ts`.
 */
import { z } from 'zod';

/** A range of Taiwan days, both inclusive (`YYYY-MM-DD`). */
const DaysSchema = { from: z.string(), to: z.string() };

/** A group's leads in the range and in the previous period. */
const AttributionTotalSchema = z.object({
  /** The group's value (a partner key, a module, a page, a UTM value); null: none. */
  key: z.string().nullable(),
  /** The partner's name, for a partner key (current or retired) of a known partner; else null. */
  name: z.string().nullable(),
  leads: z.int(),
  /** The same group's leads in the previous period. */
  previous: z.int(),
});

/** GET /console/api/attribution's data (with its `group`, `./leads.contract.ts`). */
export const AttributionAnswerSchema = z.object({
  ...DaysSchema,
  days: z.array(z.object({ day: z.string(), key: z.string().nullable(), leads: z.int() })),
  /** Every group that had leads in the range or the previous period; most leads first. */
  totals: z.array(AttributionTotalSchema),
  total: z.int(),
  /** The previous period: as many days, ending the day before `from`. */
  previous: z.object({ ...DaysSchema, total: z.int() }),
});
export type AttributionAnswer = z.infer<typeof AttributionAnswerSchema>;

/**
 * The funnel's conversion rates (0…1, or above 1 when a step counts more than the one before it:
 * submits are every lead of the lead table, opens only the quote widgets' events); null when the
 * step before counted nothing.
 */
const FunnelRatesSchema = z.object({
  /** open ÷ exposure. */
  open: z.number().nullable(),
  /** submit ÷ open. */
  submit: z.number().nullable(),
  /** verified ÷ submit. */
  verified: z.number().nullable(),
  /** verified ÷ exposure: from the first step to the last. */
  overall: z.number().nullable(),
});

/** The funnel's counts over a range. */
const FunnelCountsSchema = z.object({
  exposure: z.int(),
  open: z.int(),
  submit: z.int(),
  verified: z.int(),
  /** `clue_submit` events received (a page may be closed before it sends them). */
  submit_events: z.int(),
  rates: FunnelRatesSchema,
});

/** GET /console/api/funnel's data: the range's funnel and the previous period's. */
export const FunnelAnswerSchema = z.object({
  ...DaysSchema,
  ...FunnelCountsSchema.shape,
  previous: z.object({ ...DaysSchema, ...FunnelCountsSchema.shape }),
});
export type FunnelAnswer = z.infer<typeof FunnelAnswerSchema>;
export type FunnelRates = z.infer<typeof FunnelRatesSchema>;
