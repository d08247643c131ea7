/** The answer envelope the spec reads: `code`, `status`, `message`, `data` (and `meta`). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { SERVER_MESSAGES } from './errors.ts';

/** A success envelope. */
interface Envelope<T> {
  code: number;
  status: number;
  message: string;
  data: T;
  meta?: Record<string, unknown>;
}

/**
 * Answers `{code, status, message, data}` with the HTTP status (200 unless given).
 * @example return ok(c, { id });
 */
export function ok<T>(
  c: Context,
  data: T,
  options: {
    message?: string;
    status?: ContentfulStatusCode;
    meta?: Record<string, unknown>;
    extra?: Record<string, unknown>;
  } = {},
) {
  const status = options.status ?? 200;
  const body: Envelope<T> & Record<string, unknown> = {
    code: status,
    status,
    message: options.message ?? SERVER_MESSAGES.ok,
    data,
    ...(options.meta ? { meta: options.meta } : {}),
    ...options.extra,
  };
  return c.json(body, status);
}
