/**
 * Building blocks shared by every area: the response envelope, the error body, utm, ids and the
 * query-string coercions. Request objects are strict (unknown keys, `__proto__` included, are an
 * error and never copied); response objects strip what they do not name.
 */
import * as z from 'zod/mini';
import { inputMessages } from '../messages/input.ts';

/** An unsigned decimal integer as it arrives in a query string. */
export const QUERY_INT_PATTERN = /^\d{1,15}$/;

/** Free-form `meta` of an envelope. */
export const MetaSchema = z.record(z.string(), z.unknown());
export type Meta = z.infer<typeof MetaSchema>;

/** The response envelope `{ code, data, message }` with the optional `status` and `meta`. */
export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.number(),
    data,
    message: z.optional(z.string()),
    status: z.optional(z.number()),
    meta: z.optional(MetaSchema),
  });
}

/** The envelope with unknown data: what every call answers before its data is read. */
export const EnvelopeSchema = envelopeOf(z.unknown());

/** Typed envelope for the API functions (the shape of {@link envelopeOf}, data of type T). */
export interface Envelope<T, M = Meta> {
  code: number;
  data: T;
  message?: string;
  status?: number;
  meta?: M;
}

/** The body of a 4xx/5xx answer. */
export const ErrorBodySchema = z.object({
  code: z.number(),
  message: z.string(),
  request_id: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** A positive integer id as it arrives in a JSON body (answers use it too). */
export const IdSchema = z.int().check(z.positive());
export type Id = z.infer<typeof IdSchema>;

/** Largest value of a PostgreSQL `integer` (int4) column: request ids and counts stay within it. */
export const INT4_MAX = 2_147_483_647;

/**
 * True when `text` holds a character no text field of a request takes: NUL and the other C0
 * controls (tab, line feed and carriage return only when `multiline`), DEL, the C1 controls, the
 * bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069: they make a text
 * read in another order than it is stored, as in a notice or a company's name that spoofs
 * another), or a lone UTF-16 surrogate (PostgreSQL refuses NUL in text and both in jsonb).
 */
export function hasUnsafeChars(text: string, multiline = false): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20) {
      if (!(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
    } else if (
      (code >= 0x7f && code <= 0x9f) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    )
      return true;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/**
 * `text` without the characters {@link hasUnsafeChars} refuses (line breaks included), trimmed
 * and cut to `max` UTF-16 units without splitting a surrogate pair.
 */
export function cleanText(text: string, max: number): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        if (out.length + 2 > max) break;
        out += text[i]! + text[i + 1]!;
        i++;
      }
      continue;
    }
    if (hasUnsafeChars(text[i]!)) continue;
    if (out.length + 1 > max) break;
    out += text[i];
  }
  return out.trim();
}

/** Options of {@link safeText}. */
export interface SafeTextOptions {
  /** Longest value, UTF-16 units (default 128). */
  max?: number;
  /** Tabs and line breaks allowed (free text such as a review); default false. */
  multiline?: boolean;
  /** Message of a non-string or a bad character (default `inputMessages.textInvalid`). */
  message?: string;
  /** Message of a value that is too long (default `inputMessages.textTooLong`). */
  tooLong?: string;
}

/**
 * The text field every request schema builds its strings from: a string of at most `max`
 * characters with no NUL, other control character or lone surrogate; a 422 with a zh-TW
 * message otherwise. Any check the field needs (minimum, pattern) goes after it.
 * @example const PageSchema = safeText({ max: 64 });
 */
export function safeText(options: SafeTextOptions = {}) {
  const message = options.message ?? inputMessages.textInvalid;
  return z.string(message).check(
    z.maxLength(options.max ?? 128, options.tooLong ?? inputMessages.textTooLong),
    z.refine((value: string) => !hasUnsafeChars(value, options.multiline), message),
  );
}

/**
 * An id of a request as a JSON number: a positive whole number that fits an int4 column
 * (1 … 2,147,483,647); `message` otherwise.
 */
export function int4Id(message: string = inputMessages.idInvalid) {
  return z.int(message).check(z.positive(message), z.maximum(INT4_MAX, message));
}

/** A request id (JSON number) within int4. */
export const Int4IdSchema = int4Id();

/** A whole number of a request within `min`…`max` (never beyond int4); `message` otherwise. */
export function boundedInt(min: number, max: number, message: string = inputMessages.numberInvalid) {
  return z
    .int(message)
    .check(z.minimum(Math.max(min, -INT4_MAX - 1), message), z.maximum(Math.min(max, INT4_MAX), message));
}

/** A short free-text field of a request (module names, page names, types). */
export const ShortTextSchema = safeText({ max: 128 });

/**
 * One utm value. Never the reason a lead is refused: control characters and lone surrogates are
 * dropped, the value is cut to 128 characters, and anything that is not a string is left out.
 */
export const UtmValueSchema = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value: string) => cleanText(value, 128)),
    ),
  ),
  undefined,
);

/** Campaign tracking parameters sent with clues, logins and quotes (values cleaned, not refused). */
export const UtmSchema = z.strictObject({
  source: UtmValueSchema,
  medium: UtmValueSchema,
  campaign: UtmValueSchema,
  content: UtmValueSchema,
});
export type Utm = z.infer<typeof UtmSchema>;

/**
 * The consent notice version the visitor was shown (`CONSENT_NOTICE_VERSION` of core's data),
 * sent with every lead: required; the server accepts only the versions it knows.
 */
export const NoticeVersionSchema = safeText({ max: 32, message: inputMessages.noticeVersionInvalid });

/** A query-string number: a number or a string of digits, turned into a number. */
function queryNumber(message?: string) {
  return z.pipe(
    z.union([z.number(), z.string().check(z.trim(), z.regex(QUERY_INT_PATTERN, message))], message),
    z.transform((value: number | string) => Number(value)),
  );
}

/**
 * Wraps a number schema so that it also accepts the digits of a query string; `message` is used
 * when the value is missing or is not digits.
 */
export function queryInt<T extends z.ZodMiniType<unknown, number>>(inner: T, message?: string) {
  return z.pipe(queryNumber(message), inner);
}

/** A positive integer id in a query string (within int4). */
export const QueryIdSchema = queryInt(Int4IdSchema, inputMessages.idInvalid);

/**
 * The id of a page's resource (work, article, company…) sent back in a JSON body. Pages hold these
 * ids as text (URL segments, element attributes), so its digits are accepted too; read as a number.
 */
export const RefIdSchema = queryInt(Int4IdSchema, inputMessages.idInvalid);
export type RefIdInput = z.input<typeof RefIdSchema>;

/**
 * The input type of a lead payload: `notice_version` may be left out, since the API call fills
 * in the version of the notice this build's forms show (core's CONSENT_NOTICE_VERSION).
 */
export type LeadInput<T extends { notice_version: string }> = Omit<T, 'notice_version'> & {
  notice_version?: string;
};

/** A 0/1 flag in a query string. */
export const QueryFlagSchema = queryInt(z.literal([0, 1]));

/** A 0/1 flag in a JSON body. */
export const FlagSchema = z.literal([0, 1]);
export type Flag = z.infer<typeof FlagSchema>;

/** Data of calls that answer nothing but the envelope. */
export const EmptyDataSchema = z.nullish(z.unknown());
