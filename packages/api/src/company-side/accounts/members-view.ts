/**
 * A company's members as the member side and the console read them: numbers masked, no token,
 * and the inviting context (the SMS gateway, the budget, the site's public origin) of a request.
 */
import { COMPANY_SIDE_LIMITS, type CompanyMemberRole } from '@renovo/core/contracts';
import { maskMobile } from '@renovo/core/fields';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { siteOrigin } from '../../seo/site-origin.ts';
import type { InviteDeps } from './invites.service.ts';

/** The inviting context of a request: its SMS gateway, budget and clock, and SITE_ORIGIN. */
export function inviteDepsOf(c: Context<AppEnv>): InviteDeps {
  const { db, sms, env, clock } = c.get('deps');
  return {
    db,
    gateway: sms,
    now: clock(),
    log: c.get('log'),
    dailyBudget: env.SMS_DAILY_BUDGET,
    origin: siteOrigin(c),
  };
}

/** A pending invitation as answered (the mobile masked). */
export function inviteView(invite: {
  id: number;
  mobile: string;
  role: CompanyMemberRole;
  createdAt: Date;
  expiresAt: Date;
}) {
  return {
    id: invite.id,
    mobile: maskMobile(invite.mobile),
    role: invite.role,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt.toISOString(),
  };
}

/** A company's members and open invitations as answered; `you` is the caller's user id. */
export function membersView(
  company: { id: number; name: string },
  found: {
    members: {
      id: number;
      userId: number;
      role: CompanyMemberRole;
      createdAt: Date;
      name: string;
      mobile: string | null;
    }[];
    invites: Parameters<typeof inviteView>[0][];
  },
  you: number | null,
) {
  return {
    company,
    members: found.members.map((member) => ({
      id: member.id,
      name: member.name,
      mobile: maskMobile(member.mobile),
      role: member.role,
      joined_at: member.createdAt.toISOString(),
      is_you: member.userId === you,
    })),
    invites: found.invites.map(inviteView),
    limit: COMPANY_SIDE_LIMITS.members,
  };
}
