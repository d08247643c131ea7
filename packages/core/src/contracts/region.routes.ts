/**
 * Region: the request halves (method and path) of the contracts in `./region.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type * as contracts from './region.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.geoContract}. */
export const geoRoute = { method: 'GET', path: '/v1/utils/geo' } as const satisfies Route;
/** Request half of {@link contracts.indexGeoContract}. */
export const indexGeoRoute = { method: 'GET', path: '/v1/index_geo' } as const satisfies Route;
/** Request half of {@link contracts.isInternalIpContract}. */
export const isInternalIpRoute = { method: 'GET', path: '/v1/utils/is-internal-ip' } as const satisfies Route;
