/**
 * The lead inbox (docs/spec/console.md#lead-inbox; ADR 024): one list of every lead read from the `leads`
 * index
 * table, which triggers keep in step with `quotes` and `clues`. Pages are keyset pages on
 * (created_at, kind, lead_id), newest first — never OFFSET — so the millionth lead costs what the
 * first does (bench/console.bench.ts). Mobiles are searched by their reversed digits, so a whole
 * number and its last digits are both one index range.
 */
import {
  LEAD_DISCARDS,
  LEAD_KINDS,
  LEAD_WORKFLOW,
  type LeadFilters,
  type LeadItem,
  type LeadKind,
  type LeadStatus,
} from '@renovo/core/contracts';
import { consoleLeadMessages, format } from '@renovo/core/messages';
import { ROLE_PERMISSIONS, type StaffRole } from '@renovo/core/schemas';
import { and, desc, eq, gte, isNull, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import { leadNotes, leads } from '../../db/schema-leads.ts';
import { fail } from '../../lib/errors.ts';
import { maskMobile, maskMobilesInText } from '../../lib/mobile.ts';
import { type Viewer, viewConditions } from './lead-views.ts';

/**
 * May this role see a lead's mobile and address in full (permission `leads.mobile`)? Support
 * calls the people back and admin answers for everything; marketing sees the leads for
 * attribution and gets them masked.
 */
export function seesPersonalData(role: StaffRole): boolean {
  return ROLE_PERMISSIONS[role].includes('leads.mobile');
}

/** A lead row as the list answers it (the contract's item). */
export type LeadRow = LeadItem;

/** Where a page starts: the last lead of the previous page. */
export interface LeadCursor {
  /** created_at to the microsecond, UTC ISO. */
  at: string;
  kind: LeadKind;
  id: number;
}

const TAIWAN_OFFSET = '+08:00';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MICRO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** created_at as text to the microsecond (a JS Date keeps milliseconds: ties would slip). */
const createdAtText = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const updatedAtText = sql<
  string | null
>`to_char(${leads.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The opaque cursor of a lead. */
export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.kind, cursor.id])).toString('base64url');
}

/** The cursor, or a 422 for anything this server did not hand out. */
export function decodeCursor(text: string): LeadCursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 3) {
      const [at, kind, id] = value as [unknown, unknown, unknown];
      if (
        typeof at === 'string' &&
        ISO_MICRO.test(at) &&
        // Within 1970…9999 (PostgreSQL refuses year 0, which a JS date takes).
        Date.parse(at) >= 0 &&
        typeof kind === 'string' &&
        (LEAD_KINDS as readonly string[]).includes(kind) &&
        Number.isSafeInteger(id) &&
        (id as number) > 0
      ) {
        return { at, kind: kind as LeadKind, id: id as number };
      }
    }
  } catch {
    // falls through to the 422
  }
  fail(422, consoleLeadMessages.cursorInvalid);
}

/** The instant a `from` bound starts at: a day starts at 00:00 Taiwan time. */
export function rangeStart(value: string): Date {
  return new Date(DAY.test(value) ? `${value}T00:00:00${TAIWAN_OFFSET}` : value);
}

/** The instant a `to` bound ends before: a day ends at the next day's 00:00 Taiwan time. */
export function rangeEnd(value: string): Date {
  if (!DAY.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00${TAIWAN_OFFSET}`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

/** The SQL conditions of the filters (a saved view's relative to `viewer`). */
function filterConditions(filters: LeadFilters, viewer: Viewer | undefined): SQL[] {
  const where: SQL[] = viewConditions(filters.view, viewer);
  if (filters.from) where.push(gte(leads.createdAt, rangeStart(filters.from)));
  if (filters.to) where.push(lt(leads.createdAt, rangeEnd(filters.to)));
  if (filters.partner) where.push(eq(leads.partnerKey, filters.partner));
  if (filters.kind) where.push(eq(leads.kind, filters.kind));
  if (filters.module) where.push(eq(leads.module, filters.module));
  if (filters.type) where.push(eq(leads.type, filters.type));
  if (filters.region !== undefined) where.push(eq(leads.regionId, filters.region));
  if (filters.verified) where.push(eq(leads.mobileVerified, filters.verified === '1'));
  if (filters.needs_review) where.push(eq(leads.needsReview, filters.needs_review === '1'));
  if (filters.status) where.push(eq(leads.status, filters.status));
  if (filters.assignee === 'none') where.push(isNull(leads.assigneeId));
  else if (filters.assignee !== undefined) where.push(eq(leads.assigneeId, filters.assignee));
  if (filters.mobile) {
    const reversed = [...filters.mobile].reverse().join('');
    // A whole number is an equality; its last digits a prefix of the reversed digits (an index range).
    where.push(
      filters.mobile.length === 10 ? eq(leads.mobileRev, reversed) : like(leads.mobileRev, `${reversed}%`),
    );
  }
  return where;
}

const listColumns = {
  kind: leads.kind,
  id: leads.leadId,
  createdAt: createdAtText,
  status: leads.status,
  mobileRev: leads.mobileRev,
  mobileVerified: leads.mobileVerified,
  needsReview: leads.needsReview,
  partnerKey: leads.partnerKey,
  module: leads.module,
  type: leads.type,
  regionId: leads.regionId,
  page: leads.page,
  utmSource: leads.utmSource,
  utmCampaign: leads.utmCampaign,
  assigneeId: leads.assigneeId,
  updatedAt: updatedAtText,
};

type ListRecord = {
  kind: LeadKind;
  id: number;
  createdAt: string;
  status: LeadStatus;
  mobileRev: string | null;
  mobileVerified: boolean;
  needsReview: boolean;
  partnerKey: string | null;
  module: string | null;
  type: string | null;
  regionId: number | null;
  page: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  assigneeId: number | null;
  updatedAt: string | null;
};

/**
 * The list's shape of a row; unless `full`, the mobile masked, and any mobile written into the
 * page or the UTM values too.
 */
function toRow(record: ListRecord, full: boolean): LeadRow {
  const mobile = record.mobileRev ? [...record.mobileRev].reverse().join('') : '';
  const written = (text: string | null) => (full || text === null ? text : maskMobilesInText(text));
  return {
    kind: record.kind,
    id: Number(record.id),
    created_at: record.createdAt,
    status: record.status,
    mobile: full || !mobile ? mobile : maskMobile(mobile),
    mobile_masked: !full && mobile !== '',
    mobile_verified: record.mobileVerified,
    needs_review: record.needsReview,
    partner_key: record.partnerKey,
    module: record.module,
    type: record.type,
    region_id: record.regionId,
    page: written(record.page),
    utm_source: written(record.utmSource),
    utm_campaign: written(record.utmCampaign),
    assignee_id: record.assigneeId === null ? null : Number(record.assigneeId),
    updated_at: record.updatedAt,
  };
}

/** Options of {@link listLeads}. */
export interface ListOptions {
  cursor?: LeadCursor;
  limit: number;
  /** Mobiles in full (the CSV for support and admin); the list masks them. */
  fullMobiles?: boolean;
  /** Who asks and when, for a saved view (`filters.view`). */
  viewer?: Viewer;
}

/**
 * The query of one page (limit + 1 rows, to know whether there is more); bench:console explains
 * it. The page's keys are found first, by an index-only scan of the covering index the planner
 * picks for the filters (migration 0009), and only the page's rows are then read by primary key:
 * a rare combination of filters skips index entries, not table rows.
 */
export function listQuery(db: Db, filters: LeadFilters, options: ListOptions) {
  const where = filterConditions(filters, options.viewer);
  if (options.cursor) {
    where.push(
      sql`(${leads.createdAt}, ${leads.kind}, ${leads.leadId}) < (${options.cursor.at}::timestamptz, ${options.cursor.kind}, ${options.cursor.id})`,
    );
  }
  const keys = db
    .select({ kind: leads.kind, leadId: leads.leadId, createdAt: leads.createdAt })
    .from(leads)
    .where(and(...where))
    .orderBy(desc(leads.createdAt), desc(leads.kind), desc(leads.leadId))
    .limit(options.limit + 1)
    .as('page_keys');
  return db
    .select(listColumns)
    .from(keys)
    .innerJoin(leads, and(eq(leads.kind, keys.kind), eq(leads.leadId, keys.leadId)))
    .orderBy(desc(keys.createdAt), desc(keys.kind), desc(keys.leadId));
}

/** One page of leads, newest first, and the cursor of the next (null on the last). */
export async function listLeads(
  db: Db,
  filters: LeadFilters,
  options: ListOptions,
): Promise<{ items: LeadRow[]; next: LeadCursor | null }> {
  const records = (await listQuery(db, filters, options)) as ListRecord[];
  const more = records.length > options.limit;
  const page = more ? records.slice(0, options.limit) : records;
  const last = page.at(-1);
  return {
    items: page.map((record) => toRow(record, options.fullMobiles === true)),
    next: more && last ? { at: last.createdAt, kind: last.kind, id: Number(last.id) } : null,
  };
}

/** The lead's list row, or a 404. */
export async function leadRow(db: Db, kind: LeadKind, id: number, full: boolean): Promise<LeadRow> {
  const [record] = (await db
    .select(listColumns)
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.leadId, id)))) as ListRecord[];
  if (!record) fail(404, consoleLeadMessages.leadNotFound);
  return toRow(record, full);
}

