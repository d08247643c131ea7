/**
 * The API's own description: the request halves (method and path) of the contracts in `./meta.ts`, all a browser
 * carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `openapiContract` (./meta.ts). */
export const openapiRoute = { method: 'GET', path: '/openapi.json' } as const satisfies Route;
