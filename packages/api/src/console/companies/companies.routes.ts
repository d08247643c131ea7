/**
 * Design companies in the console (docs/spec/console.md#companies): editors and admins
 * (`content.manage`) list, read, create and change them; every change is in the audit log and
 * drops the site's cached answers at once (contentChanged). Hiding a company (draft or
 * unpublished) hides it and its works from every public list; its page then answers 410 once it
 * had been published.
 */
import {
  budgetInOrder,
  consoleCompaniesContract,
  consoleCompanyContract,
  consoleCompanyCreateContract,
  consoleCompanyUpdateContract,
  sizeBandInOrder,
  taipeiDay,
} from '@renovo/core/contracts';
import { consoleCompanySideMessages, consoleCompanyMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import { mediaUrls } from '../../content/shared/public-url.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { consoleCompanyById, consoleCompanyPage, createCompany, updateCompany } from './companies.service.ts';
import { companyListRow, companyView } from './company-view.ts';
import { brokenUniqueConstraint, firstUnusablePhoto } from './library-photos.ts';

/** Runs a write, answering 409 for a taken name or 統一編號. */
async function uniqueChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === null) throw error;
    fail(409, constraint.includes('tax_id') ? m.taxIdTaken : m.nameTaken);
  }
}

/** The audit verb of a change of status. */
function auditAction(before: string | undefined, after: string): string {
  if (before === after) return 'company.update';
  return after === 'published'
    ? 'company.publish'
    : after === 'unpublished'
      ? 'company.unpublish'
      : 'company.update';
}

/** The console's company routes. */
export function consoleCompaniesRoutes() {
  const app = new Hono<AppEnv>();
  const staff = { use: [requireStaff(...rolesWith('content.manage'))] };

  route(
    app,
    consoleCompaniesContract,
    async (c, { query, ok }) => {
      const { db, clock } = c.get('deps');
      const today = taipeiDay(clock());
      const { rows, total } = await consoleCompanyPage(db, query, today);
      return ok({ items: rows.map((row) => companyListRow(row, today)), total, page: query.page });
    },
    staff,
  );

  route(
    app,
    consoleCompanyContract,
    async (c, { params, ok }) => {
      const { db, clock } = c.get('deps');
      const found = await consoleCompanyById(db, params.id);
      if (!found) fail(404, m.notFound);
      return ok(companyView(found.company, found.logo, taipeiDay(clock()), mediaUrls(c)));
    },
    staff,
  );

  route(
    app,
    consoleCompanyCreateContract,
    async (c, { body, ok }) => {
      const { db, clock } = c.get('deps');
      if ((await firstUnusablePhoto(db, [body.logoMediaId])) !== null) fail(422, m.logoNotPhoto);
      const now = clock();
      const id = await uniqueChecked(() =>
        createCompany(db, { ...body, logoUrl: '', createdAt: now, updatedAt: now }, (tx, created) =>
          recordAudit(tx, c, {
            action: body.status === 'published' ? 'company.publish' : 'company.create',
            subjectType: 'company',
            subjectId: created,
            details: { name: body.name, status: body.status, verified: body.verified },
          }),
        ),
      );
      if (body.status === 'published') contentChanged(c.get('deps'));
      return ok({ id });
    },
    staff,
  );

  route(
    app,
    consoleCompanyUpdateContract,
    async (c, { params, body, ok }) => {
      const { db, clock } = c.get('deps');
      if ((await firstUnusablePhoto(db, [body.logoMediaId])) !== null) fail(422, m.logoNotPhoto);
      const updated = await uniqueChecked(() =>
        updateCompany(
          db,
          params.id,
          (before) => {
            if (!budgetInOrder({ priceMinWan: before.priceMinWan, priceMaxWan: before.priceMaxWan, ...body }))
              fail(422, m.badBudget);
            if (
              !sizeBandInOrder({ sizeMinPing: before.sizeMinPing, sizeMaxPing: before.sizeMaxPing, ...body })
            )
              fail(422, consoleCompanySideMessages.badSize);
            const licenceChanged =
              body.licenceExpiresOn !== undefined && body.licenceExpiresOn !== before.licenceExpiresOn;
            return {
              ...body,
              ...(licenceChanged ? { licenceRemindedOn: null } : {}),
              updatedAt: clock(),
            };
          },
          (tx, before, after) =>
            recordAudit(tx, c, {
              action: auditAction(before.status, after.status),
              subjectType: 'company',
              subjectId: after.id,
              details: { name: after.name, status: after.status, fields: Object.keys(body) },
            }),
        ),
      );
      if (!updated) fail(404, m.notFound);
      contentChanged(c.get('deps'));
      const found = await consoleCompanyById(db, params.id);
      if (!found) fail(404, m.notFound);
      return ok(companyView(found.company, found.logo, taipeiDay(clock()), mediaUrls(c)));
    },
    staff,
  );

  return app;
}
