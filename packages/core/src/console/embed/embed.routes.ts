/**
 * The staff console's embed builder (docs/spec/console.md#embed-builder): the request half (method
 * and path) of the contract in `./embed.contract.ts`. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleEmbedSetupContract` (./embed.contract.ts). */
export const consoleEmbedSetupRoute = {
  method: 'GET',
  path: '/console/api/embed/setup',
} as const satisfies Route;
