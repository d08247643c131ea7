/** The console's shorts: the request halves of `./shorts.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleShortsListContract`. */
export const consoleShortsListRoute = { method: 'GET', path: '/console/api/shorts' } as const satisfies Route;
/** Request half of `consoleShortCreateContract`. */
export const consoleShortCreateRoute = {
  method: 'POST',
  path: '/console/api/shorts',
} as const satisfies Route;
/** Request half of `consoleShortContract`. */
export const consoleShortRoute = { method: 'GET', path: '/console/api/shorts/{id}' } as const satisfies Route;
/** Request half of `consoleShortUpdateContract`. */
export const consoleShortUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/shorts/{id}',
} as const satisfies Route;
