/**
 * The community quote: the request halves (method and path) of the contracts in
 * `./community-quote.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './community-quote.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.communitiesContract}. */
export const communitiesRoute = {
  method: 'GET',
  path: '/hyperf/valuation/communities',
} as const satisfies Route;
/** Request half of {@link contracts.communityLayoutsContract}. */
export const communityLayoutsRoute = {
  method: 'GET',
  path: '/hyperf/valuation/community_layouts',
} as const satisfies Route;
