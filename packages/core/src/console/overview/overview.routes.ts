/**
 * The console's overview (docs/spec/console.md#overview): the request half (method and path) of
 * the contract in `./overview.contract.ts`. No schema here (ADR 019).
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleOverviewContract` (./overview.contract.ts). */
export const consoleOverviewRoute = { method: 'GET', path: '/console/api/overview' } as const satisfies Route;
