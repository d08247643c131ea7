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
export declare function serverMessageOf(body: unknown, keys?: readonly string[]): string | undefined;
/** The kind of error a status is. */
export declare function kindOfStatus(status: number): ApiErrorKind;
/** An HTTP error answer (status 400–599). */
export declare class ApiError extends Error {
  name: string;
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The parsed response body. */
  readonly body: unknown;
  readonly url: string;
  /** The body's `message`, when the server sent one. */
  readonly serverMessage: string | undefined;
  constructor(init: ApiErrorInit);
}
/** 401: the token is missing or no longer valid. */
export declare class UnauthorizedError extends ApiError {
  name: string;
}
/** 403: not allowed (e.g. role design). */
export declare class ForbiddenError extends ApiError {
  name: string;
}
/** 404: not found. */
export declare class NotFoundError extends ApiError {
  name: string;
}
/** 422: the payload failed validation; `message` is the zh-TW message to show. */
export declare class ValidationError extends ApiError {
  name: string;
}
/** 429: too many requests. */
export declare class RateLimitError extends ApiError {
  name: string;
  /** Seconds to wait, from Retry-After. */
  readonly retryAfter: number | undefined;
  constructor(init: ApiErrorInit);
}
/** The typed error for an HTTP error answer. */
export declare function apiErrorFromResponse(init: ApiErrorInit): ApiError;
/** The request took longer than the timeout (doc 1 §8: an error named TimeoutError). */
export declare class TimeoutError extends Error {
  name: string;
  readonly url: string;
  readonly timeout: number;
  constructor(url: string, timeout: number, options?: ErrorOptions);
}
/** No answer at all (offline, DNS, connection refused). */
export declare class NetworkError extends Error {
  name: string;
  readonly url: string;
  constructor(url: string, options?: ErrorOptions);
}
/** True for an {@link ApiError}, optionally of one status. */
export declare function isApiError(error: unknown, status?: number): error is ApiError;
/** The HTTP status of a thrown {@link ApiError}; undefined for anything else (timeout, network, bug). */
export declare function errorStatus(error: unknown): number | undefined;
/** The server's message (body `message`, else `info`) of a thrown {@link ApiError}; undefined otherwise. */
export declare function errorMessage(error: unknown): string | undefined;
//# sourceMappingURL=errors.d.ts.map
