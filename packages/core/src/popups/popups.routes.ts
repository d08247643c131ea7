/**
 * Popups and activity configs: the request halves (method and path) of the contracts in
 * `./popups.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `popupsContract` (./popups.ts). */
export const popupsRoute = { method: 'POST', path: '/hyperf/popups' } as const satisfies Route;
/** Request half of `configsContract` (./popups.ts). */
export const configsRoute = { method: 'GET', path: '/api/configs' } as const satisfies Route;
