/**
 * A design company's accounts (docs/spec/company-side.md#accounts): a member joins by an
 * invitation sent by SMS (only the invited mobile, signed in, can take it; it lapses after
 * COMPANY_INVITE_DAYS days), the owner invites and removes members (never the last owner), and
 * the console does the same for any company, besides reading its offers history
 * (docs/spec/company-side.md#console). Numbers are shown masked; no token is ever answered.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { LoginMobileSchema } from '../../fields/mobile.ts';
import { LEAD_KINDS } from '../../leads/lead-facts.ts';
import { companyAccountMessages as m } from '../../messages/company-accounts.ts';
import { COMPANY_MEMBER_ROLES, COMPANY_SIDE_LIMITS, OFFER_STATUSES } from '../company-side-facts.ts';
import {
  companyInviteAcceptRoute,
  companyInviteRevokeRoute,
  companyMemberInviteRoute,
  companyMemberRemoveRoute,
  companyMembersRoute,
  consoleCompanyInviteResendRoute,
  consoleCompanyInviteRevokeRoute,
  consoleCompanyMemberInviteRoute,
  consoleCompanyMemberRemoveRoute,
  consoleCompanyMembersRoute,
  consoleCompanyOffersRoute,
} from './accounts.routes.ts';

/** Offers one page of the console's offers history holds. */
export const CONSOLE_COMPANY_OFFERS_PAGE_SIZE = 20;

/** An invitation's body: the mobile to invite and the role they get. */
export const CompanyInviteInputSchema = z.object({
  mobile: LoginMobileSchema,
  role: z.enum(COMPANY_MEMBER_ROLES, m.badRole),
});

/** A member as the members list shows them (the mobile masked). */
const MemberSchema = z.object({
  id: DbIdSchema,
  name: z.string(),
  mobile: z.string(),
  role: z.enum(COMPANY_MEMBER_ROLES),
  joined_at: z.string(),
  /** The member is the caller (the console: always false). */
  is_you: z.boolean(),
});

/** A pending invitation (the mobile masked). */
const PendingInviteSchema = z.object({
  id: DbIdSchema,
  mobile: z.string(),
  role: z.enum(COMPANY_MEMBER_ROLES),
  created_at: z.string(),
  expires_at: z.string(),
});

/** A company's members and pending invitations. */
export const CompanyMembersSchema = z.object({
  company: z.object({ id: DbIdSchema, name: z.string() }),
  members: z.array(MemberSchema),
  invites: z.array(PendingInviteSchema),
  /** The most members plus pending invitations a company may have. */
  limit: z.int().positive(),
});

/** What an invitation answers: the invitation, and whether its SMS went out. */
const InviteAnswerSchema = z.object({
  invite: PendingInviteSchema,
  /** `sent`; `budget` or `failed` when the SMS could not go out today (the invitation stands). */
  sms: z.enum(['sent', 'budget', 'failed']),
});

const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });
const OWNER = 'A member of role design with a company (bearer token or cookie); owners only.';
const STAFF = 'Staff session cookie only (editor, admin); `Origin` checked on changes; audited.';
/** The invitations' daily limits (COMPANY_SIDE_LIMITS). */
const DAILY_INVITES = `429 once the company sent ${COMPANY_SIDE_LIMITS.invitesPerDay} invitations this Taipei day, or the mobile received ${COMPANY_SIDE_LIMITS.invitesPerMobilePerDay} (revoked ones count).`;

/** POST /v1/company/invites/accept. */
export const companyInviteAcceptContract = defineContract(companyInviteAcceptRoute, {
  id: 'postCompanyInviteAccept',
  tag: 'company',
  auth: 'bearer',
  summary: "Takes an invitation: the signed-in member's mobile must be the invited one",
  description:
    '403 for another mobile, 404 for an unknown token, 410 when expired or revoked, 409 when used or the member is in another company.',
  body: z.object({ token: z.string(m.badToken).check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, m.badToken)) }),
  example: { body: { token: 'q9Yc0m3yGv5y1m5o2Z8bW2o0v3yZ1c8q9Yc0m3yGv5y' } },
  response: envelope(
    z.object({
      company: z.object({ id: DbIdSchema, name: z.string() }),
      role: z.enum(COMPANY_MEMBER_ROLES),
    }),
  ),
  errors: [403, 404, 409, 410],
});

/** GET /v1/company/members. */
export const companyMembersContract = defineContract(companyMembersRoute, {
  id: 'getCompanyMembers',
  tag: 'company',
  auth: 'bearer',
  summary: "The member's company's members and pending invitations (numbers masked)",
  response: envelope(CompanyMembersSchema),
  errors: [403],
});

/** POST /v1/company/members. */
export const companyMemberInviteContract = defineContract(companyMemberInviteRoute, {
  id: 'postCompanyMember',
  tag: 'company',
  auth: 'bearer',
  summary: 'The owner invites a member by SMS (a link valid for 7 days)',
  description: `${OWNER} ${DAILY_INVITES}`,
  body: CompanyInviteInputSchema,
  example: { body: { mobile: '0912345678', role: 'staff' } },
  status: 201,
  response: envelope(InviteAnswerSchema),
  errors: [403, 409, 429],
});

