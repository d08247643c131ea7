/**
 * Search: the request halves (method and path) of the contracts in `./content-search.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-search.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.searchKeywordsContract}. */
export const searchKeywordsRoute = {
  method: 'GET',
  path: '/hyperf/search/input/keywords',
} as const satisfies Route;
/** Request half of {@link contracts.searchResultsContract}. */
export const searchResultsRoute = { method: 'GET', path: '/hyperf/search/results' } as const satisfies Route;
