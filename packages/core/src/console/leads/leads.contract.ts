/**
 * The console's lead inbox and attribution (docs/spec/console.md#lead-inbox,
 * docs/spec/console.md#attribution; ADR 024). Staff only: the staff
 * session cookie (never a member's token, never partner CORS); a mutation from another origin is
 * a 403. Roles support, marketing and admin; marketing sees mobiles masked (docs/api.md).
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import { LEAD_KINDS, LEAD_STATUSES, LEAD_VIEWS } from '../../leads/lead-facts.ts';
import { consoleLeadMessages } from '../../messages/console-leads.ts';
import { hasUnsafeChars } from '../../schemas/common.ts';
import { AttributionAnswerSchema, FunnelAnswerSchema } from './attribution.schemas.ts';
import { LeadExtrasSchema } from './lead-extras.schemas.ts';
import {
  consoleAttributionRoute,
  consoleFunnelRoute,
  consoleLeadCsvRoute,
  consoleLeadDetailRoute,
  consoleLeadListRoute,
  consoleLeadNoteRoute,
  consoleLeadUpdateRoute,
} from './leads.routes.ts';

/** Groups of the attribution report. */
export const ATTRIBUTION_GROUPS = ['partner', 'module', 'landing', 'utm_source', 'utm_campaign'] as const;
export type AttributionGroup = (typeof ATTRIBUTION_GROUPS)[number];

/** Most leads one page of the list answers. */
export const LEAD_PAGE_MAX = 200;

const INT4_MAX = 2_147_483_647;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** 1970-01-01 … 8999-12-31 (PostgreSQL refuses year 0, and a day after 9999 has no ISO form). */
function inRange(time: number): boolean {
  return time >= 0 && time < Date.UTC(9000, 0, 1);
}

/** A text filter: at most `max` characters, no control character or lone surrogate. */
function filterText(max: number) {
  return z
    .string()
    .min(1)
    .max(max)
    .refine((value) => !hasUnsafeChars(value));
}

/** Digits of a query string as a positive int4. */
const QueryId = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= INT4_MAX);

/**
 * A day (`YYYY-MM-DD`, a whole day in Taiwan time) or an instant (ISO 8601 with its offset, e.g.
 * the `server_time` of a list answer, for "what is new since").
 */
export const LeadDateSchema = z
  .string()
  .max(40)
  .refine((value) => (DAY.test(value) || TIME.test(value)) && inRange(Date.parse(value)), {
    message: consoleLeadMessages.dateInvalid,
  });

/** The filters of the list, the CSV export (all optional; combined with AND). */
export const LeadFiltersSchema = z.object({
  /** From this day (Taiwan time) or instant, inclusive. */
  from: LeadDateSchema.optional(),
  /** Up to this day (inclusive, Taiwan time) or instant (exclusive). */
  to: LeadDateSchema.optional(),
  partner: filterText(64).optional(),
  kind: z.enum(LEAD_KINDS).optional(),
  /** quotes.module, or a clue's type (the entry that asked for it). */
  module: filterText(128).optional(),
  /** quotes.type, or a clue's source_type. */
  type: filterText(128).optional(),
  region: QueryId.optional(),
  /** 1: the number was confirmed by an SMS code; 0: it was not. */
  verified: z.enum(['0', '1']).optional(),
  needs_review: z.enum(['0', '1']).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  /** A staff id, or `none`: the leads nobody follows up yet. */
  assignee: z.union([z.literal('none'), QueryId]).optional(),
  /** A whole mobile (10 digits) or, for roles that see mobiles in full, its last 3 to 9 digits. */
  mobile: z
    .string()
    .regex(/^\d{3,10}$/, consoleLeadMessages.mobileSearchInvalid)
    .optional(),
  /**
   * A saved view, ANDed with the other filters: `today` the leads filed today (Taiwan day, by the
   * server's clock), `callback` those still new (nobody has called them back), `mine` those
   * assigned to the staff member asking.
   */
  view: z.enum(LEAD_VIEWS).optional(),
});
export type LeadFilters = z.output<typeof LeadFiltersSchema>;

