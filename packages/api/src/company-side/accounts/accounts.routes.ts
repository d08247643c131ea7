/**
 * A design company's accounts on the member side (docs/spec/company-side.md#accounts): taking an
 * invitation (the signed-in member's mobile must be the invited one), and for the company's
 * members the members list; for its owners inviting (the same function as the console's),
 * removing a member (never the last owner) and taking back an invitation. Each change is in the
 * audit log (subject `company`, no mobile in its details).
 */
import {
  companyInviteAcceptContract,
  companyInviteRevokeContract,
  companyMemberInviteContract,
  companyMemberRemoveContract,
  companyMembersContract,
} from '@renovo/core/contracts';
import { companyAccountMessages as m, messages } from '@renovo/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { auth, requireUser } from '../../middleware/auth/index.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { requireCompanyMember, requireCompanyOwner } from '../members/company-member.ts';
import {
  type AcceptOutcome,
  acceptInvite,
  companyNamed,
  membersOf,
  removeMember,
  revokeInvite,
} from './accounts.service.ts';
import { inviteMember, inviteRefusal } from './invites.service.ts';
import { inviteDepsOf, inviteView, membersView } from './members-view.ts';

/** The refusal of a failed accept: its status and zh-TW message. */
const ACCEPT_REFUSALS: Record<Exclude<AcceptOutcome, { ok: true }>['why'], [403 | 404 | 409 | 410, string]> =
  {
    'not-found': [404, m.inviteNotFound],
    'wrong-mobile': [403, m.inviteWrongMobile],
    accepted: [409, m.inviteAccepted],
    revoked: [410, m.inviteRevoked],
    expired: [410, m.inviteExpired],
    member: [409, m.inviteAccepted],
    'other-company': [409, m.alreadyInAnotherCompany],
  };

/** The member side's account routes. */
export function companyAccountsRoutes() {
  const app = new Hono<AppEnv>();
  const member = auth({ required: true });

  route(
    app,
    companyInviteAcceptContract,
    async (c, { body, ok }) => {
      const user = await requireUser(c);
      const { db, clock } = c.get('deps');
      const outcome = await acceptInvite(
        db,
        { userId: user.id, mobile: user.mobile, token: body.token, now: clock() },
        (tx, companyId) =>
          recordAudit(tx, c, {
            action: 'company.member_join',
            subjectType: 'company',
            subjectId: companyId,
            details: { user_id: user.id },
          }),
      );
      if (!outcome.ok) {
        const [status, message] = ACCEPT_REFUSALS[outcome.why];
        fail(status, message);
      }
      return ok({ company: outcome.company, role: outcome.role });
    },
    { use: [member], before: requireUser },
  );

  route(
    app,
    companyMembersContract,
    async (c, { ok }) => {
      const you = await requireCompanyMember(c);
      const { db, clock } = c.get('deps');
      const company = (await companyNamed(db, you.companyId)) ?? fail(403, messages.companySide.notMember);
      return ok(membersView(company, await membersOf(db, company.id, clock()), you.userId));
    },
    { use: [member], before: requireCompanyMember },
  );

  route(
    app,
    companyMemberInviteContract,
    async (c, { body, ok }) => {
      const owner = await requireCompanyOwner(c);
      const invited = await inviteMember(
        inviteDepsOf(c),
        { companyId: owner.companyId, mobile: body.mobile, role: body.role, by: { userId: owner.userId } },
        (tx, invite) =>
          recordAudit(tx, c, {
            action: 'company.member_invite',
            subjectType: 'company',
            subjectId: owner.companyId,
            details: { invite_id: invite.id, role: invite.role, by_user_id: owner.userId },
          }),
      );
      if (typeof invited === 'string') {
        const [status, message] = inviteRefusal(invited);
        fail(status, message);
      }
      return ok({ invite: inviteView(invited.invite), sms: invited.sms });
    },
    { use: [member, idempotency()], before: requireCompanyOwner },
  );

  route(
    app,
    companyMemberRemoveContract,
    async (c, { params, ok }) => {
      const owner = await requireCompanyOwner(c);
      const removed = await removeMember(c.get('deps').db, owner.companyId, params.id, (tx, role) =>
        recordAudit(tx, c, {
          action: 'company.member_remove',
          subjectType: 'company',
          subjectId: owner.companyId,
          details: { member_id: params.id, role, by_user_id: owner.userId },
        }),
      );
      if (removed === 'not-found') fail(404, m.memberNotFound);
      if (removed === 'last-owner') fail(409, m.lastOwner);
      return ok({ removed: true as const });
    },
    { use: [member], before: requireCompanyOwner },
  );

  route(
    app,
    companyInviteRevokeContract,
    async (c, { params, ok }) => {
      const owner = await requireCompanyOwner(c);
      const { db, clock } = c.get('deps');
      const revoked = await revokeInvite(db, owner.companyId, params.id, clock(), (tx) =>
        recordAudit(tx, c, {
          action: 'company.invite_revoke',
          subjectType: 'company',
          subjectId: owner.companyId,
          details: { invite_id: params.id, by_user_id: owner.userId },
        }),
      );
      if (!revoked) fail(404, m.inviteNotFound);
      return ok({ revoked: true as const });
    },
    { use: [member], before: requireCompanyOwner },
  );

  return app;
}
