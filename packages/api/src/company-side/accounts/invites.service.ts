/**
 * Inviting a member into a design company (docs/spec/company-side.md#accounts), the one function
 * the console, an owner in the company centre and an approved application all call: a fresh
 * token (32 random bytes, base64url) of which only its SHA-256 is kept, valid COMPANY_INVITE_DAYS
 * days; an earlier pending invitation of the same mobile to the same company is revoked; members
 * plus pending invitations stay within COMPANY_SIDE_LIMITS.members; a company sends at most
 * `invitesPerDay` invitations in a Taipei day and a mobile receives at most
 * `invitesPerMobilePerDay` of the companies' own (revoked ones count: each was an SMS, and the SMS
 * budget is the one the login codes spend; the staff's are not capped per mobile). The SMS names the company and
 * carries `<SITE_ORIGIN>/user-company?invite=<token>`; what is stored where the gateway keeps no
 * text holds no token. The invitation and its audit row commit together; the SMS goes after.
 */
import { COMPANY_INVITE_DAYS, COMPANY_SIDE_LIMITS, type CompanyMemberRole } from '@renovo/core/contracts';
import { consoleCompanyMessages, format, companyAccountMessages as m } from '@renovo/core/messages';
import { and, count, eq, gt, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { companyInvites, companyMembers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import type { SmsGateway } from '../../services/sms/gateway.ts';
import { type NoticeOutcome, sendNotice } from '../../services/sms/notice.ts';

const DAY = 86_400_000;

/** Who invites: a staff account or an owner member. */
type Inviter = { staffId: number } | { userId: number };

/** What inviting needs. */
export interface InviteDeps {
  db: Db;
  gateway: SmsGateway;
  now: Date;
  log: Logger;
  /** SMS_DAILY_BUDGET. */
  dailyBudget: number;
  /** The site's public origin (SITE_ORIGIN), never the request's Host. */
  origin: string;
}

/** One invitation. */
export interface Invitation {
  companyId: number;
  mobile: string;
  role: CompanyMemberRole;
  by: Inviter;
}

/** A pending invitation as stored. */
export type InviteRow = typeof companyInvites.$inferSelect;

/** Why an invitation was refused. */
export type InviteRefusal = 'no-company' | 'member' | 'full' | 'company-today' | 'mobile-today';

/** The link of an invitation. */
function inviteLink(origin: string, token: string): string {
  return `${origin}/user-company?invite=${token}`;
}

/** The open invitations of a company at `now` (not taken, not revoked, not expired). */
export function openInvites(companyId: number, now: Date) {
  return and(
    eq(companyInvites.companyId, companyId),
    isNull(companyInvites.acceptedAt),
    isNull(companyInvites.revokedAt),
    gt(companyInvites.expiresAt, now),
  );
}

/** Members plus open invitations of a company (within the caller's transaction). */
async function seatsTaken(tx: Tx, companyId: number, now: Date): Promise<number> {
  const [members] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  const [invites] = await tx.select({ n: count() }).from(companyInvites).where(openInvites(companyId, now));
  return (members?.n ?? 0) + (invites?.n ?? 0);
}

/**
 * Which daily limit of invitations this one would pass, if any (within the company's lock, and
 * the mobile's: concurrent invitations of one mobile from several companies wait for each other).
 * The mobile's cap counts the companies' own invitations and applies to them: a company owner can
 * neither flood a person nor spend the cap that the staff's invitation (an approved application)
 * needs.
 */
async function overDailyInvites(tx: Tx, invitation: Invitation, now: Date) {
  const today = gte(companyInvites.createdAt, taipeiDayStart(now));
  const sent = async (where: ReturnType<typeof and>) =>
    (await tx.select({ n: count() }).from(companyInvites).where(where))[0]?.n ?? 0;
  if (
    (await sent(and(eq(companyInvites.companyId, invitation.companyId), today))) >=
    COMPANY_SIDE_LIMITS.invitesPerDay
  )
    return 'company-today';
  if ('staffId' in invitation.by) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-invite:${invitation.mobile}`}))`);
  const byCompanies = and(
    eq(companyInvites.mobile, invitation.mobile),
    isNotNull(companyInvites.invitedByUserId),
    today,
  );
  if ((await sent(byCompanies)) >= COMPANY_SIDE_LIMITS.invitesPerMobilePerDay) return 'mobile-today';
  return null;
}

/**
 * Invites `mobile` into the company and sends the SMS; `audit` runs in the invitation's
 * transaction. Answers the invitation and how the SMS went, or why it was refused.
 */
export async function inviteMember(
  deps: InviteDeps,
  invitation: Invitation,
  audit: (tx: Tx, invite: InviteRow) => Promise<void>,
): Promise<{ invite: InviteRow; sms: NoticeOutcome } | InviteRefusal> {
  const { db, now } = deps;
  const token = randomToken(32);
  const created = await db.transaction(
    async (tx): Promise<{ invite: InviteRow; company: string } | InviteRefusal> => {
      const [company] = await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(eq(companies.id, invitation.companyId))
        .for('update');
      if (!company) return 'no-company';
      const [member] = await tx
        .select({ id: companyMembers.id })
        .from(companyMembers)
        .innerJoin(users, eq(users.id, companyMembers.userId))
        .where(and(eq(companyMembers.companyId, company.id), eq(users.mobile, invitation.mobile)));
      if (member) return 'member';
      const over = await overDailyInvites(tx, invitation, now);
      if (over) return over;
      await tx
        .update(companyInvites)
        .set({ revokedAt: now })
        .where(and(openInvites(company.id, now), eq(companyInvites.mobile, invitation.mobile)));
      if ((await seatsTaken(tx, company.id, now)) >= COMPANY_SIDE_LIMITS.members) return 'full';
      const [invite] = await tx
        .insert(companyInvites)
        .values({
          companyId: company.id,
          mobile: invitation.mobile,
          role: invitation.role,
          tokenHash: sha256(token),
          invitedByStaffId: 'staffId' in invitation.by ? invitation.by.staffId : null,
          invitedByUserId: 'userId' in invitation.by ? invitation.by.userId : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + COMPANY_INVITE_DAYS * DAY),
        })
        .returning();
      if (!invite) throw new Error('insert returned no invitation');
      await audit(tx, invite);
      return { invite, company: company.name };
    },
  );
  if (typeof created === 'string') return created;
  const sms = await sendNotice(deps, {
    mobile: invitation.mobile,
    body: format(m.inviteSms, {
      company: created.company,
      days: COMPANY_INVITE_DAYS,
      link: inviteLink(deps.origin, token),
    }),
    redacted: format(m.inviteSmsRedacted, { company: created.company }),
  });
  return { invite: created.invite, sms };
}

