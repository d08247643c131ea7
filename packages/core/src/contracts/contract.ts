/**
 * `defineContract`: one declaration per endpoint — method and path (its {@link Route}), params,
 * query, body and every response (the success body and each error status, errors with the one
 * shared {@link ApiErrorSchema}) as zod schemas, with tag, summary, auth and idempotency. The
 * server registers its handler by it (`packages/api/src/lib/contract-route.ts`), the tests check
 * every answer against it, and `GET /openapi.json` is generated from the list of them
 * (`./index.ts`). Server and documentation only: a browser takes the route half alone (ADR 019).
 *
 * @example
 * export const healthzRoute = { method: 'GET', path: '/healthz' } as const satisfies Route; // health.routes.ts
 * export const healthz = defineContract(healthzRoute, {
 *   id: 'getHealthz', tag: 'health', summary: 'Liveness',
 *   response: HealthSchema, errors: [503],
 * });
 */
import type { z } from 'zod';
import { ApiErrorSchema } from './error.ts';
import type { Route } from './route.ts';

/** A zod schema (classic or mini). */
export type Schema = z.core.$ZodType;

/**
 * Who may call: `none` (anyone, no identity read), `optional` (a member's token is read when
 * sent), `bearer` (a member: the `Authorization: Bearer` token or the HttpOnly `token` cookie,
 * else 401), `cookie` (a member by the cookie only), `staff` (the staff console's session cookie
 * only, with an own-origin check on mutations: 401 and 403).
 */
export type Auth = 'none' | 'optional' | 'bearer' | 'cookie' | 'staff';

/** What `defineContract` is told besides the route. */
export interface ContractSpec {
  /** The OpenAPI operationId (unique). */
  id: string;
  tag: string;
  summary: string;
  description?: string;
  /** Default `none`. */
  auth?: Auth;
  /** Honours Idempotency-Key (adds the header, 400 for a bad key, 409 while in progress). */
  idempotent?: boolean;
  /** Mounted only outside production (and left out of the production document). */
  devOnly?: boolean;
  /** Path parameters, an object schema with one key per `{name}` of the path. */
  params?: Schema;
  /** Query parameters, an object schema (strings as sent; coercions allowed). */
  query?: Schema;
  /** JSON body (form-encoded bodies are read into the same object). */
  body?: Schema;
  /**
   * A body that is not JSON (e.g. `text/csv`): the handler reads it itself; documented as a string
   * of this media type. A request of another media type is answered 415.
   */
  rawBody?: { contentType: string; description: string };
  /** A valid request: shown in the document, and a seed of the contract test's requests. */
  example?: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  /** The success body (status `status`, default 200). */
  response: Schema;
  /** Success status, default 200. */
  status?: number;
  /** Media type of the success body when it is not JSON (its schema is then `z.string()`). */
  contentType?: string;
  /** Error statuses this endpoint answers besides the derived ones (see {@link derivedErrors}). */
  errors?: readonly number[];
  /** Answers whose body is not the error component (e.g. the 503 of /readyz); null: no body (304). */
  responses?: Readonly<Record<number, Schema | null>>;
}

/** A complete contract: its route and its spec, with every response by status. */
export type Contract<R extends Route = Route, S extends ContractSpec = ContractSpec> = R &
  S & {
    readonly route: R;
    /** Every documented status → its body schema (null: the answer has no body). */
    readonly responseSchemas: Readonly<Record<number, Schema | null>>;
  };

/** Any contract. */
export type AnyContract = Contract<Route, ContractSpec>;

/**
 * Error statuses every endpoint of its kind answers: 500 and 503 always (an unexpected error,
 * the database down); with a body 400 (bad JSON), 413 (too large) and 422; with params or query
 * 422; `bearer`/`cookie` 401; `staff` 401 and 403; idempotent 400, 409 and 422 (a key reused with another body).
 */
export function derivedErrors(spec: ContractSpec): number[] {
  const statuses = new Set<number>([500, 503]);
  if (spec.body) for (const s of [400, 413, 422]) statuses.add(s);
  if (spec.rawBody) for (const s of [413, 415, 422]) statuses.add(s);
  if (spec.params || spec.query) statuses.add(422);
  if (spec.auth === 'bearer' || spec.auth === 'cookie') statuses.add(401);
  if (spec.auth === 'staff') for (const s of [401, 403]) statuses.add(s);
  if (spec.idempotent) for (const s of [400, 409, 422]) statuses.add(s);
  return [...statuses];
}

/** Declares an endpoint's contract on its route. */
/* @__NO_SIDE_EFFECTS__ */
export function defineContract<const R extends Route, const S extends ContractSpec>(
  target: R,
  spec: S,
): Contract<R, S> {
  const responseSchemas: Record<number, Schema | null> = {};
  for (const status of [...derivedErrors(spec), ...(spec.errors ?? [])]) {
    responseSchemas[status] = ApiErrorSchema;
  }
  Object.assign(responseSchemas, spec.responses);
  responseSchemas[spec.status ?? 200] = spec.response;
  return { ...spec, method: target.method, path: target.path, route: target, responseSchemas } as Contract<
    R,
    S
  >;
}

/** The parsed input a handler receives. */
export interface ContractInput<C extends AnyContract> {
  params: C['params'] extends Schema ? z.core.output<C['params']> : Record<string, never>;
  query: C['query'] extends Schema ? z.core.output<C['query']> : Record<string, never>;
  body: C['body'] extends Schema ? z.core.output<C['body']> : undefined;
}

/** The success body a handler answers (as the response schema takes it). */
export type ContractSuccess<C extends AnyContract> = z.core.input<C['response']>;

/** The `data` of an envelope success body. */
export type ContractData<C extends AnyContract> = ContractSuccess<C> extends { data: infer D } ? D : never;

/** The request body a client sends. */
export type ContractBody<C extends AnyContract> = C['body'] extends Schema ? z.core.input<C['body']> : never;

/** The path of a contract as Hono routes it (`{id}` → `:id`). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Finds the contract that serves `method` `path` (a concrete path, no query). */
export function findContract<C extends AnyContract>(
  contracts: readonly C[],
  method: string,
  path: string,
): C | undefined {
  const upper = method.toUpperCase();
  return contracts.find((contract) => {
    if (contract.method !== upper) return false;
    const pattern = new RegExp(
      `^${contract.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`,
    );
    return pattern.test(path);
  });
}
