/** The console's works: the request halves of `./works.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** A page of works (search by title, company and status filters). */
export const consoleWorksRoute = { method: 'GET', path: '/console/api/works' } as const satisfies Route;
/** Creates a work. */
export const consoleWorkCreateRoute = { method: 'POST', path: '/console/api/works' } as const satisfies Route;
/** One work with its photos. */
export const consoleWorkRoute = { method: 'GET', path: '/console/api/works/{id}' } as const satisfies Route;
/** Returns a work sent for review to its company, with the reason. */
export const consoleWorkReturnRoute = {
  method: 'POST',
  path: '/console/api/works/{id}/return',
} as const satisfies Route;
/** Changes a work (its photos are replaced when given). */
export const consoleWorkUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/works/{id}',
} as const satisfies Route;
