/**
 * Popup manager and activity configs (docs/spec/quotes.md#entities, docs/spec/popups-and-header.md#states,
 * docs/spec/quotes.md#calls): which quote popup a page shows, and the
 * mid-year campaign's coupon flag and end time.
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { envelope } from '../contracts/envelope.ts';
import { POPUP_NAMES } from '../data/constants.ts';
import { configsRoute, popupsRoute } from './popups.routes.ts';
import { ConfigsQuerySchema, PopupsRequestSchema } from './popups.schemas.ts';

/** POST /hyperf/popups. */
export const popupsContract = defineContract(popupsRoute, {
  id: 'postPopups',
  example: { body: { page_name: 'home', data: [] } },
  tag: 'popups',
  summary:
    'The popup a page should show (community-valuation on work_detail, normal-valuation elsewhere; none after a clue or when shown on this page in the last 24 h; test_popup_name forces one) and meta.extra.has_submitted_clue',
  auth: 'optional',
  body: PopupsRequestSchema,
  response: envelope(z.array(z.object({ name: z.enum(POPUP_NAMES) })).max(1)).extend({
    meta: z.object({ extra: z.object({ has_submitted_clue: z.boolean() }) }),
  }),
});

/** GET /api/configs. */
export const configsContract = defineContract(configsRoute, {
  id: 'getConfigs',
  example: { query: { 'config_type[]': 'mid_year_celebration_2507' } },
  tag: 'popups',
  summary: 'Activity configs by config_type[] (mid_year_celebration_2507 → show_coupon, end_time in seconds)',
  query: ConfigsQuerySchema,
  response: envelope(
    z.object({
      mid_year_celebration_2507: z
        .object({ show_coupon: z.boolean(), end_time: z.int().nonnegative() })
        .optional(),
    }),
  ),
});

/** The popups contracts. */
export const POPUPS_CONTRACTS = [popupsContract, configsContract] as const;
