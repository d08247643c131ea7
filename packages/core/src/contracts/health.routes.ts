/**
 * Health: the request halves (method and path) of the contracts in `./health.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type * as contracts from './health.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.healthz}. */
export const healthzRoute = { method: 'GET', path: '/healthz' } as const satisfies Route;
/** Request half of {@link contracts.readyz}. */
export const readyzRoute = { method: 'GET', path: '/readyz' } as const satisfies Route;
