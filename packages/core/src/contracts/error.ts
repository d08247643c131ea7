/**
 * The one error component: what every 4xx/5xx answer of the API carries (`app.ts` onError,
 * `lib/contract-route.ts`, the SMS and privacy limits). Server and documentation only.
 */
import { z } from 'zod';

/** One issue of a 422: the field path and its zh-TW message. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The body of every error answer. */
export const ApiErrorSchema = z
  .object({
    /** The HTTP status again (the spec's envelope). */
    code: z.int(),
    status: z.int(),
    /** zh-TW, shown to the visitor as it is. */
    message: z.string(),
    data: z.null(),
    /** 422: the issues, at most 20. */
    errors: z.array(FieldErrorSchema).max(20).optional(),
    /** 429: seconds to wait (also the Retry-After header). */
    retry_after: z.int().nonnegative().optional(),
    /** 500: the request id to quote to support (no stack). */
    request_id: z.string().optional(),
    /** 428 of POST /v1/codes: an ALTCHA v2 proof-of-work challenge to solve. */
    challenge: z
      .object({
        parameters: z.looseObject({
          algorithm: z.string(),
          nonce: z.string(),
          salt: z.string(),
          keyPrefix: z.string(),
        }),
        signature: z.string().optional(),
      })
      .optional(),
  })
  // The title is also the size check's marker: no widget chunk may hold it (ADR 019).
  .meta({ title: 'RenovoApiError' });
export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

/** Name of the error component in the OpenAPI document (its schema's title). */
export const ERROR_COMPONENT = 'RenovoApiError';

/** What each error status means, for the documentation. */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request: malformed JSON, or a bad Idempotency-Key',
  401: 'Not signed in (請先登入)',
  403: 'Forbidden: role design (設計公司暫未開通此功能), or a lead from an Origin that is not allowed',
  404: 'Not found',
  409: 'Conflict: the same Idempotency-Key still in progress, or a mobile bound elsewhere',
  413: 'Body too large',
  415: 'A body of a media type the operation does not take (a lead: application/json only)',
  422: 'Validation failed: the form zh-TW message, the issues in `errors`',
  428: 'A proof-of-work challenge must be solved first (`challenge`)',
  429: 'Rate limited: `retry_after` seconds (and the Retry-After header)',
  500: 'Unexpected error: the message quotes `request_id`, no stack',
  501: 'Not implemented',
  502: 'SMS gateway failure',
  503: 'Database unavailable, or the process is draining',
};
