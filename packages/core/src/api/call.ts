/**
 * Calls an endpoint by its route, the request half of its contract (`<flow>/*.routes.ts`, ADR
 * 019): the method and path come from the contract, so a path is written once.
 */
import type { Route } from '../contracts/route.ts';
import type { ApiClient, ApiRequestOptions } from './types.ts';

/**
 * Sends `options` to `target`. A route with `{…}` parameters is called with its filled path:
 * `client.request(pathOf(route, params), { method: route.method, … })`.
 * @example call(client, sendCodeRoute, { body: payload })
 */
export function call<T>(client: ApiClient, target: Route, options?: ApiRequestOptions): Promise<T> {
  return client.request<T>(target.path, { method: target.method, ...options });
}
