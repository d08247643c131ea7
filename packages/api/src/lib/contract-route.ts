/**
 * Registers a handler by its contract (ADR 019): the method and path come from the contract, its
 * params, query and body are validated with the contract's schemas (a 422 with the form's zh-TW
 * message, as `validate` answers), and the handler receives them parsed and typed. Its typed
 * helpers `ok` and `json` take only the success body the contract documents.
 *
 * @example
 * route(app, userInfoContract, async (c, input) => input.ok(userInfo(await requireUser(c), { fullMobile: true })));
 */
import {
  type AnyContract,
  type ContractData,
  type ContractInput,
  type ContractSuccess,
  honoPath,
} from '@renovo/core/contracts';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from './app-env.ts';
import { readBody, readQuery } from './body.ts';
import { ok } from './envelope.ts';
import { type ValidateOptions, validate } from './validate.ts';

/** What a handler receives besides the context. */
export interface HandlerInput<C extends AnyContract> extends ContractInput<C> {
  /** Answers the envelope `{code, status, message, data}` with the contract's `data`. */
  ok(
    data: ContractData<C>,
    options?: { message?: string; meta?: Record<string, unknown>; status?: ContentfulStatusCode },
  ): Response;
  /** Answers the contract's success body as it is. */
  json(body: ContractSuccess<C>): Response;
}

/** A handler of a contract. */
export type ContractHandler<C extends AnyContract, E extends Env = AppEnv> = (
  c: Context<E>,
  input: HandlerInput<C>,
) => Response | Promise<Response>;

/** Options of {@link route}. */
export interface RouteOptions<E extends Env = AppEnv> {
  /** Middleware run before validation (lead guard, idempotency, member check…). */
  use?: MiddlewareHandler<E>[];
  /** Runs before validation (e.g. a 401 before a 422). */
  before?: (c: Context<E>) => unknown;
  /** Reads the raw body (default: the JSON or form body, `{}` when empty). */
  body?: (c: Context<E>) => Promise<unknown>;
  /** Messages of the 422 (`validate`'s options), fixed or per request (given the raw body). */
  validation?: ValidateOptions | ((c: Context<E>, rawBody: unknown) => ValidateOptions);
  /** Where the contract's path is served instead (a sub-app mounted under another prefix). */
  path?: string;
}

/** Registers `handler` for `contract` on `app`. */
export function route<C extends AnyContract, E extends Env = AppEnv>(
  app: Hono<E>,
  contract: C,
  handler: ContractHandler<C, E>,
  options: RouteOptions<E> = {},
): void {
  const successStatus = (contract.status ?? 200) as ContentfulStatusCode;
  const handle: MiddlewareHandler<E> = async (c) => {
    if (options.before) await options.before(c);
    const raw = contract.body ? await (options.body ? options.body(c) : readBody(c)) : undefined;
    const messages =
      typeof options.validation === 'function' ? options.validation(c, raw) : (options.validation ?? {});
    const params = contract.params ? validate(contract.params, c.req.param(), messages) : {};
    const query = contract.query ? validate(contract.query, readQuery(c), messages) : {};
    const body = contract.body ? validate(contract.body, raw, messages) : undefined;
    const input = {
      params,
      query,
      body,
      ok: (data, answer = {}) => ok(c, data, { status: successStatus, ...answer }),
      json: (value) => c.json(value as object, successStatus),
    } as HandlerInput<C>;
    return handler(c, input);
  };
  // Hono's overloads do not take a spread list of middleware.
  const register = app.on.bind(app) as (
    method: string,
    path: string,
    ...handlers: MiddlewareHandler<E>[]
  ) => unknown;
  register(contract.method, honoPath(options.path ?? contract.path), ...(options.use ?? []), handle);
}
