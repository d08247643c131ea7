/** The console's residential-community import: the request half of `./communities.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleCommunitiesImportContract` (./communities.contract.ts). */
export const consoleCommunitiesImportRoute = {
  method: 'POST',
  path: '/console/api/communities/import',
} as const satisfies Route;
/** Request half of `consoleCommunitiesListContract` (./community-edit.contract.ts). */
export const consoleCommunitiesListRoute = {
  method: 'GET',
  path: '/console/api/communities',
} as const satisfies Route;
/** Request half of `consoleCommunityDetailContract` (./community-edit.contract.ts). */
export const consoleCommunityDetailRoute = {
  method: 'GET',
  path: '/console/api/communities/{id}',
} as const satisfies Route;
/** Request half of `consoleCommunityUpdateContract` (./community-edit.contract.ts). */
export const consoleCommunityUpdateRoute = {
  method: 'PUT',
  path: '/console/api/communities/{id}',
} as const satisfies Route;
