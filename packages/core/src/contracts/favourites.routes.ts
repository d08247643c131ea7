/**
 * Favourites, shares and visits: the request halves (method and path) of the contracts in
 * `./favourites.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './favourites.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.collectsListContract}. */
export const collectsListRoute = { method: 'GET', path: '/v1/collects' } as const satisfies Route;
/** Request half of {@link contracts.collectContract}. */
export const collectRoute = { method: 'POST', path: '/v1/collects' } as const satisfies Route;
/** Request half of {@link contracts.disCollectContract}. */
export const disCollectRoute = { method: 'DELETE', path: '/v1/dis_collect' } as const satisfies Route;
/** Request half of {@link contracts.favorContract}. */
export const favorRoute = { method: 'POST', path: '/api/favors' } as const satisfies Route;
/** Request half of {@link contracts.shareContract}. */
export const shareRoute = { method: 'POST', path: '/api/shares' } as const satisfies Route;
/** Request half of {@link contracts.visitContract}. */
export const visitRoute = { method: 'POST', path: '/api/visits' } as const satisfies Route;
/** Request half of {@link contracts.articleStatisticContract}. */
export const articleStatisticRoute = {
  method: 'POST',
  path: '/api/app/v1/article/statisticArticle',
} as const satisfies Route;
