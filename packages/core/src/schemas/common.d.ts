/**
 * Building blocks shared by every area: the response envelope, the error body, utm, ids and the
 * query-string coercions. Request objects are strict (unknown keys, `__proto__` included, are an
 * error and never copied); response objects strip what they do not name.
 */
import * as z from 'zod/mini';
/** Free-form `meta` of an envelope. */
export declare const MetaSchema: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
export type Meta = z.infer<typeof MetaSchema>;
/** The response envelope `{ code, data, message }` with the optional `status` and `meta`. */
export declare function envelopeOf<T extends z.ZodMiniType>(
  data: T,
): z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: T;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
/** The envelope with unknown data: what every call answers before its data is read. */
export declare const EnvelopeSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniUnknown;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
/** Typed envelope for the API functions (the shape of {@link envelopeOf}, data of type T). */
export interface Envelope<T, M = Meta> {
  code: number;
  data: T;
  message?: string;
  status?: number;
  meta?: M;
}
/** The body of a 4xx/5xx answer. */
export declare const ErrorBodySchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    message: z.ZodMiniString<string>;
    request_id: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
/** A positive integer id as it arrives in a JSON body. */
export declare const IdSchema: z.ZodMiniInt;
export type Id = z.infer<typeof IdSchema>;
/** A short free-text field of a request (module names, page names, utm values). */
export declare const ShortTextSchema: z.ZodMiniString<string>;
/** Campaign tracking parameters sent with clues, logins and quotes. */
export declare const UtmSchema: z.ZodMiniObject<
  {
    source: z.ZodMiniOptional<z.ZodMiniString<string>>;
    medium: z.ZodMiniOptional<z.ZodMiniString<string>>;
    campaign: z.ZodMiniOptional<z.ZodMiniString<string>>;
    content: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strict
>;
export type Utm = z.infer<typeof UtmSchema>;
/**
 * Wraps a number schema so that it also accepts the digits of a query string; `message` is used
 * when the value is missing or is not digits.
 */
export declare function queryInt<T extends z.ZodMiniType<unknown, number>>(
  inner: T,
  message?: string,
): z.ZodMiniPipe<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
    z.ZodMiniTransform<number, string | number>
  >,
  T
>;
/** A positive integer id in a query string. */
export declare const QueryIdSchema: z.ZodMiniPipe<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
    z.ZodMiniTransform<number, string | number>
  >,
  z.ZodMiniInt
>;
/**
 * The id of a page's resource (work, article, company…) sent back in a JSON body. Pages hold these
 * ids as text (URL segments, element attributes), so its digits are accepted too; read as a number.
 */
export declare const RefIdSchema: z.ZodMiniPipe<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
    z.ZodMiniTransform<number, string | number>
  >,
  z.ZodMiniInt
>;
export type RefIdInput = z.input<typeof RefIdSchema>;
/** A 0/1 flag in a query string. */
export declare const QueryFlagSchema: z.ZodMiniPipe<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
    z.ZodMiniTransform<number, string | number>
  >,
  z.ZodMiniLiteral<0 | 1>
>;
/** A 0/1 flag in a JSON body. */
export declare const FlagSchema: z.ZodMiniLiteral<0 | 1>;
export type Flag = z.infer<typeof FlagSchema>;
/** Data of calls that answer nothing but the envelope. */
export declare const EmptyDataSchema: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniUnknown>>;
//# sourceMappingURL=common.d.ts.map
