/**
 * Works: the request halves (method and path) of the contracts in `./content-works.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-works.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.worksListContract}. */
export const worksListRoute = { method: 'GET', path: '/hyperf/works/list' } as const satisfies Route;
/** Request half of {@link contracts.worksDetailContract}. */
export const worksDetailRoute = { method: 'GET', path: '/v1/works/detail' } as const satisfies Route;
/** Request half of {@link contracts.prevOrNextWorkContract}. */
export const prevOrNextWorkRoute = {
  method: 'GET',
  path: '/api/mobile/v1/works/PrevOrNextWorkById',
} as const satisfies Route;
/** Request half of {@link contracts.detailRecommendWorksContract}. */
export const detailRecommendWorksRoute = {
  method: 'GET',
  path: '/hyperf/works/{id}/detail_recommend_works',
} as const satisfies Route;
/** Request half of {@link contracts.representWorksContract}. */
export const representWorksRoute = {
  method: 'GET',
  path: '/hyperf/works/represent_works',
} as const satisfies Route;
/** Request half of {@link contracts.representFiltersContract}. */
export const representFiltersRoute = {
  method: 'GET',
  path: '/hyperf/works/represent_filters',
} as const satisfies Route;
/** Request half of {@link contracts.representWorksForArticleContract}. */
export const representWorksForArticleRoute = {
  method: 'GET',
  path: '/hyperf/works/represent_works_for_article',
} as const satisfies Route;
/** Request half of {@link contracts.healHouseListContract}. */
export const healHouseListRoute = { method: 'GET', path: '/hyperf/heal_house/list' } as const satisfies Route;
