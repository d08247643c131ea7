/**
 * A design company's application to join: the request halves (method and path) of the contracts
 * in `./applications.contract.ts`. No schema here, so the /designer/recruit form carries only these.
 */
import type { Route } from '../../contracts/route.ts';

/** A company applies (the form of /designer/recruit). */
export const companyApplicationRoute = {
  method: 'POST',
  path: '/api/company-applications',
} as const satisfies Route;
/** The console's verification queue: open applications and companies waiting for a staff check. */
export const consoleCompanyApplicationsRoute = {
  method: 'GET',
  path: '/console/api/company-applications',
} as const satisfies Route;
/** The console approves an application. */
export const consoleCompanyApplicationApproveRoute = {
  method: 'POST',
  path: '/console/api/company-applications/{id}/approve',
} as const satisfies Route;
/** The console rejects an application. */
export const consoleCompanyApplicationRejectRoute = {
  method: 'POST',
  path: '/console/api/company-applications/{id}/reject',
} as const satisfies Route;
