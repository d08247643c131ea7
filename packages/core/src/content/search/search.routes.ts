/**
 * Search: the request halves (method and path) of the contracts in `./content-search.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `searchKeywordsContract` (./content-search.ts). */
export const searchKeywordsRoute = {
  method: 'GET',
  path: '/hyperf/search/input/keywords',
} as const satisfies Route;
/** Request half of `searchResultsContract` (./content-search.ts). */
export const searchResultsRoute = { method: 'GET', path: '/hyperf/search/results' } as const satisfies Route;
