/**
 * Typed errors of the API client: HTTP 400–599 become {@link ApiError} (with a subclass for
 * 401, 403, 404, 422 and 429), a timeout a {@link TimeoutError}, no answer a {@link NetworkError}.
 */
import { errorMessages, failedCallMessages, format, serverMessages } from '../messages/zh-TW.ts';

/** Discriminant of an {@link ApiError}. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'client'
  | 'server';

/** What an {@link ApiError} is built from. */
export interface ApiErrorInit {
  status: number;
  body: unknown;
  url: string;
  /** Seconds from a Retry-After header (429). */
  retryAfter?: number;
}

/** The `message` (or `info`) text of a response body, if it has one; `keys` sets the order. */
export function serverMessageOf(
  body: unknown,
  keys: readonly string[] = ['message', 'info'],
): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The kinds with a status of their own; other statuses are `server` (500+) or `client`. */
const KIND_OF_STATUS: Readonly<Record<number, ApiErrorKind>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  422: 'validation',
  429: 'rate_limited',
};

/** The kind of error a status is. */
export function kindOfStatus(status: number): ApiErrorKind {
  return KIND_OF_STATUS[status] ?? (status >= 500 ? 'server' : 'client');
}

/** An HTTP error answer (status 400–599). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The parsed response body. */
  readonly body: unknown;
  readonly url: string;
  /** The body's `message`, when the server sent one. */
  readonly serverMessage: string | undefined;
  /** Seconds to wait, from Retry-After (429, 503). */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    const serverMessage = serverMessageOf(init.body);
    super(serverMessage ?? format(errorMessages.serviceError, { status: init.status }));
    this.status = init.status;
    this.kind = kindOfStatus(init.status);
    this.body = init.body;
    this.url = init.url;
    this.serverMessage = serverMessage;
    this.retryAfter = init.retryAfter;
  }
}

/** 401: the token is missing or no longer valid. */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}

/** 403: not allowed (e.g. role design). */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}

/** 404: not found. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}

/** 422: the payload failed validation; `message` is the zh-TW message to show. */
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}

/** 429: too many requests. */
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
}

/** The subclass of each status that has one; other statuses are a plain {@link ApiError}. */
const ERROR_OF_STATUS: Readonly<Record<number, new (init: ApiErrorInit) => ApiError>> = {
  401: UnauthorizedError,
  403: ForbiddenError,
  404: NotFoundError,
  422: ValidationError,
  429: RateLimitError,
};

/** The typed error for an HTTP error answer. */
export function apiErrorFromResponse(init: ApiErrorInit): ApiError {
  return new (ERROR_OF_STATUS[init.status] ?? ApiError)(init);
}

/** The request took longer than the timeout (docs/spec/platform.md#errors: an error named TimeoutError). */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  readonly url: string;
  readonly timeout: number;

  constructor(url: string, timeout: number, options?: ErrorOptions) {
    super(`Request timed out after ${timeout} ms: ${url}`, options);
    this.url = url;
    this.timeout = timeout;
  }
}

/** No answer at all (offline, DNS, connection refused). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  readonly url: string;

  constructor(url: string, options?: ErrorOptions) {
    super(`Network error: ${url}`, options);
    this.url = url;
  }
}

/** True for an {@link ApiError}, optionally of one status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The HTTP status of a thrown {@link ApiError}; undefined for anything else (timeout, network, bug). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's message (body `message`, else `info`) of a thrown {@link ApiError}; undefined otherwise. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * What a form of the site says when its call failed: the server's message when it answered one;
 * when no answer came (offline, timed out, the connection dropped, left pending) or the server
 * failed (5xx), a zh-TW line of its own; else `fallback`. Never the error's own English text.
 * @example setError(failureMessage(error, reviewFormMessages.failed))
 */
export function failureMessage(error: unknown, fallback: string): string {
  const message = errorMessage(error);
  if (message) return message;
  if (error instanceof NetworkError || error instanceof TimeoutError || isPendingError(error))
    return failedCallMessages.noAnswer;
  return (errorStatus(error) ?? 0) >= 500 ? serverMessages.unavailable : fallback;
}

/** True for an error a durable call left pending: the lead is kept and resent, it is not lost. */
export function isPendingError(error: unknown): boolean {
  return (error as { pending?: boolean } | null)?.pending === true;
}

/**
 * What a durable call left pending rejects with: `later` settles with the answer the call gets
 * when this page resends it (online again, or a while later), and never when the page is left
 * first (the next page resends it) or the server refuses it.
 */
export interface PendingError extends Error {
  pending: true;
  later: Promise<unknown>;
}
