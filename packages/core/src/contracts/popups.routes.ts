/**
 * Popups and activity configs: the request halves (method and path) of the contracts in
 * `./popups.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './popups.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.popupsContract}. */
export const popupsRoute = { method: 'POST', path: '/hyperf/popups' } as const satisfies Route;
/** Request half of {@link contracts.configsContract}. */
export const configsRoute = { method: 'GET', path: '/api/configs' } as const satisfies Route;