/** Query of GET /console/api/leads: the filters, a cursor and a page size. */
export const LeadListQuerySchema = LeadFiltersSchema.extend({
  /** `next_cursor` of the previous page (opaque). */
  cursor: z.string().min(1).max(200).optional(),
  /** 1 … 200, default 50. */
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= LEAD_PAGE_MAX)
    .optional(),
});

/** A lead in the list. */
export const LeadItemSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  id: z.int().positive(),
  created_at: z.string(),
  status: z.enum(LEAD_STATUSES),
  /** Masked (0912***678) unless the answer is a detail to a role that may see it. */
  mobile: z.string(),
  mobile_masked: z.boolean(),
  mobile_verified: z.boolean(),
  needs_review: z.boolean(),
  partner_key: z.string().nullable(),
  module: z.string().nullable(),
  type: z.string().nullable(),
  region_id: z.int().nullable(),
  /** The page it was filed on, without its query. */
  page: z.string().nullable(),
  utm_source: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  assignee_id: z.int().nullable(),
  updated_at: z.string().nullable(),
});
export type LeadItem = z.infer<typeof LeadItemSchema>;

/** A staff note on a lead. */
export const LeadNoteSchema = z.object({
  id: z.int().positive(),
  staff_id: z.int().nullable(),
  body: z.string(),
  created_at: z.string(),
});
export type LeadNote = z.infer<typeof LeadNoteSchema>;

/** The consent a lead was filed with. */
export const LeadConsentSchema = z.object({
  purpose: z.string(),
  notice_version: z.string(),
  accepted_at: z.string(),
  /** The address it was given from (null for marketing, or once anonymised). */
  client_ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  partner_key: z.string().nullable(),
});

/** GET /console/api/leads/{kind}/{id}: everything stored about a lead. */
export const LeadDetailSchema = z.object({
  lead: LeadItemSchema,
  /** Every stored column of the lead's row (quotes or clues), snake_case; personal ones masked for marketing. */
  record: z.record(z.string(), z.unknown()),
  consent: LeadConsentSchema.nullable(),
  utm: z.record(z.string(), z.unknown()),
  /** The home and every UTM value, as the CSV writes them (personal data masked as in `record`). */
  extras: LeadExtrasSchema,
  notes: z.array(LeadNoteSchema),
});
export type LeadDetail = z.infer<typeof LeadDetailSchema>;

/** Path of a lead. */
export const LeadParamsSchema = z.object({ kind: z.enum(LEAD_KINDS), id: QueryId });

/** Body of PATCH /console/api/leads/{kind}/{id}: a status, an assignee (null: none), or both. */
export const LeadUpdateSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES).optional(),
    assignee_id: z.int().min(1).max(INT4_MAX).nullable().optional(),
  })
  .refine((value) => value.status !== undefined || value.assignee_id !== undefined);
export type LeadUpdate = z.infer<typeof LeadUpdateSchema>;

/** Body of POST /console/api/leads/{kind}/{id}/notes. */
export const LeadNoteBodySchema = z.strictObject({
  body: z
    .string(consoleLeadMessages.noteInvalid)
    .trim()
    .min(1, consoleLeadMessages.noteInvalid)
    .max(2000, consoleLeadMessages.noteInvalid)
    .refine((value) => !hasUnsafeChars(value, true), consoleLeadMessages.noteInvalid),
});

/** Query of the attribution and the funnel: a range of days (Taiwan time), at most 366. */
const RangeSchema = z.object({
  from: z.string().regex(DAY, consoleLeadMessages.dateInvalid),
  to: z.string().regex(DAY, consoleLeadMessages.dateInvalid),
  partner: filterText(64).optional(),
});

/** Query of GET /console/api/attribution. */
export const AttributionQuerySchema = RangeSchema.extend({ group: z.enum(ATTRIBUTION_GROUPS) });

/** Query of GET /console/api/funnel. */
export const FunnelQuerySchema = RangeSchema.extend({ module: filterText(128).optional() });