/**
 * May a lead move from `from` to `to`? Forward along new → contacted → matched → closed (steps
 * may be skipped), to invalid or spam from any other status, and back to new from invalid or spam
 * (a mistake undone). Staying put is allowed (nothing changes).
 */
function statusMoveAllowed(from: LeadStatus, to: LeadStatus): boolean {
  if (from === to) return true;
  const discards: readonly LeadStatus[] = LEAD_DISCARDS;
  const forward: readonly LeadStatus[] = LEAD_WORKFLOW;
  if (discards.includes(to)) return true;
  if (discards.includes(from)) return to === LEAD_WORKFLOW[0];
  return forward.indexOf(to) > forward.indexOf(from);
}

/** Statuses by name, for the 409's message. */
const STATUS_NAMES: Record<LeadStatus, string> = {
  new: consoleLeadMessages.statusNew,
  contacted: consoleLeadMessages.statusContacted,
  matched: consoleLeadMessages.statusMatched,
  closed: consoleLeadMessages.statusClosed,
  invalid: consoleLeadMessages.statusInvalid,
  spam: consoleLeadMessages.statusSpam,
};

/** What changed, for the audit log. */
export interface LeadChange {
  status?: { from: LeadStatus; to: LeadStatus };
  assignee?: { from: number | null; to: number | null };
}

