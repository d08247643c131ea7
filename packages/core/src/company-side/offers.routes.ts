/**
 * The offers of leads to a design company: the request halves (method and path) of the
 * contracts in `./offers.contract.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `companyOffersContract`. */
export const companyOffersRoute = { method: 'GET', path: '/v1/company/offers' } as const satisfies Route;
/** Request half of `companyOfferAcceptContract`. */
export const companyOfferAcceptRoute = {
  method: 'POST',
  path: '/v1/company/offers/{id}/accept',
} as const satisfies Route;
/** Request half of `companyOfferDeclineContract`. */
export const companyOfferDeclineRoute = {
  method: 'POST',
  path: '/v1/company/offers/{id}/decline',
} as const satisfies Route;
/** Request half of `companyOfferReportContract`. */
export const companyOfferReportRoute = {
  method: 'POST',
  path: '/v1/company/offers/{id}/report',
} as const satisfies Route;