/** The company's invitation `inviteId`, neither taken nor taken back (it may have lapsed). */
export function untakenInvite(companyId: number, inviteId: number) {
  return and(
    eq(companyInvites.id, inviteId),
    eq(companyInvites.companyId, companyId),
    isNull(companyInvites.acceptedAt),
    isNull(companyInvites.revokedAt),
  );
}

/**
 * The mobile and role of the company's invitation `inviteId` that may be sent again — one not
 * taken (pending, or expired) — or null. Sending it again is `inviteMember` with them: a new
 * link, the earlier one revoked, within the same daily limits.
 */
export async function invitationToResend(
  db: Db,
  companyId: number,
  inviteId: number,
): Promise<Pick<InviteRow, 'mobile' | 'role'> | null> {
  const [row] = await db
    .select({ mobile: companyInvites.mobile, role: companyInvites.role })
    .from(companyInvites)
    .where(untakenInvite(companyId, inviteId));
  return row ?? null;
}

/** The zh-TW refusal of an invitation, with its status. */
export function inviteRefusal(refusal: InviteRefusal): [404 | 409 | 429, string] {
  if (refusal === 'no-company') return [404, consoleCompanyMessages.notFound];
  if (refusal === 'member') return [409, m.inviteMobileTaken];
  if (refusal === 'company-today')
    return [429, format(m.invitesTooMany, { max: COMPANY_SIDE_LIMITS.invitesPerDay })];
  if (refusal === 'mobile-today')
    return [429, format(m.invitesToMobileTooMany, { max: COMPANY_SIDE_LIMITS.invitesPerMobilePerDay })];
  return [409, format(m.tooManyMembers, { max: COMPANY_SIDE_LIMITS.members })];
}
