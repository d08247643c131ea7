/**
 * Offers and reports in the console (docs/spec/company-side.md#console, #reports): staff who
 * read leads see a lead's offers; staff who work leads reassign an offer and decide reports.
 * Every change is audited; a freed slot is offered to the next company at once. The companies'
 * free text (report notes, decline reasons) reaches roles without `leads.mobile` with any mobile
 * written in it masked.
 */
import {
  consoleLeadOffersContract,
  consoleLeadReportDecisionContract,
  consoleLeadReportsContract,
  consoleOfferReassignContract,
} from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { offerTiming, passSlotsOn } from '../../company-side/offers/offer-effects.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { maskMobilesIn } from '../../lib/mobile.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { seesPersonalData } from '../leads/leads.service.ts';
import { decideReport, leadOffersFor, leadReportsList, reassignOffer } from './lead-offers.service.ts';

const m = messages.companySide;

/** `answer` as the signed-in staff member may read it: mobiles in free text masked unless the role sees them. */
function asSeenBy<T>(c: Context<AppEnv>, answer: T): T {
  return seesPersonalData(c.get('staff')!.role) ? answer : (maskMobilesIn(answer) as T);
}

/** The console's offers and reports routes. */
export function consoleLeadOffersRoutes() {
  const app = new Hono<AppEnv>();
  const readers = [requireStaff(...rolesWith('leads.read'))];
  const workers = [requireStaff(...rolesWith('leads.work'))];

  route(
    app,
    consoleLeadOffersContract,
    async (c, { params, ok }) => {
      const deps = c.get('deps');
      return ok(
        asSeenBy(
          c,
          (await leadOffersFor(deps.db, params.kind, params.id, deps.clock())) ?? fail(404, m.leadNotFound),
        ),
      );
    },
    { use: readers },
  );

  route(
    app,
    consoleOfferReassignContract,
    async (c, { params, body, ok }) => {
      const deps = c.get('deps');
      const staff = c.get('staff')!;
      const done = await reassignOffer(
        deps.db,
        params.id,
        staff.id,
        body.company_id,
        deps.clock(),
        offerTiming(deps.env),
      );
      if (done.kind !== 'done') {
        if (done.kind === 'missing') fail(404, m.offerNotFound);
        fail(409, done.kind === 'closed' ? m.reassignClosed : m.reassignCompany);
      }
      await recordAudit(deps.db, c, {
        action: 'lead.reassign',
        subjectType: 'lead',
        subjectId: `${done.lead.kind}:${done.lead.leadId}`,
        details: { offer_id: params.id, to_company_id: body.company_id ?? null },
      });
      if (done.offerId === null) await passSlotsOn(deps, [done.lead]);
      return ok(
        asSeenBy(c, (await leadOffersFor(deps.db, done.lead.kind, done.lead.leadId, deps.clock())) ?? []),
      );
    },
    { use: workers },
  );

  route(
    app,
    consoleLeadReportsContract,
    async (c, { query, ok }) => ok(asSeenBy(c, await leadReportsList(c.get('deps').db, query.status))),
    { use: workers },
  );

  route(
    app,
    consoleLeadReportDecisionContract,
    async (c, { params, body, ok }) => {
      const deps = c.get('deps');
      const staff = c.get('staff')!;
      const done = await decideReport(deps.db, params.id, body.decision, staff.id, deps.clock());
      if (done.kind !== 'done')
        fail(
          done.kind === 'missing' ? 404 : 409,
          done.kind === 'missing' ? m.reportNotFound : m.reportDecided,
        );
      await recordAudit(deps.db, c, {
        action: `lead_report.${body.decision}`,
        subjectType: 'lead',
        subjectId: params.id,
        details: { report_id: params.id, reason: done.report.reason },
      });
      if (done.reoffer) await passSlotsOn(deps, [done.reoffer]);
      return ok(asSeenBy(c, done.report));
    },
    { use: workers },
  );

  return app;
}
