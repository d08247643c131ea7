/**
 * The API's own description: the request halves (method and path) of the contracts in `./meta.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type * as contracts from './meta.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.openapiContract}. */
export const openapiRoute = { method: 'GET', path: '/openapi.json' } as const satisfies Route;