/**
 * Changes a lead's status and/or assignee in one transaction (the row locked), checking the
 * workflow; answers what changed (empty when nothing did).
 */
export async function updateLead(
  db: Db,
  kind: LeadKind,
  id: number,
  update: { status?: LeadStatus; assignee_id?: number | null },
  now: Date,
): Promise<LeadChange> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status, assigneeId: leads.assigneeId })
      .from(leads)
      .where(and(eq(leads.kind, kind), eq(leads.leadId, id)))
      .for('update');
    if (!current) fail(404, consoleLeadMessages.leadNotFound);
    const change: LeadChange = {};
    const set: Partial<typeof leads.$inferInsert> = {};
    if (update.status !== undefined && update.status !== current.status) {
      if (!statusMoveAllowed(current.status, update.status)) {
        fail(
          409,
          format(consoleLeadMessages.statusNotAllowed, {
            from: STATUS_NAMES[current.status],
            to: STATUS_NAMES[update.status],
          }),
        );
      }
      set.status = update.status;
      change.status = { from: current.status, to: update.status };
    }
    const currentAssignee = current.assigneeId === null ? null : Number(current.assigneeId);
    if (update.assignee_id !== undefined && update.assignee_id !== currentAssignee) {
      if (update.assignee_id !== null) {
        // Only an enabled account whose role works leads may be given one.
        const [assignee] = await tx
          .select({ role: staffAccounts.role, disabled: staffAccounts.disabled })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, update.assignee_id));
        if (!assignee || assignee.disabled || !ROLE_PERMISSIONS[assignee.role].includes('leads.work')) {
          fail(422, consoleLeadMessages.assigneeInvalid);
        }
      }
      set.assigneeId = update.assignee_id;
      change.assignee = { from: currentAssignee, to: update.assignee_id };
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(leads)
        .set({ ...set, updatedAt: now })
        .where(and(eq(leads.kind, kind), eq(leads.leadId, id)));
    }
    return change;
  });
}

/** Adds a note; a 404 when the lead does not exist. */
export async function addNote(
  db: Db,
  kind: LeadKind,
  id: number,
  staffId: number | null,
  body: string,
  now: Date,
) {
  const [exists] = await db
    .select({ id: leads.leadId })
    .from(leads)
    .where(and(eq(leads.kind, kind), eq(leads.leadId, id)));
  if (!exists) fail(404, consoleLeadMessages.leadNotFound);
  const [note] = await db
    .insert(leadNotes)
    .values({ kind, leadId: id, staffId, body, createdAt: now })
    .returning();
  await db
    .update(leads)
    .set({ updatedAt: now })
    .where(and(eq(leads.kind, kind), eq(leads.leadId, id)));
  return {
    id: Number(note!.id),
    staff_id: note!.staffId === null ? null : Number(note!.staffId),
    body: note!.body,
    created_at: note!.createdAt.toISOString(),
  };
}
