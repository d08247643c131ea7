/**
 * Works: the request halves (method and path) of the contracts in `./content-works.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `worksListContract` (./content-works.ts). */
export const worksListRoute = { method: 'GET', path: '/hyperf/works/list' } as const satisfies Route;
/** Request half of `worksDetailContract` (./content-works.ts). */
export const worksDetailRoute = { method: 'GET', path: '/v1/works/detail' } as const satisfies Route;
/** Request half of `prevOrNextWorkContract` (./content-works.ts). */
export const prevOrNextWorkRoute = {
  method: 'GET',
  path: '/api/mobile/v1/works/PrevOrNextWorkById',
} as const satisfies Route;
/** Request half of `detailRecommendWorksContract` (./content-works.ts). */
export const detailRecommendWorksRoute = {
  method: 'GET',
  path: '/hyperf/works/{id}/detail_recommend_works',
} as const satisfies Route;
/** Request half of `representWorksContract` (./content-works.ts). */
export const representWorksRoute = {
  method: 'GET',
  path: '/hyperf/works/represent_works',
} as const satisfies Route;
/** Request half of `representFiltersContract` (./content-works.ts). */
export const representFiltersRoute = {
  method: 'GET',
  path: '/hyperf/works/represent_filters',
} as const satisfies Route;
/** Request half of `representWorksForArticleContract` (./content-works.ts). */
export const representWorksForArticleRoute = {
  method: 'GET',
  path: '/hyperf/works/represent_works_for_article',
} as const satisfies Route;
/** Request half of `healHouseListContract` (./content-works.ts). */
export const healHouseListRoute = { method: 'GET', path: '/hyperf/heal_house/list' } as const satisfies Route;
/** Request half of `loginSampleWorksContract` (./content-works.ts). */
export const loginSampleWorksRoute = {
  method: 'GET',
  path: '/hyperf/works/login_samples',
} as const satisfies Route;
