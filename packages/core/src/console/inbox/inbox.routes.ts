/**
 * The lead inbox's lookups (docs/spec/console.md#lead-inbox): the request half (method and path) of the
 * contract in
 * `./console-inbox.ts`. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleInboxLookupsContract` (./console-inbox.ts). */
export const consoleInboxLookupsRoute = {
  method: 'GET',
  path: '/console/api/inbox-lookups',
} as const satisfies Route;