/** DELETE /v1/company/members/{id}. */
export const companyMemberRemoveContract = defineContract(companyMemberRemoveRoute, {
  id: 'deleteCompanyMember',
  tag: 'company',
  auth: 'bearer',
  summary: 'The owner removes a member (never the last owner); the account becomes an ordinary member',
  description: OWNER,
  params: IdParams,
  response: envelope(z.object({ removed: z.literal(true) })),
  errors: [403, 404, 409],
});

/** DELETE /v1/company/invites/{id}. */
export const companyInviteRevokeContract = defineContract(companyInviteRevokeRoute, {
  id: 'deleteCompanyInvite',
  tag: 'company',
  auth: 'bearer',
  summary: 'The owner takes back a pending invitation',
  description: OWNER,
  params: IdParams,
  response: envelope(z.object({ revoked: z.literal(true) })),
  errors: [403, 404],
});

/** GET /console/api/companies/{id}/members. */
export const consoleCompanyMembersContract = defineContract(consoleCompanyMembersRoute, {
  id: 'getConsoleCompanyMembers',
  tag: 'console',
  auth: 'staff',
  summary: "One company's members and pending invitations (numbers masked)",
  description: STAFF,
  params: IdParams,
  response: envelope(CompanyMembersSchema),
  errors: [403, 404],
});

/** POST /console/api/companies/{id}/members. */
export const consoleCompanyMemberInviteContract = defineContract(consoleCompanyMemberInviteRoute, {
  id: 'postConsoleCompanyMember',
  tag: 'console',
  auth: 'staff',
  summary: 'Invites a member of one company by SMS (a link valid for 7 days)',
  description: `${STAFF} ${DAILY_INVITES}`,
  params: IdParams,
  body: CompanyInviteInputSchema,
  example: { params: { id: 1 }, body: { mobile: '0912345678', role: 'owner' } },
  status: 201,
  response: envelope(InviteAnswerSchema),
  errors: [403, 404, 409, 429],
});

/** DELETE /console/api/companies/{id}/members/{member_id}. */
export const consoleCompanyMemberRemoveContract = defineContract(consoleCompanyMemberRemoveRoute, {
  id: 'deleteConsoleCompanyMember',
  tag: 'console',
  auth: 'staff',
  summary: 'Removes a member of one company; the account becomes an ordinary member (never the last owner)',
  description: STAFF,
  params: z.object({
    id: z.coerce.number().pipe(DbIdSchema),
    member_id: z.coerce.number().pipe(DbIdSchema),
  }),
  response: envelope(z.object({ removed: z.literal(true) })),
  errors: [403, 404, 409],
});

/** DELETE /console/api/companies/{id}/invites/{invite_id}. */
export const consoleCompanyInviteRevokeContract = defineContract(consoleCompanyInviteRevokeRoute, {
  id: 'deleteConsoleCompanyInvite',
  tag: 'console',
  auth: 'staff',
  summary: 'Takes back a pending invitation of one company',
  description: STAFF,
  params: z.object({
    id: z.coerce.number().pipe(DbIdSchema),
    invite_id: z.coerce.number().pipe(DbIdSchema),
  }),
  response: envelope(z.object({ revoked: z.literal(true) })),
  errors: [403, 404],
});

/** POST /console/api/companies/{id}/invites/{invite_id}/resend. */
export const consoleCompanyInviteResendContract = defineContract(consoleCompanyInviteResendRoute, {
  id: 'postConsoleCompanyInviteResend',
  tag: 'console',
  auth: 'staff',
  summary:
    'Sends a pending (or expired) invitation again by SMS: a new link valid for 7 days to the same mobile and role; the earlier link ends',
  description: `${STAFF} ${DAILY_INVITES}`,
  params: z.object({
    id: z.coerce.number().pipe(DbIdSchema),
    invite_id: z.coerce.number().pipe(DbIdSchema),
  }),
  status: 201,
  response: envelope(InviteAnswerSchema),
  errors: [403, 404, 409, 429],
});

/** One offer of the console's history (no owner's data). */
const ConsoleOfferRowSchema = z.object({
  id: DbIdSchema,
  lead_kind: z.enum(LEAD_KINDS),
  lead_id: DbIdSchema,
  status: z.enum(OFFER_STATUSES),
  status_label: z.string(),
  named: z.boolean(),
  offered_at: z.string(),
  responded_at: z.string().nullable(),
});

/** GET /console/api/companies/{id}/offers. */
export const consoleCompanyOffersContract = defineContract(consoleCompanyOffersRoute, {
  id: 'getConsoleCompanyOffers',
  tag: 'console',
  auth: 'staff',
  summary: "One company's offers of leads, newest first, 20 a page (no owner's data)",
  description: STAFF,
  params: IdParams,
  query: z.object({ page: z.coerce.number().pipe(z.int().min(1).max(10_000)).default(1) }),
  response: envelope(
    z.object({ items: z.array(ConsoleOfferRowSchema), total: z.int().nonnegative(), page: z.int() }),
  ),
  errors: [403, 404],
});

/** The accounts' contracts. */
export const COMPANY_ACCOUNTS_CONTRACTS = [
  companyInviteAcceptContract,
  companyMembersContract,
  companyMemberInviteContract,
  companyMemberRemoveContract,
  companyInviteRevokeContract,
  consoleCompanyMembersContract,
  consoleCompanyMemberInviteContract,
  consoleCompanyMemberRemoveContract,
  consoleCompanyInviteRevokeContract,
  consoleCompanyInviteResendContract,
  consoleCompanyOffersContract,
] as const;
