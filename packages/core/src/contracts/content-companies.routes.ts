/**
 * Companies: the request halves (method and path) of the contracts in `./content-companies.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-companies.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.companyFromWorkContract}. */
export const companyFromWorkRoute = { method: 'GET', path: '/v1/company/from/work' } as const satisfies Route;
/** Request half of {@link contracts.companyDetailContract}. */
export const companyDetailRoute = { method: 'GET', path: '/v1/company/detail' } as const satisfies Route;
/** Request half of {@link contracts.companyRatingContract}. */
export const companyRatingRoute = { method: 'GET', path: '/v1/company/rating' } as const satisfies Route;
/** Request half of {@link contracts.companyGoogleCommentsContract}. */
export const companyGoogleCommentsRoute = {
  method: 'GET',
  path: '/v1/company/google_comments',
} as const satisfies Route;
/** Request half of {@link contracts.companiesForArticleContract}. */
export const companiesForArticleRoute = {
  method: 'GET',
  path: '/hyperf/companies/companies_for_article',
} as const satisfies Route;
/** Request half of {@link contracts.clueMatchingCompaniesContract}. */
export const clueMatchingCompaniesRoute = {
  method: 'GET',
  path: '/hyperf/companies/clue_matching_companies',
} as const satisfies Route;
/** Request half of {@link contracts.companyListContract}. */
export const companyListRoute = { method: 'GET', path: '/hyperf/companies/list' } as const satisfies Route;
/** Request half of {@link contracts.reputationRankingContract}. */
export const reputationRankingRoute = {
  method: 'GET',
  path: '/hyperf/company_rating/ranking',
} as const satisfies Route;
/** Request half of {@link contracts.searchCompanyContract}. */
export const searchCompanyRoute = { method: 'GET', path: '/api/search_company' } as const satisfies Route;
