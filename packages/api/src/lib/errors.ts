/**
 * Client mistakes are thrown as `ApiError` (an `HTTPException`) with a zh-TW message; the one
 * `onError` of the app turns them into the `{code, status, message, data}` envelope.
 */
import { serverMessages } from '@renovo/core/messages';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** zh-TW wording of the server's own errors: core's catalogue (`serverMessages`), the one the browser reads. */
export const SERVER_MESSAGES = serverMessages;

/** Extra fields merged into the error envelope. */
export type ErrorDetails = Record<string, unknown>;

/** An HTTP error with a zh-TW message and optional extra envelope fields. */
export class ApiError extends HTTPException {
  readonly details: ErrorDetails | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { details?: ErrorDetails; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(status, { message, cause: options.cause });
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** Throws an ApiError; typed `never` so it ends control flow. */
export function fail(
  status: ContentfulStatusCode,
  message: string,
  options?: { details?: ErrorDetails; headers?: Record<string, string> },
): never {
  throw new ApiError(status, message, options);
}