/** GET /console/api/leads. */
export const consoleLeadListContract = defineContract(consoleLeadListRoute, {
  id: 'getConsoleLeads',
  tag: 'console',
  summary:
    'Every lead (quotes, consults, authorisations, orders), newest first, filtered; keyset pages of (created_at, kind, id). Mobiles masked. Poll with `from` = the last `server_time` minus a minute for new leads (ADR 024). A role that sees mobiles masked searches `mobile` by the whole number only (422 otherwise); searches by mobile are limited per staff account (429) and audited',
  auth: 'staff',
  query: LeadListQuerySchema,
  response: envelope(
    z.object({
      items: z.array(LeadItemSchema),
      /** Pass as `cursor` for the next page; null on the last. */
      next_cursor: z.string().nullable(),
      /** The server's clock when it answered (ISO). */
      server_time: z.string(),
    }),
  ),
  errors: [429],
});

/** GET /console/api/leads.csv. */
export const consoleLeadCsvContract = defineContract(consoleLeadCsvRoute, {
  id: 'getConsoleLeadsCsv',
  tag: 'console',
  summary:
    "The filtered list as CSV (UTF-8 with BOM; times in Taiwan time, the offset in the headings; each coded value by its zh-TW name with its code in a column of its own; the home, every UTM value, the page and its path, the verification marks; mobiles in full for support and admin, masked for marketing; formula-leading cells neutralised). The `mobile` filter follows the list's rule (whole number only for masked roles; limited per staff account). Audited",
  auth: 'staff',
  query: LeadFiltersSchema,
  response: z.string(),
  contentType: 'text/csv',
  errors: [429],
});

/** GET /console/api/leads/{kind}/{id}. */
export const consoleLeadDetailContract = defineContract(consoleLeadDetailRoute, {
  id: 'getConsoleLead',
  tag: 'console',
  summary:
    'A lead with everything stored: its row, the consent (notice version, time, address), page, partner, UTM and notes. Audited',
  auth: 'staff',
  params: LeadParamsSchema,
  response: envelope(LeadDetailSchema),
  errors: [404],
});

/** PATCH /console/api/leads/{kind}/{id}. */
export const consoleLeadUpdateContract = defineContract(consoleLeadUpdateRoute, {
  id: 'patchConsoleLead',
  tag: 'console',
  summary:
    'Moves a lead along new → contacted → matched → closed (or to invalid / spam, and back to new from them) and/or assigns it. Audited',
  auth: 'staff',
  params: LeadParamsSchema,
  body: LeadUpdateSchema,
  response: envelope(LeadItemSchema),
  errors: [404, 409],
});

/** POST /console/api/leads/{kind}/{id}/notes. */
export const consoleLeadNoteContract = defineContract(consoleLeadNoteRoute, {
  id: 'postConsoleLeadNote',
  tag: 'console',
  summary: 'Adds a note to a lead. Audited',
  auth: 'staff',
  params: LeadParamsSchema,
  body: LeadNoteBodySchema,
  response: envelope(LeadNoteSchema),
  status: 201,
  errors: [404],
});

/** GET /console/api/attribution. */
export const consoleAttributionContract = defineContract(consoleAttributionRoute, {
  id: 'getConsoleAttribution',
  tag: 'console',
  summary:
    "Leads per day (Taiwan time) per partner, module, landing page, utm_source or utm_campaign, from the lead table (the inbox's counts), each group beside its count in the previous period (as many days, ending the day before `from`); partner keys with their partners' names",
  auth: 'staff',
  query: AttributionQuerySchema,
  response: envelope(AttributionAnswerSchema.extend({ group: z.enum(ATTRIBUTION_GROUPS) })),
  errors: [],
});

/** GET /console/api/funnel. */
export const consoleFunnelContract = defineContract(consoleFunnelRoute, {
  id: 'getConsoleFunnel',
  tag: 'console',
  summary:
    'Widget exposure → open → submit → verified over a range and over the previous period (as many days, ending the day before `from`), with the conversion rate of each step from the one before and overall (verified ÷ exposure): exposures and opens from the analytics events, submits and verified from the lead table',
  auth: 'staff',
  query: FunnelQuerySchema,
  response: envelope(FunnelAnswerSchema),
  errors: [],
});

/** The console's lead and attribution contracts. */
export const CONSOLE_LEADS_CONTRACTS = [
  consoleLeadListContract,
  consoleLeadCsvContract,
  consoleLeadDetailContract,
  consoleLeadUpdateContract,
  consoleLeadNoteContract,
  consoleAttributionContract,
  consoleFunnelContract,
] as const;
