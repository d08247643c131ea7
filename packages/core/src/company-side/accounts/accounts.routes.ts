/**
 * A design company's accounts: the request halves (method and path) of the contracts in
 * `./accounts.contract.ts` — the member side under /v1/company and the console's members and
 * offers history of one company. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Takes an invitation (the signed-in member's mobile must be the invited one). */
export const companyInviteAcceptRoute = {
  method: 'POST',
  path: '/v1/company/invites/accept',
} as const satisfies Route;
/** The member's company's members and pending invitations. */
export const companyMembersRoute = { method: 'GET', path: '/v1/company/members' } as const satisfies Route;
/** The owner invites a member. */
export const companyMemberInviteRoute = {
  method: 'POST',
  path: '/v1/company/members',
} as const satisfies Route;
/** The owner removes a member. */
export const companyMemberRemoveRoute = {
  method: 'DELETE',
  path: '/v1/company/members/{id}',
} as const satisfies Route;
/** The owner takes back a pending invitation. */
export const companyInviteRevokeRoute = {
  method: 'DELETE',
  path: '/v1/company/invites/{id}',
} as const satisfies Route;
/** The console: one company's members and pending invitations. */
export const consoleCompanyMembersRoute = {
  method: 'GET',
  path: '/console/api/companies/{id}/members',
} as const satisfies Route;
/** The console invites a member of one company. */
export const consoleCompanyMemberInviteRoute = {
  method: 'POST',
  path: '/console/api/companies/{id}/members',
} as const satisfies Route;
/** The console removes a member of one company. */
export const consoleCompanyMemberRemoveRoute = {
  method: 'DELETE',
  path: '/console/api/companies/{id}/members/{member_id}',
} as const satisfies Route;
/** The console takes back a pending invitation of one company. */
export const consoleCompanyInviteRevokeRoute = {
  method: 'DELETE',
  path: '/console/api/companies/{id}/invites/{invite_id}',
} as const satisfies Route;
/** The console sends a pending invitation again (a new link; the earlier one ends). */
export const consoleCompanyInviteResendRoute = {
  method: 'POST',
  path: '/console/api/companies/{id}/invites/{invite_id}/resend',
} as const satisfies Route;
/** The console: one company's offers of leads, newest first. */
export const consoleCompanyOffersRoute = {
  method: 'GET',
  path: '/console/api/companies/{id}/offers',
} as const satisfies Route;
