/**
 * Types of the API client: what a call may send, the client's options and its interface.
 */
import type { Route } from '../contracts/route.ts';
import type { CookieJar, KeyValueStorage } from '../platform/types.ts';

/** Which client sends the request (docs/spec/platform.md#calls: mobile or web). */
export type ClientType = 'web' | 'mobile';

/** A JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object body. */
export type JsonObject = { [key: string]: JsonValue | undefined };

/** One query-string value; arrays repeat the key, undefined and null are left out. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Query-string parameters. */
export type QueryParams = { [key: string]: QueryValue };

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where failed responses are logged (console by default). */
export interface ApiLogger {
  error(message: string, details: FailedResponseLog): void;
}

/** What is logged for a failed response (docs/spec/platform.md#errors: url, status, body). */
export interface FailedResponseLog {
  method: string;
  url: string;
  status: number;
  body: unknown;
}

/** Options of {@link ApiClient.request}. */
export interface ApiRequestOptions {
  method?: HttpMethod;
  query?: QueryParams;
  /** A JSON object, or a string sent as is with a JSON content type. */
  body?: JsonObject | string;
  headers?: Record<string, string>;
  /** Accept header; defaults to application/json. */
  accept?: string;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * A call that creates a lead (POST): sent with an Idempotency-Key made now (or that of the
   * same lead still pending), kept in `pending` storage until the server answers, retried with
   * backoff on network errors, timeouts, 408/409/429/5xx (Retry-After respected), and resent by
   * {@link ApiClient.resume} on a later page when the page closed first.
   */
  durable?: boolean;
  /** Per-call timeout in ms (overrides the client's). */
  timeout?: number;
}

/** Extra options of the calls that create something. */
export interface CallOptions {
  /** Sent as the Idempotency-Key header so a repeated submit is applied once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** The provider's API host, e.g. https://api.example.tw. */
  baseURL: string;
  /**
   * The user token, when there is one (sent as `Authorization: Bearer {token}`). Without it, the
   * `token` cookie of `cookies` is sent.
   */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  clientType: ClientType;
  /** Cookie jar for the token (without getToken), location, region, one-id, uuid and ad_id. */
  cookies?: CookieJar;
  /** Generates the device uuid (default crypto.randomUUID()). */
  uuid?: () => string;
  /** Request timeout in ms (default 15000). */
  timeout?: number;
  /** Delay before the one retry, ms (default 250). */
  retryDelay?: number;
  /** Logger of failed responses (default console). */
  logger?: ApiLogger;
  /** Partner key sent with widget requests. */
  partner?: string;
  /** fetch implementation (default globalThis.fetch). */
  fetch?: typeof globalThis.fetch;
  /** Where durable calls wait for their answer (a never-throwing local storage; default memory). */
  pending?: KeyValueStorage;
  /** Attempts of a durable call before it is left pending for a later page (default 6). */
  durableAttempts?: number;
  /** First backoff delay of a durable call, doubled per attempt up to 8 s (default 500 ms). */
  durableDelay?: number;
  /**
   * When a durable call is left pending, the ms after which this page resends it (default 60000),
   * unless the browser says it is online again first.
   */
  resendPendingAfter?: number;
}

/** The client every API function takes as its first argument. */
export interface ApiClient {
  /**
   * Sends one request and resolves with the parsed JSON body; rejects with ApiError and friends.
   * The target is an endpoint's route (its method and path, the request half of its contract,
   * ADR 019) or a path, with `options.method` (GET by default): a route with `{…}` parameters is
   * called with its filled path, `client.request(pathOf(route, params), { method: route.method })`.
   * @example client.request(sendCodeRoute, { body: payload })
   */
  request<T>(target: Route | string, options?: ApiRequestOptions): Promise<T>;
  /** The logger failed responses go to (also used by calls that only log their failures). */
  readonly logger: ApiLogger;
  /**
   * Resends the durable calls a closed page left pending (younger than 24 h), with their own
   * keys, so none is lost and none is stored twice. Call it once on every page load.
   */
  resume(): Promise<void>;
}
