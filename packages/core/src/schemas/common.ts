/**
 * Building blocks shared by every area: the response envelope, the error body, utm, ids and the
 * query-string coercions. Request objects are strict (unknown keys, `__proto__` included, are an
 * error and never copied); response objects strip what they do not name.
 */
import * as z from 'zod/mini';
import { QUERY_INT_PATTERN } from './patterns.ts';

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

/** A positive integer id as it arrives in a JSON body. */
export const IdSchema = z.int().check(z.positive());
export type Id = z.infer<typeof IdSchema>;

/** A short free-text field of a request (module names, page names, utm values). */
export const ShortTextSchema = z.string().check(z.maxLength(128));

/** Campaign tracking parameters sent with clues, logins and quotes. */
export const UtmSchema = z.strictObject({
  source: z.optional(ShortTextSchema),
  medium: z.optional(ShortTextSchema),
  campaign: z.optional(ShortTextSchema),
  content: z.optional(ShortTextSchema),
});
export type Utm = z.infer<typeof UtmSchema>;

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

/** A positive integer id in a query string. */
export const QueryIdSchema = queryInt(IdSchema);

/**
 * The id of a page's resource (work, article, company…) sent back in a JSON body. Pages hold these
 * ids as text (URL segments, element attributes), so its digits are accepted too; read as a number.
 */
export const RefIdSchema = queryInt(IdSchema);
export type RefIdInput = z.input<typeof RefIdSchema>;

/** A 0/1 flag in a query string. */
export const QueryFlagSchema = queryInt(z.literal([0, 1]));

/** A 0/1 flag in a JSON body. */
export const FlagSchema = z.literal([0, 1]);
export type Flag = z.infer<typeof FlagSchema>;

/** Data of calls that answer nothing but the envelope. */
export const EmptyDataSchema = z.nullish(z.unknown());
