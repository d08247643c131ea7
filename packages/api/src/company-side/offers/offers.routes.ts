/**
 * A company's offers (docs/spec/company-side.md#offers, #reports), for its members: the list,
 * accept, decline, report. An answer that shows a full number writes its audit rows first;
 * a decline passes the slot on at once (the next company is offered the lead).
 */
import {
  companyOfferAcceptContract,
  companyOfferDeclineContract,
  companyOfferReportContract,
  companyOffersContract,
} from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { auth } from '../../middleware/auth/index.ts';
import { requireCompanyMember } from '../members/company-member.ts';
import { afterAccept, passSlotsOn } from './offer-effects.ts';
import { companyOffersPage, OFFERS_PER_PAGE, offerView } from './offer-view.ts';
import { acceptOffer, declineOffer, type OfferRefusal, reportOffer } from './offers.service.ts';
import { auditReveals } from './reveal-audit.ts';

const m = messages.companySide;

/** The answer to a refused offer action. */
function refuse(refusal: OfferRefusal): never {
  if (refusal === 'not_found') fail(404, m.offerNotFound);
  if (refusal === 'stopped') fail(409, m.contactStopped);
  if (refusal === 'window') fail(409, m.reportWindowClosed);
  if (refusal === 'not_accepted') fail(409, m.reportOnlyAccepted);
  if (refusal === 'reported') fail(409, m.reportExists);
  fail(409, m.offerClosed);
}

/** The company offers routes. */
export function companyOffersRoutes() {
  const app = new Hono<AppEnv>();
  const use = [auth({ required: true })];

  route(
    app,
    companyOffersContract,
    async (c, { query, ok }) => {
      const member = await requireCompanyMember(c);
      const { db } = c.get('deps');
      const page = query.page ?? 1;
      const { rows, total } = await companyOffersPage(db, member.companyId, query.status, page);
      await auditReveals(db, c, member, rows, 'list');
      c.header('Cache-Control', 'private, no-store');
      return ok({ items: rows.map(offerView), total, page, per_page: OFFERS_PER_PAGE });
    },
    { use },
  );

  route(
    app,
    companyOfferAcceptContract,
    async (c, { params, ok }) => {
      const member = await requireCompanyMember(c);
      const deps = c.get('deps');
      const row = await acceptOffer(deps.db, member, params.id, deps.clock());
      if (typeof row === 'string') refuse(row);
      await auditReveals(deps.db, c, member, [row], 'accept');
      await afterAccept(deps, { kind: row.leadKind, leadId: row.leadId });
      c.header('Cache-Control', 'private, no-store');
      return ok(offerView(row));
    },
    { use },
  );

  route(
    app,
    companyOfferDeclineContract,
    async (c, { params, body, ok }) => {
      const member = await requireCompanyMember(c);
      const deps = c.get('deps');
      const row = await declineOffer(deps.db, member, params.id, body.reason, deps.clock());
      if (typeof row === 'string') refuse(row);
      await passSlotsOn(deps, [{ kind: row.leadKind, leadId: row.leadId }]);
      return ok(offerView(row));
    },
    { use },
  );

  route(
    app,
    companyOfferReportContract,
    async (c, { params, body, ok }) => {
      const member = await requireCompanyMember(c);
      const deps = c.get('deps');
      const row = await reportOffer(deps.db, member, params.id, body, deps.clock());
      if (typeof row === 'string') refuse(row);
      await auditReveals(deps.db, c, member, [row], 'list');
      c.header('Cache-Control', 'private, no-store');
      return ok(offerView(row));
    },
    { use },
  );

  return app;
}
