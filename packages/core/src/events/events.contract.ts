/**
 * First-party analytics collection (docs/spec/console.md#attribution; ADR 024): the widgets' and the site's
 * events,
 * batched, from the site and the partners' pages. Public; `text/plain` JSON from `sendBeacon` is
 * accepted here only (docs/spec-deviations.md).
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { envelope } from '../contracts/envelope.ts';
import { hasUnsafeChars } from '../schemas/common.ts';
import { postEventsRoute } from './events.routes.ts';

/** Most events in one batch. */
export const EVENTS_BATCH_MAX = 50;
/** Largest body of one batch, bytes (sendBeacon's own limit is 64 KiB). */
export const EVENTS_BODY_MAX = 32 * 1024;

function text(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasUnsafeChars(value));
}

/** One event as the sender batches it (unknown fields are dropped). */
export const AnalyticsEventSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
  category: text(128).optional(),
  action: text(128).optional(),
  label: text(256).optional(),
  partner: text(64).optional(),
  module: text(128).optional(),
  type: text(128).optional(),
  /** The page's URL; stored without its query and fragment. */
  page: text(1024).optional(),
  utm: z
    .object({
      source: text(128).optional(),
      medium: text(128).optional(),
      campaign: text(128).optional(),
      content: text(128).optional(),
    })
    .optional(),
  /** `page_view_stats`: which of the page's blocks the reader saw (docs/spec/quotes.md#calls). */
  flags: z
    .object({
      catalog: z.boolean().optional(),
      questions: z.boolean().optional(),
      same_quotation: z.boolean().optional(),
      work_list: z.boolean().optional(),
      may_like: z.boolean().optional(),
      same_layout: z.boolean().optional(),
    })
    .optional(),
  /** `client_error`: the script, line and column it was thrown at, without query. */
  source: text(256).optional(),
  /** When it happened, ms since the epoch. */
  ts: z.int().min(0).max(8_640_000_000_000_000).optional(),
});
export type AnalyticsEventInput = z.input<typeof AnalyticsEventSchema>;

/** Body of POST /api/events: 1 … 50 events. */
export const AnalyticsBatchSchema = z.array(AnalyticsEventSchema).min(1).max(EVENTS_BATCH_MAX);

/** POST /api/events. */
export const postEventsContract = defineContract(postEventsRoute, {
  id: 'postEvents',
  tag: 'analytics',
  summary:
    'Stores a batch of analytics events (at most 50, 32 KiB). JSON, or text/plain JSON as navigator.sendBeacon sends it. From the site or a partner origin; 120 batches per 10 minutes per address → 429',
  body: AnalyticsBatchSchema,
  response: envelope(z.object({ accepted: z.int() })),
  status: 202,
  errors: [403, 415, 429],
});

/** The analytics contracts. */
export const EVENTS_CONTRACTS = [postEventsContract] as const;
