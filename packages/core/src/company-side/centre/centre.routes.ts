/**
 * The company centre (docs/spec/company-side.md#centre): the request halves (method and path) of
 * the contracts in `./*.contract.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `companyProfileContract`. */
export const companyProfileRoute = { method: 'GET', path: '/v1/company/profile' } as const satisfies Route;
/** Request half of `companyProfileUpdateContract`. */
export const companyProfileUpdateRoute = {
  method: 'PUT',
  path: '/v1/company/profile',
} as const satisfies Route;
/** Request half of `companyDashboardContract`. */
export const companyDashboardRoute = {
  method: 'GET',
  path: '/v1/company/dashboard',
} as const satisfies Route;
/** Request half of `companyMediaUploadContract`. */
export const companyMediaUploadRoute = { method: 'POST', path: '/v1/company/media' } as const satisfies Route;
/** Request half of `companyMediaContract`. */
export const companyMediaRoute = { method: 'GET', path: '/v1/company/media/{id}' } as const satisfies Route;
/** Request half of `companyWorksContract`. */
export const companyWorksRoute = { method: 'GET', path: '/v1/company/works' } as const satisfies Route;
/** Request half of `companyWorkCreateContract`. */
export const companyWorkCreateRoute = { method: 'POST', path: '/v1/company/works' } as const satisfies Route;
/** Request half of `companyWorkUpdateContract`. */
export const companyWorkUpdateRoute = {
  method: 'PUT',
  path: '/v1/company/works/{id}',
} as const satisfies Route;
/** Request half of `companyReviewsContract`. */
export const companyReviewsRoute = { method: 'GET', path: '/v1/company/reviews' } as const satisfies Route;
/** Request half of `companyReviewReplyContract`. */
export const companyReviewReplyRoute = {
  method: 'PUT',
  path: '/v1/company/reviews/{rating_id}/reply',
} as const satisfies Route;
