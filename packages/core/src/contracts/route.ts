/**
 * The request half of a contract: an endpoint's method and path, the only part of a contract a
 * browser carries. `defineContract` (contract.ts) adds the schemas, the documentation and every
 * response to the same object; the client functions (`<flow>/*.api.ts`) take only this
 * half, so a widget chunk never holds a response schema (ADR 019; bench/size.bench.ts proves it).
 *
 * A route is a plain object literal, so a bundler drops the ones a bundle does not call (a
 * factory call would be kept). Each flow keeps its routes in `<flow>.routes.ts`, which imports
 * no schema.
 *
 * @example
 * export const sendCodeRoute = { method: 'POST', path: '/v1/codes' } as const satisfies Route;
 * client.request(sendCodeRoute, { body });
 */

/** HTTP methods of the API. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** An endpoint's method and path (`{name}` marks a path parameter, as in OpenAPI). */
export interface Route<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}

/** Names of the `{…}` parameters of a path. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

/**
 * The path of a route with its parameters filled in (each encoded).
 * @example pathOf(playVideoRoute, { id: 3 }) // '/hyperf/short_videos/3/play_video'
 */
export function pathOf<P extends string>(
  target: Route<Method, P>,
  params: Record<PathParams<P>, string | number>,
): string {
  return target.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
