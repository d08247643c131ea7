/**
 * The owner's control of a match on the result page (docs/spec/company-side.md#owner-control):
 * the request halves (method and path) of the contracts in `./owner-control.contract.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `resultCompaniesContract`. */
export const resultCompaniesRoute = {
  method: 'GET',
  path: '/v1/quote-result/companies',
} as const satisfies Route;
/** Request half of `resultStopContactContract`. */
export const resultStopContactRoute = {
  method: 'POST',
  path: '/v1/quote-result/stop-contact',
} as const satisfies Route;
