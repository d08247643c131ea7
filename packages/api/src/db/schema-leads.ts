/**
 * The lead inbox and attribution tables (docs/spec/console.md#lead-inbox, docs/spec/console.md#attribution;
 * ADR 024).
 *
 * `leads` is one row per lead of any kind — basic and community quotes (`quotes`), consults,
 * authorisations and orders (`clues`) — holding what the inbox filters and sorts by and the
 * workflow state (status, assignee). Database triggers keep it in step with `quotes` and `clues`
 * (migration `leads_triggers`): every way a lead is written (the lead routes, seeding, a bulk
 * INSERT … SELECT) indexes it, and an erasure or anonymisation clears its mobile here too. The
 * list is read from this one table by keyset on (created_at, kind, lead_id), never OFFSET.
 *
 * `lead_notes` are the staff's notes on a lead; `analytics_events` the first-party analytics
 * events of `POST /api/events` (no personal data: no address, no mobile, no user id).
 */
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { type leadKeys, users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One row per lead (quotes and clues), kept by triggers; the workflow state lives here. */
export const leads = pgTable(
  'leads',
  {
    kind: text('kind').$type<LeadKind>().notNull(),
    /** `quotes.id` (basic, community) or `clues.id` (consult, authorize, order). */
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull(),
    partnerKey: text('partner_key'),
    /** quotes.module, or the clue's `type` (the entry that asked, e.g. work_detail_auto_popbox). */
    module: text('module'),
    /** quotes.type, or the clue's `source_type` (work, article…). */
    type: text('type'),
    /** quotes.region_id, or a clue's details.region_id when it sent one. */
    regionId: integer('region_id'),
    /** The mobile reversed (suffix search by a LIKE prefix on an index); null once erased. */
    mobileRev: text('mobile_rev'),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    needsReview: boolean('needs_review').notNull().default(false),
    /** The page the lead was filed on, without its query (landing-page attribution). */
    page: text('page'),
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    /** The staff account that follows the lead up (staff id). */
    assigneeId: bigint('assignee_id', { mode: 'number' }),
    updatedAt: ts('updated_at'),
    // The company side (docs/spec/company-side.md#matching); whether matching ran for it lives in
    // `lead_matching` (schema-company-side.ts).
    /** When the owner asked the companies to stop contacting them (from the result page). */
    contactStoppedAt: ts('contact_stopped_at'),
    /** When the owner was sent the SMS naming the companies that accepted (once per lead). */
    ownerNotifiedAt: ts('owner_notified_at'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.leadId] }),
    check('leads_status_check', oneOf(t.status, LEAD_STATUSES)),
    // Each filter's index carries the other filter columns (INCLUDE, added by migration 0009:
    // drizzle cannot say it), so a page's keys are found by an index-only scan, however rare
    // the combination of filters (ADR 024, "Covering indexes").
    index('leads_created_idx').on(t.createdAt, t.kind, t.leadId),
    index('leads_kind_idx').on(t.kind, t.createdAt, t.leadId),
    index('leads_partner_idx').on(t.partnerKey, t.createdAt, t.kind, t.leadId),
    index('leads_status_idx').on(t.status, t.createdAt, t.kind, t.leadId),
    index('leads_module_idx').on(t.module, t.createdAt, t.kind, t.leadId),
    index('leads_type_idx').on(t.type, t.createdAt, t.kind, t.leadId),
    index('leads_region_idx').on(t.regionId, t.createdAt, t.kind, t.leadId),
    index('leads_needs_review_idx').on(t.createdAt, t.kind, t.leadId).where(sql`${t.needsReview}`),
    index('leads_assignee_idx').on(t.assigneeId, t.createdAt, t.kind, t.leadId),
    index('leads_mobile_rev_idx').on(t.mobileRev.op('text_pattern_ops')),
  ],
);

/** Staff notes on a lead. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<LeadKind>().notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.kind, t.leadId], foreignColumns: [leads.kind, leads.leadId] }).onDelete(
      'cascade',
    ),
    index('lead_notes_lead_idx').on(t.kind, t.leadId, t.createdAt),
  ],
);

/**
 * First-party analytics events (`POST /api/events`): what the widgets and the site push to
 * `dataLayer`, batched. No address, mobile or member id is stored. Indexed by day of receipt.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** When the server received it (the day index and the attribution ranges use this). */
    receivedAt: ts('received_at').notNull().defaultNow(),
    /** When the page says it happened (clamped to the receipt time ± 1 day). */
    at: ts('at').notNull(),
    name: text('name').notNull(),
    category: text('category'),
    action: text('action'),
    label: text('label'),
    partnerKey: text('partner_key'),
    module: text('module'),
    type: text('type'),
    page: text('page'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmContent: text('utm_content'),
    /** `page_view_stats`: the six exposure flags (which blocks the reader saw). */
    flags: jsonb('flags').$type<Record<string, boolean>>(),
    /** `client_error`: the script, line and column, without query. */
    source: text('source'),
  },
  (t) => [
    index('analytics_events_at_idx').on(t.at),
    index('analytics_events_name_at_idx').on(t.name, t.at),
    // A partner's or a module's funnel reads its own events only, however many others there are.
    index('analytics_events_partner_idx').on(t.partnerKey, t.name, t.at),
    index('analytics_events_module_idx').on(t.module, t.name, t.at),
  ],
);

/**
 * 停止聯繫 asked from the result page of a quote that was never stored — another client's repeat,
 * answered with a sealed result id (`quote/signed-result-id.ts`) — so that page answers as a
 * stored quote's does afterwards (docs/spec/company-side.md#owner-control): keyed by that id, no
 * personal data, no lead.
 */
export const unstoredResultStops = pgTable('unstored_result_stops', {
  publicId: text('public_id').primaryKey(),
  stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull(),
});

/**
 * What a repeat of another client's lead was answered (services/lead-guard/foreign-answers.ts): no
 * lead is stored for it, but its fresh id, its time and the facts its answer shows are, with the
 * client that asked — so that client's repeats get the same answer, and the recent records,
 * today's count and "this device has left a lead" count it as they count a new lead: nobody can
 * tell from them whether a number had a lead. No mobile: the repeat key is a hash. An erased
 * member's rows lose the member, the device and the key, and stay for the records.
 */
export const foreignLeadAnswers = pgTable(
  'foreign_lead_answers',
  {
    leadTable: text('lead_table').$type<(typeof leadKeys.$inferSelect)['leadTable']>().notNull(),
    /** Drawn from the lead table's sequence: no stored lead has it. */
    id: bigint('id', { mode: 'number' }).notNull(),
    /** The repeat key (a hash of the number and the source); cleared by the lead retention. */
    dedupeKey: text('dedupe_key'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    clientUuid: text('client_uuid'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /** What the answer shows (a quote's region, size, layout and community id): no personal data. */
    shown: jsonb('shown').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.leadTable, t.id] }),
    index('foreign_lead_answers_repeat_idx').on(t.dedupeKey, t.answeredAt),
    index('foreign_lead_answers_answered_idx').on(t.leadTable, t.answeredAt),
    index('foreign_lead_answers_device_idx').on(t.clientUuid),
    index('foreign_lead_answers_member_idx').on(t.userId),
  ],
);
