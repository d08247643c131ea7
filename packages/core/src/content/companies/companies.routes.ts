/**
 * Companies: the request halves (method and path) of the contracts in `./content-companies.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `companyFromWorkContract` (./content-companies.ts). */
export const companyFromWorkRoute = { method: 'GET', path: '/v1/company/from/work' } as const satisfies Route;
/** Request half of `companyDetailContract` (./content-companies.ts). */
export const companyDetailRoute = { method: 'GET', path: '/v1/company/detail' } as const satisfies Route;
/** Request half of `companyRatingContract` (./content-companies.ts). */
export const companyRatingRoute = { method: 'GET', path: '/v1/company/rating' } as const satisfies Route;
/** Request half of `companyGoogleCommentsContract` (./content-companies.ts). */
export const companyGoogleCommentsRoute = {
  method: 'GET',
  path: '/v1/company/google_comments',
} as const satisfies Route;
/** Request half of `companiesForArticleContract` (./content-companies.ts). */
export const companiesForArticleRoute = {
  method: 'GET',
  path: '/hyperf/companies/companies_for_article',
} as const satisfies Route;
/** Request half of `clueMatchingCompaniesContract` (./content-companies.ts). */
export const clueMatchingCompaniesRoute = {
  method: 'GET',
  path: '/hyperf/companies/clue_matching_companies',
} as const satisfies Route;
/** Request half of `companyListContract` (./content-companies.ts). */
export const companyListRoute = { method: 'GET', path: '/hyperf/companies/list' } as const satisfies Route;
/** Request half of `reputationRankingContract` (./content-companies.ts). */
export const reputationRankingRoute = {
  method: 'GET',
  path: '/hyperf/company_rating/ranking',
} as const satisfies Route;
/** Request half of `searchCompanyContract` (./content-companies.ts). */
export const searchCompanyRoute = { method: 'GET', path: '/api/search_company' } as const satisfies Route;
