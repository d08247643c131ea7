/**
 * Favourites, shares and visits: the request halves (method and path) of the contracts in
 * `./favourites.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `collectsListContract` (./favourites.ts). */
export const collectsListRoute = { method: 'GET', path: '/v1/collects' } as const satisfies Route;
/** Request half of `collectContract` (./favourites.ts). */
export const collectRoute = { method: 'POST', path: '/v1/collects' } as const satisfies Route;
/** Request half of `disCollectContract` (./favourites.ts). */
export const disCollectRoute = { method: 'DELETE', path: '/v1/dis_collect' } as const satisfies Route;
/** Request half of `favorContract` (./favourites.ts). */
export const favorRoute = { method: 'POST', path: '/api/favors' } as const satisfies Route;
/** Request half of `shareContract` (./favourites.ts). */
export const shareRoute = { method: 'POST', path: '/api/shares' } as const satisfies Route;
/** Request half of `visitContract` (./favourites.ts). */
export const visitRoute = { method: 'POST', path: '/api/visits' } as const satisfies Route;
/** Request half of `articleStatisticContract` (./favourites.ts). */
export const articleStatisticRoute = {
  method: 'POST',
  path: '/api/app/v1/article/statisticArticle',
} as const satisfies Route;
