/**
 * Health: the request halves (method and path) of the contracts in `./health.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `healthz` (./health.ts). */
export const healthzRoute = { method: 'GET', path: '/healthz' } as const satisfies Route;
/** Request half of `readyz` (./health.ts). */
export const readyzRoute = { method: 'GET', path: '/readyz' } as const satisfies Route;
