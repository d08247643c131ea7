/** The console's residential-community import: the request half of `./communities.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleCommunitiesImportContract` (./communities.contract.ts). */
export const consoleCommunitiesImportRoute = {
  method: 'POST',
  path: '/console/api/communities/import',
} as const satisfies Route;
