/**
 * The staff console's sign-in, staff accounts and audit log (issue 16 §2–3): the request halves
 * (method and path) of the contracts in `./console-staff.ts`. No schema here.
 */
import type * as contracts from './console-staff.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.consoleSignInContract}. */
export const consoleSignInRoute = { method: 'POST', path: '/console/api/session' } as const satisfies Route;
/** Request half of {@link contracts.consoleSessionContract}. */
export const consoleSessionRoute = { method: 'GET', path: '/console/api/session' } as const satisfies Route;
/** Request half of {@link contracts.consoleSignOutContract}. */
export const consoleSignOutRoute = {
  method: 'DELETE',
  path: '/console/api/session',
} as const satisfies Route;
/** Request half of {@link contracts.consoleStaffListContract}. */
export const consoleStaffListRoute = { method: 'GET', path: '/console/api/staff' } as const satisfies Route;
/** Request half of {@link contracts.consoleStaffCreateContract}. */
export const consoleStaffCreateRoute = {
  method: 'POST',
  path: '/console/api/staff',
} as const satisfies Route;
/** Request half of {@link contracts.consoleStaffUpdateContract}. */
export const consoleStaffUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/staff/{id}',
} as const satisfies Route;
/** Request half of {@link contracts.consoleAuditContract}. */
export const consoleAuditRoute = { method: 'GET', path: '/console/api/audit' } as const satisfies Route;
