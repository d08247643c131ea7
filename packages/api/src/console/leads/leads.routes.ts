/**
 * The console's lead inbox and attribution (docs/spec/console.md#lead-inbox,
 * docs/spec/console.md#attribution; ADR 024), under /console/api/.
 * Staff only, by the staff session cookie (the gate; never a member's token, never partner
 * CORS), with the Origin check on mutations (`requireStaff`). Roles by core's permissions:
 * support, marketing and admin read and work the inbox (`leads.read`, `leads.work`); marketing
 * and admin export it (`leads.export`); only support and admin see mobiles and addresses in full
 * (`leads.mobile`: marketing gets them masked, in the detail and the CSV alike); attribution is
 * marketing's and admin's (`attribution.read`).
 * Every view of a lead's personal data, every search by mobile, every export and every change is
 * written to the audit log (a mobile never is: searches are recorded masked). The list and the
 * CSV take a saved view (`view`: today, callback, mine) relative to the staff member asking. A role that sees
 * mobiles masked searches by the whole number only, and every search by mobile is counted per
 * staff account (`admitMobileSearch`).
 */
import {
  consoleAttributionContract,
  consoleFunnelContract,
  consoleLeadCsvContract,
  consoleLeadDetailContract,
  consoleLeadListContract,
  consoleLeadNoteContract,
  consoleLeadUpdateContract,
  type LeadFilters,
} from '@renovo/core/contracts';
import { consoleLeadMessages, format } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { formatTaipei } from '../../lib/time.ts';
import { currentStaff, requireStaff } from '../../middleware/staff-auth/index.ts';
import { type AuditEntry, recordAudit } from '../../services/audit/index.ts';
import { attribution, funnel } from './attribution.ts';
import { CSV_MAX_ROWS, leadCsvStream } from './csv.ts';
import { leadDetail } from './lead-detail.service.ts';
import type { Viewer } from './lead-views.ts';
import {
  addNote,
  decodeCursor,
  encodeCursor,
  leadRow,
  listLeads,
  seesPersonalData,
  updateLead,
} from './leads.service.ts';
import { admitMobileSearch } from './mobile-search.ts';

/** Who reads and works the inbox (support, marketing, admin). */
const LEAD_ROLES = rolesWith('leads.read');
/** Who exports it (marketing, admin). */
const EXPORT_ROLES = rolesWith('leads.export');
/** Who reads attribution (marketing, admin). */
const ATTRIBUTION_ROLES = rolesWith('attribution.read');

/** The filters as the audit log keeps them: without the mobile (`admitMobileSearch` says how it was searched). */
function auditedFilters(filters: LeadFilters): Record<string, unknown> {
  const { mobile: _searched, ...rest } = filters;
  return rest;
}

/** The staff member asking and the server's time: what a saved view (`view`) is relative to. */
function viewerOf(c: Context<AppEnv>): Viewer {
  return { staffId: currentStaff(c).id, now: c.get('deps').clock() };
}

/** The inbox and attribution routes. */
export function consoleLeadsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const audit = (c: Context<AppEnv>, entry: AuditEntry) => recordAudit(c.get('deps').db, c, entry);
  const lead = (kind: string, id: number) =>
    ({ subjectType: 'lead', subjectId: `${kind}:${id}` }) satisfies Partial<AuditEntry>;

  route(
    app,
    consoleLeadListContract,
    async (c, input) => {
      const { cursor, limit, ...filters } = input.query;
      const searched = filters.mobile ? await admitMobileSearch(c, currentStaff(c), filters.mobile) : null;
      const page = await listLeads(c.get('deps').db, filters, {
        cursor: cursor ? decodeCursor(cursor) : undefined,
        limit: limit ?? 50,
        viewer: viewerOf(c),
      });
      if (searched) {
        await audit(c, {
          action: 'lead.search',
          details: { filters: auditedFilters(filters), ...searched, results: page.items.length },
        });
      }
      return input.ok({
        items: page.items,
        next_cursor: page.next ? encodeCursor(page.next) : null,
        server_time: c.get('deps').clock().toISOString(),
      });
    },
    { use: [requireStaff(...LEAD_ROLES)] },
  );

  route(
    app,
    consoleLeadCsvContract,
    async (c, input) => {
      const staff = currentStaff(c);
      const full = seesPersonalData(staff.role);
      const searched = input.query.mobile ? await admitMobileSearch(c, staff, input.query.mobile) : {};
      await audit(c, {
        action: 'leads.export',
        subjectType: 'lead',
        details: { filters: auditedFilters(input.query), ...searched, mobiles_in_full: full },
      });
      const stream = leadCsvStream(c.get('deps').db, input.query, {
        fullMobiles: full,
        truncatedNote: format(consoleLeadMessages.csvTruncated, { n: CSV_MAX_ROWS }),
        viewer: viewerOf(c),
      });
      // The file is named by its Taiwan day, as every time in it is.
      const day = formatTaipei(c.get('deps').clock()).slice(0, 10).replaceAll('-', '');
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
    { use: [requireStaff(...EXPORT_ROLES)] },
  );

  route(
    app,
    consoleLeadDetailContract,
    async (c, input) => {
      const staff = currentStaff(c);
      const { kind, id } = input.params;
      const detail = await leadDetail(c.get('deps').db, kind, id, staff.role);
      await audit(c, {
        action: 'lead.view',
        ...lead(kind, id),
        details: { mobiles_in_full: seesPersonalData(staff.role) },
      });
      return input.ok(detail);
    },
    { use: [requireStaff(...LEAD_ROLES)] },
  );

  route(
    app,
    consoleLeadUpdateContract,
    async (c, input) => {
      const { kind, id } = input.params;
      const { db, clock } = c.get('deps');
      const change = await updateLead(db, kind, id, input.body, clock());
      if (change.status || change.assignee) {
        await audit(c, { action: 'lead.update', ...lead(kind, id), details: { ...change } });
      }
      return input.ok(await leadRow(db, kind, id, false));
    },
    { use: [requireStaff(...LEAD_ROLES)] },
  );

  route(
    app,
    consoleLeadNoteContract,
    async (c, input) => {
      const staff = currentStaff(c);
      const { kind, id } = input.params;
      const { db, clock } = c.get('deps');
      const note = await addNote(db, kind, id, staff.id, input.body.body, clock());
      // The note's text may hold personal data: the log records that a note was added, not its words.
      await audit(c, { action: 'lead.note', ...lead(kind, id), details: { note_id: note.id } });
      return input.ok(note);
    },
    { use: [requireStaff(...LEAD_ROLES)] },
  );

  route(
    app,
    consoleAttributionContract,
    async (c, input) => input.ok(await attribution(c.get('deps').db, input.query)),
    { use: [requireStaff(...ATTRIBUTION_ROLES)] },
  );

  route(
    app,
    consoleFunnelContract,
    async (c, input) => input.ok(await funnel(c.get('deps').db, input.query)),
    { use: [requireStaff(...ATTRIBUTION_ROLES)] },
  );

  return app;
}
