/**
 * Region: the request halves (method and path) of the contracts in `./region.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `geoContract` (./region.ts). */
export const geoRoute = { method: 'GET', path: '/v1/utils/geo' } as const satisfies Route;
/** Request half of `indexGeoContract` (./region.ts). */
export const indexGeoRoute = { method: 'GET', path: '/v1/index_geo' } as const satisfies Route;
/** Request half of `isInternalIpContract` (./region.ts). */
export const isInternalIpRoute = { method: 'GET', path: '/v1/utils/is-internal-ip' } as const satisfies Route;
