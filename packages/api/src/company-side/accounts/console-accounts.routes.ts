/**
 * A design company's accounts in the console (docs/spec/company-side.md#console), for editors and
 * admins (`content.manage`): the company's members and open invitations, inviting one by SMS
 * (the same function as an owner's), removing a member (never the last owner), taking back an
 * invitation, and the company's offers history (no owner's data). Every change is audited
 * (subject `company`; no mobile in the details).
 */
import {
  type CompanyMemberRole,
  consoleCompanyInviteResendContract,
  consoleCompanyInviteRevokeContract,
  consoleCompanyMemberInviteContract,
  consoleCompanyMemberRemoveContract,
  consoleCompanyMembersContract,
  consoleCompanyOffersContract,
} from '@renovo/core/contracts';
import { consoleCompanyMessages, companyAccountMessages as m, messages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import {
  companyNamed,
  companyOffersPage,
  membersOf,
  removeMember,
  revokeInvite,
} from './accounts.service.ts';
import { invitationToResend, inviteMember, inviteRefusal } from './invites.service.ts';
import { inviteDepsOf, inviteView, membersView } from './members-view.ts';

/**
 * The staff member invites `who` into the company (audited, with `details`): the invitation and
 * how its SMS went, or the refusal thrown.
 */
async function staffInvites(
  c: Context<AppEnv>,
  companyId: number,
  who: { mobile: string; role: CompanyMemberRole },
  details: Record<string, unknown> = {},
) {
  const staffId = c.get('staff')?.id ?? fail(403, messages.console.common.forbidden);
  const invited = await inviteMember(inviteDepsOf(c), { companyId, ...who, by: { staffId } }, (tx, invite) =>
    recordAudit(tx, c, {
      action: 'company.member_invite',
      subjectType: 'company',
      subjectId: companyId,
      details: { invite_id: invite.id, role: invite.role, ...details },
    }),
  );
  if (typeof invited === 'string') {
    const [status, message] = inviteRefusal(invited);
    fail(status, message);
  }
  return { invite: inviteView(invited.invite), sms: invited.sms };
}

/** The console's account routes of one company. */
export function consoleCompanyAccountsRoutes() {
  const app = new Hono<AppEnv>();
  const staff = requireStaff(...rolesWith('content.manage'));
  // Who joins a company sees the full mobile of every lead it accepts: only a role that may put
  // people into companies (signing in with TOTP) invites, removes or takes back an invitation.
  const members = requireStaff(...rolesWith('companies.members'));

  route(
    app,
    consoleCompanyMembersContract,
    async (c, { params, ok }) => {
      const { db, clock } = c.get('deps');
      const company = (await companyNamed(db, params.id)) ?? fail(404, consoleCompanyMessages.notFound);
      return ok(membersView(company, await membersOf(db, company.id, clock()), null));
    },
    { use: [staff] },
  );

  route(
    app,
    consoleCompanyMemberInviteContract,
    async (c, { params, body, ok }) => {
      return ok(await staffInvites(c, params.id, body));
    },
    { use: [members, idempotency()] },
  );

  route(
    app,
    consoleCompanyMemberRemoveContract,
    async (c, { params, ok }) => {
      const removed = await removeMember(c.get('deps').db, params.id, params.member_id, (tx, role) =>
        recordAudit(tx, c, {
          action: 'company.member_remove',
          subjectType: 'company',
          subjectId: params.id,
          details: { member_id: params.member_id, role },
        }),
      );
      if (removed === 'not-found') fail(404, m.memberNotFound);
      if (removed === 'last-owner') fail(409, m.lastOwner);
      return ok({ removed: true as const });
    },
    { use: [members] },
  );

  route(
    app,
    consoleCompanyInviteResendContract,
    async (c, { params, ok }) => {
      const earlier =
        (await invitationToResend(c.get('deps').db, params.id, params.invite_id)) ??
        fail(404, m.inviteNotFound);
      return ok(await staffInvites(c, params.id, earlier, { resent: params.invite_id }));
    },
    { use: [members] },
  );

  route(
    app,
    consoleCompanyInviteRevokeContract,
    async (c, { params, ok }) => {
      const { db, clock } = c.get('deps');
      const revoked = await revokeInvite(db, params.id, params.invite_id, clock(), (tx) =>
        recordAudit(tx, c, {
          action: 'company.invite_revoke',
          subjectType: 'company',
          subjectId: params.id,
          details: { invite_id: params.invite_id },
        }),
      );
      if (!revoked) fail(404, m.inviteNotFound);
      return ok({ revoked: true as const });
    },
    { use: [members] },
  );

  route(
    app,
    consoleCompanyOffersContract,
    async (c, { params, query, ok }) => {
      const { db } = c.get('deps');
      if (!(await companyNamed(db, params.id))) fail(404, consoleCompanyMessages.notFound);
      const { rows, total } = await companyOffersPage(db, params.id, query.page);
      return ok({
        items: rows.map((row) => ({
          id: row.id,
          lead_kind: row.leadKind,
          lead_id: row.leadId,
          status: row.status,
          status_label: messages.companySide.offerStatuses[row.status],
          named: row.named,
          offered_at: row.offeredAt.toISOString(),
          responded_at: row.respondedAt?.toISOString() ?? null,
        })),
        total,
        page: query.page,
      });
    },
    { use: [staff] },
  );

  return app;
}
