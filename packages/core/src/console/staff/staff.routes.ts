/**
 * The staff console's sign-in, staff accounts and audit log (docs/spec/console.md#staff-accounts,
 * docs/spec/console.md#console-app): the request halves
 * (method and path) of the contracts in `./console-staff.ts`. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleSignInContract` (./console-staff.ts). */
export const consoleSignInRoute = { method: 'POST', path: '/console/api/session' } as const satisfies Route;
/** Request half of `consoleSessionContract` (./console-staff.ts). */
export const consoleSessionRoute = { method: 'GET', path: '/console/api/session' } as const satisfies Route;
/** Request half of `consoleSignOutContract` (./console-staff.ts). */
export const consoleSignOutRoute = {
  method: 'DELETE',
  path: '/console/api/session',
} as const satisfies Route;
/** Request half of `consoleStaffListContract` (./console-staff.ts). */
export const consoleStaffListRoute = { method: 'GET', path: '/console/api/staff' } as const satisfies Route;
/** Request half of `consoleStaffCreateContract` (./console-staff.ts). */
export const consoleStaffCreateRoute = {
  method: 'POST',
  path: '/console/api/staff',
} as const satisfies Route;
/** Request half of `consoleStaffUpdateContract` (./console-staff.ts). */
export const consoleStaffUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/staff/{id}',
} as const satisfies Route;
/** Request half of `consoleAuditContract` (./console-staff.ts). */
export const consoleAuditRoute = { method: 'GET', path: '/console/api/audit' } as const satisfies Route;
