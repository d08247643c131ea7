/**
 * Applications to join (docs/spec/company-side.md#accounts, #console): a design company applies
 * from /designer/recruit (JSON only, own Origin, a few per network, Idempotency-Key honoured);
 * editors and admins see the verification queue and approve (a draft company and an owner's
 * invitation to the applicant's mobile, through the one invite function) or reject. Decisions
 * are audited (subject `company`; no mobile in the details).
 */
import {
  companyApplicationContract,
  consoleCompanyApplicationApproveContract,
  consoleCompanyApplicationRejectContract,
  consoleCompanyApplicationsContract,
  isValidTaxId,
} from '@renovo/core/contracts';
import { regionById } from '@renovo/core/data';
import { maskMobile } from '@renovo/core/fields';
import { consoleCompanyMessages, companyApplicationMessages as m, messages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import { brokenUniqueConstraint } from '../../console/companies/library-photos.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { maskMobilesInText } from '../../lib/mobile.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { leadRequest } from '../../middleware/lead-guard/index.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { inviteMember } from '../accounts/invites.service.ts';
import { inviteDepsOf } from '../accounts/members-view.ts';
import {
  approveApplication,
  type Decision,
  fileApplication,
  rejectApplication,
  verificationQueue,
} from './applications.service.ts';

/** Fails with the refusal of an application that is missing or decided already. */
function refuse(decision: Decision<unknown> & { ok: false }): never {
  if (decision.why === 'not-found') fail(404, m.applicationNotFound);
  fail(409, m.alreadyDecided);
}

/** Runs an approval, answering 409 for a taken name or 統一編號. */
async function uniqueChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = brokenUniqueConstraint(error);
    if (constraint === null) throw error;
    fail(
      409,
      constraint.includes('tax_id') ? consoleCompanyMessages.taxIdTaken : consoleCompanyMessages.nameTaken,
    );
  }
}

/** The application routes. */
export function companyApplicationsRoutes() {
  const app = new Hono<AppEnv>();
  const staff = requireStaff(...rolesWith('content.manage'));
  // Approving invites the applicant as the new company's owner: putting someone into a company
  // (console-accounts.routes.ts).
  const members = requireStaff(...rolesWith('companies.members'));

  route(
    app,
    companyApplicationContract,
    async (c, { body, ok }) => {
      const { db, clock } = c.get('deps');
      const now = clock();
      const id = await fileApplication(
        db,
        c.get('addressKey'),
        {
          companyName: body.company_name,
          taxId: body.tax_id,
          contactName: body.contact_name,
          mobile: body.mobile,
          email: body.email,
          regionId: body.region_id,
          licenceNo: body.licence_no,
          licenceExpiresOn: body.licence_expires_on,
          note: body.note,
          clientIp: c.get('clientIp'),
          createdAt: now,
        },
        now,
      );
      return ok({ id });
    },
    { use: [leadRequest(), idempotency()] },
  );

  route(
    app,
    consoleCompanyApplicationsContract,
    async (c, { ok }) => {
      const { db, clock } = c.get('deps');
      const queue = await verificationQueue(db, clock());
      return ok({
        applications: queue.applications.map((row) => ({
          id: row.id,
          company_name: row.companyName,
          tax_id: row.taxId,
          tax_id_valid: isValidTaxId(row.taxId),
          contact_name: row.contactName,
          mobile: maskMobile(row.mobile),
          email: row.email,
          region_id: row.regionId,
          region: regionById(row.regionId)?.name ?? '',
          licence_no: row.licenceNo,
          licence_expires_on: row.licenceExpiresOn,
          // The mobile is shown masked: one written into the note too.
          note: maskMobilesInText(row.note),
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
        companies: queue.companies.map((row) => ({
          id: row.id,
          name: row.name,
          tax_id: row.taxId,
          licence_no: row.licenceNo,
          licence_expires_on: row.licenceExpiresOn,
          verification_level: row.level,
        })),
      });
    },
    { use: [staff] },
  );

  route(
    app,
    consoleCompanyApplicationApproveContract,
    async (c, { params, ok }) => {
      const staffId = c.get('staff')?.id ?? fail(403, messages.console.common.forbidden);
      const deps = inviteDepsOf(c);
      const approved = await uniqueChecked(() =>
        approveApplication(deps.db, { id: params.id, staffId, now: deps.now }, (tx, application, companyId) =>
          recordAudit(tx, c, {
            action: 'company.application_approve',
            subjectType: 'company',
            subjectId: companyId,
            details: { application_id: application.id, name: application.companyName },
          }),
        ),
      );
      if (!approved.ok) refuse(approved);
      const { companyId, mobile } = approved.value;
      if (mobile === null) return ok({ company_id: companyId, sms: 'failed' as const });
      const invited = await inviteMember(
        deps,
        { companyId, mobile, role: 'owner', by: { staffId } },
        (tx, invite) =>
          recordAudit(tx, c, {
            action: 'company.member_invite',
            subjectType: 'company',
            subjectId: companyId,
            details: { invite_id: invite.id, role: invite.role, application_id: params.id },
          }),
      );
      return ok({
        company_id: companyId,
        sms: typeof invited === 'string' ? ('failed' as const) : invited.sms,
      });
    },
    { use: [members] },
  );

  route(
    app,
    consoleCompanyApplicationRejectContract,
    async (c, { params, ok }) => {
      const staffId = c.get('staff')?.id ?? fail(403, messages.console.common.forbidden);
      const { db, clock } = c.get('deps');
      const rejected = await rejectApplication(db, { id: params.id, staffId, now: clock() }, (tx) =>
        recordAudit(tx, c, {
          action: 'company.application_reject',
          subjectType: 'company',
          subjectId: null,
          details: { application_id: params.id },
        }),
      );
      if (!rejected.ok) refuse(rejected);
      return ok({ rejected: true as const });
    },
    { use: [staff] },
  );

  return app;
}
