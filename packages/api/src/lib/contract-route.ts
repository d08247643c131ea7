/**
 * Registers a handler by its contract (ADR 019), with what it takes to read and check a request:
 * `readBody` never throws a 500 (bad JSON is a 400 with a zh-TW message; a body that is itself a
 * JSON string holding JSON, as `POST /api/visits` sends, is unwrapped once; form-encoded bodies are
 * accepted too) and `validate` answers a 422 whose `message` is the first issue's zh-TW message
 * (the form messages the shared schemas carry, else zod's zh-TW locale), the issues in `errors`.
 *
 * A route: the method and path come from the contract, its
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
import { format } from '@renovo/core/messages';
import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { AppEnv } from './app-env.ts';
import { ok } from './envelope.ts';
import { fail, SERVER_MESSAGES } from './errors.ts';

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

/** The parsed body, `{}` when the body is empty. */
export async function readBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    fail(400, SERVER_MESSAGES.badJson);
  }
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    fail(400, SERVER_MESSAGES.badJson);
  }
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      value = JSON.parse(value);
    } catch {
      fail(400, SERVER_MESSAGES.badJson);
    }
  }
  return value;
}

/** The query as a plain object (keys kept as sent, `config_type[]` included); repeated keys become arrays. */
export function readQuery(c: Context): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const url = new URL(c.req.url);
  for (const [key, value] of url.searchParams) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const existing = Object.hasOwn(out, key) ? out[key] : undefined;
    if (existing === undefined) out[key] = key.endsWith('[]') ? [value] : value;
    else out[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return out;
}

const zhTW = z.locales.zhTW().localeError;
const CJK = /[\u3400-\u9fff]/;

/** Options of `validate`. */
interface ValidateOptions {
  /** Replaces the message of an issue whose path starts with this field. */
  fieldMessages?: Record<string, string>;
  /** Replaces one zh-TW message by another (e.g. basic-form wording → community-form wording). */
  rewrite?: Record<string, string>;
  status?: 400 | 422;
}

function issueMessage(issue: z.core.$ZodIssue, options: ValidateOptions): string {
  const field = issue.path.map(String).join('.');
  const head = issue.path[0] === undefined ? '' : String(issue.path[0]);
  const override = options.fieldMessages?.[field] ?? options.fieldMessages?.[head];
  if (override) return override;
  const message = CJK.test(issue.message) ? issue.message : '';
  if (message) return options.rewrite?.[message] ?? message;
  return field ? format(SERVER_MESSAGES.invalidField, { field }) : SERVER_MESSAGES.invalidParams;
}

/**
 * The parsed value, or a thrown 422.
 * @example const form = validate(EvaluationFormSchema, await readBody(c));
 */
function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  options: ValidateOptions = {},
): z.core.output<S> {
  const result = z.safeParse(schema, input, { error: zhTW });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const first = issues[0];
  fail(options.status ?? 422, first ? issueMessage(first, options) : SERVER_MESSAGES.invalidParams, {
    details: {
      errors: issues
        .slice(0, 20)
        .map((i) => ({ field: i.path.map(String).join('.'), message: issueMessage(i, options) })),
    },
  });
}
