/**
 * The community quote: the request halves (method and path) of the contracts in
 * `./community-quote.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `communitiesContract` (./community-quote.ts). */
export const communitiesRoute = {
  method: 'GET',
  path: '/hyperf/valuation/communities',
} as const satisfies Route;
/** Request half of `communityLayoutsContract` (./community-quote.ts). */
export const communityLayoutsRoute = {
  method: 'GET',
  path: '/hyperf/valuation/community_layouts',
} as const satisfies Route;
