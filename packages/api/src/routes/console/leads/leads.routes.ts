/**
 * The console's lead inbox and attribution (issue 16 §7, §8; ADR 024), under /console/api/.
 * Staff only, by the staff session cookie (the gate; never a member's token, never partner
 * CORS), with the Origin check on mutations. Roles: support, marketing and admin read and work
 * the inbox; marketing sees mobiles and addresses masked; attribution is marketing's and admin's.
 * Every view of a lead's personal data, every search by mobile, every export and every change is
 * written to the audit log (a mobile never is: searches are recorded masked).
 */
import {
  type LeadFilters,
  consoleAttributionContract,
  consoleFunnelContract,
  consoleLeadCsvContract,
  consoleLeadDetailContract,
  consoleLeadListContract,
  consoleLeadNoteContract,
  consoleLeadUpdateContract,
} from '@renovo/core/contracts';
import { consoleLeadMessages, format } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../../lib/app-env.ts';
import { route } from '../../../lib/contract-route.ts';
import { attribution, funnel } from '../../../services/leads/attribution.ts';
import { CSV_MAX_ROWS, leadCsvStream } from '../../../services/leads/csv.ts';
import {
  addNote,
  decodeCursor,
  encodeCursor,
  leadDetail,
  leadRow,
  listLeads,
  seesPersonalData,
  updateLead,
} from '../../../services/leads/index.ts';

/** Staff roles of the console. */
export type StaffRole = 'admin' | 'marketing' | 'support' | 'editor';

/** The signed-in staff member. */
export interface ConsoleStaff {
  id: number;
  role: StaffRole;
}

/** One audit entry. */
export interface AuditEntry {
  action: string;
  /** What it acted on, e.g. `lead:basic:12`. */
  target?: string;
  detail?: Record<string, unknown>;
}

/** What these routes need of staff authentication and the audit log. */
export interface ConsoleGate {
  /** The staff member with one of `roles` (401 when not signed in, 403 for another role or a foreign-origin mutation). */
  requireStaff(c: Context<AppEnv>, roles: readonly StaffRole[]): Promise<ConsoleStaff>;
  /** Writes one audit entry for `staff`. */
  recordAudit(c: Context<AppEnv>, staff: ConsoleStaff, entry: AuditEntry): Promise<void>;
}

/** Who reads and works the inbox. */
export const LEAD_ROLES: readonly StaffRole[] = ['support', 'marketing', 'admin'];
/** Who reads attribution. */
export const ATTRIBUTION_ROLES: readonly StaffRole[] = ['marketing', 'admin'];

/** The filters as the audit log keeps them: a searched mobile masked to its last 3 digits. */
function auditedFilters(filters: LeadFilters): Record<string, unknown> {
  const out: Record<string, unknown> = { ...filters };
  if (filters.mobile) out.mobile = `***${filters.mobile.slice(-3)}`;
  return out;
}

/** The inbox and attribution routes on `gate`. */
export function consoleLeadsRoutes(gate: ConsoleGate): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The staff member of each request, set by the gate before its input is validated.
  const staffByRequest = new WeakMap<Request, ConsoleStaff>();
  const staffOf = (c: Context<AppEnv>) => staffByRequest.get(c.req.raw)!;
  const gated = (roles: readonly StaffRole[]) => async (c: Context<AppEnv>) => {
    staffByRequest.set(c.req.raw, await gate.requireStaff(c, roles));
    c.header('Cache-Control', 'no-store');
  };

  route(
    app,
    consoleLeadListContract,
    async (c, input) => {
      const staff = staffOf(c);
      const { cursor, limit, ...filters } = input.query;
      const page = await listLeads(c.get('deps').db, filters, {
        cursor: cursor ? decodeCursor(cursor) : undefined,
        limit: limit ?? 50,
      });
      if (filters.mobile) {
        await gate.recordAudit(c, staff, {
          action: 'lead.search',
          detail: { filters: auditedFilters(filters), results: page.items.length },
        });
      }
      return input.ok({
        items: page.items,
        next_cursor: page.next ? encodeCursor(page.next) : null,
        server_time: c.get('deps').clock().toISOString(),
      });
    },
    { before: gated(LEAD_ROLES) },
  );

  route(
    app,
    consoleLeadCsvContract,
    async (c, input) => {
      const staff = staffOf(c);
      const full = seesPersonalData(staff.role);
      await gate.recordAudit(c, staff, {
        action: 'lead.export',
        detail: { filters: auditedFilters(input.query), mobiles: full ? 'full' : 'masked' },
      });
      const stream = leadCsvStream(c.get('deps').db, input.query, {
        fullMobiles: full,
        truncatedNote: format(consoleLeadMessages.csvTruncated, { n: CSV_MAX_ROWS }),
      });
      const day = c.get('deps').clock().toISOString().slice(0, 10).replaceAll('-', '');
      return new Response(stream, {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
    { before: gated(LEAD_ROLES) },
  );

  route(
    app,
    consoleLeadDetailContract,
    async (c, input) => {
      const staff = staffOf(c);
      const { kind, id } = input.params;
      const detail = await leadDetail(c.get('deps').db, kind, id, staff.role);
      await gate.recordAudit(c, staff, {
        action: 'lead.view',
        target: `lead:${kind}:${id}`,
        detail: { personal_data: seesPersonalData(staff.role) ? 'full' : 'masked' },
      });
      return input.ok(detail);
    },
    { before: gated(LEAD_ROLES) },
  );

  route(
    app,
    consoleLeadUpdateContract,
    async (c, input) => {
      const staff = staffOf(c);
      const { kind, id } = input.params;
      const { db, clock } = c.get('deps');
      const change = await updateLead(db, kind, id, input.body, clock());
      if (change.status || change.assignee) {
        await gate.recordAudit(c, staff, {
          action: 'lead.update',
          target: `lead:${kind}:${id}`,
          detail: { ...change },
        });
      }
      return input.ok(await leadRow(db, kind, id, false));
    },
    { before: gated(LEAD_ROLES) },
  );

  route(
    app,
    consoleLeadNoteContract,
    async (c, input) => {
      const staff = staffOf(c);
      const { kind, id } = input.params;
      const { db, clock } = c.get('deps');
      const note = await addNote(db, kind, id, staff.id, input.body.body, clock());
      // The note's text may hold personal data: the log records that a note was added, not its words.
      await gate.recordAudit(c, staff, {
        action: 'lead.note',
        target: `lead:${kind}:${id}`,
        detail: { note_id: note.id },
      });
      return input.ok(note);
    },
    { before: gated(LEAD_ROLES) },
  );

  route(
    app,
    consoleAttributionContract,
    async (c, input) => input.ok(await attribution(c.get('deps').db, input.query)),
    { before: gated(ATTRIBUTION_ROLES) },
  );

  route(
    app,
    consoleFunnelContract,
    async (c, input) => input.ok(await funnel(c.get('deps').db, input.query)),
    { before: gated(ATTRIBUTION_ROLES) },
  );

  return app;
}
