/**
 * Articles: the request halves (method and path) of the contracts in `./content-articles.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `articleListContract` (./content-articles.ts). */
export const articleListRoute = { method: 'GET', path: '/v1/article/list' } as const satisfies Route;
/** Request half of `articleDetailContract` (./content-articles.ts). */
export const articleDetailRoute = { method: 'GET', path: '/v1/article/detail' } as const satisfies Route;
/** Request half of `articleRecommendContract` (./content-articles.ts). */
export const articleRecommendRoute = {
  method: 'GET',
  path: '/v1/article/recommend',
} as const satisfies Route;
/** Request half of `articleMayLikeByIdContract` (./content-articles.ts). */
export const articleMayLikeByIdRoute = {
  method: 'GET',
  path: '/v1/article/{id}/may_like',
} as const satisfies Route;
/** Request half of `articlesMayLikeContract` (./content-articles.ts). */
export const articlesMayLikeRoute = {
  method: 'GET',
  path: '/hyperf/articles/may_like',
} as const satisfies Route;
/** Request half of `sameStyleWorksContract` (./content-articles.ts). */
export const sameStyleWorksRoute = {
  method: 'GET',
  path: '/hyperf/articles/same_style_works',
} as const satisfies Route;
