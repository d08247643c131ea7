/**
 * The staff's view of offers and reports: the request halves (method and path) of the contracts
 * in `./lead-offers.contract.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleLeadOffersContract`. */
export const consoleLeadOffersRoute = {
  method: 'GET',
  path: '/console/api/leads/{kind}/{id}/offers',
} as const satisfies Route;
/** Request half of `consoleOfferReassignContract`. */
export const consoleOfferReassignRoute = {
  method: 'POST',
  path: '/console/api/lead-offers/{id}/reassign',
} as const satisfies Route;
/** Request half of `consoleLeadReportsContract`. */
export const consoleLeadReportsRoute = {
  method: 'GET',
  path: '/console/api/lead-reports',
} as const satisfies Route;
/** Request half of `consoleLeadReportDecisionContract`. */
export const consoleLeadReportDecisionRoute = {
  method: 'POST',
  path: '/console/api/lead-reports/{id}/decision',
} as const satisfies Route;
