/**
 * Building blocks of the content answers (works, articles, companies, ratings, search, shorts,
 * guide, site, survey, style test): the success envelope the content routes answer, ids typed
 * as their columns, named references and ISO dates. Response objects name every field the
 * server answers (tests compare a parsed answer with the answer itself, so a field the schema
 * does not name is a failure).
 */
import * as z from 'zod/mini';
import { inputMessages } from '../messages/input.ts';
import { INT4_MAX } from '../schemas/common.ts';

/** An id of an int4 column (works, articles, companies, shorts, images, Google comments). */
export const Int4IdOutSchema = z.int().check(z.positive(), z.maximum(INT4_MAX));

/** An id of a bigint column (ratings, style-test results, survey answers): a safe integer. */
export const BigIdOutSchema = z.int().check(z.positive());

/** A count (non-negative integer). */
export const CountSchema = z.int().check(z.nonnegative());

/** A moment as `Date.prototype.toISOString()` writes it. */
export const IsoDateTimeSchema = z.iso.datetime();

/** `{id, name}` of a style, region, housing type or article label. */
export const NamedRefSchema = z.object({ id: z.int().check(z.positive()), name: z.string() });
export type NamedRef = z.infer<typeof NamedRefSchema>;

/** `{value, label}` of a filter option (`value` is an id, a range such as '31-50', or 'any'). */
export const OptionSchema = z.object({ value: z.union([z.int(), z.string()]), label: z.string() });

/** A range filter option: `min`/`max` inclusive, null when open. */
export const RangeOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  min: z.nullable(z.number()),
  max: z.nullable(z.number()),
});

/** A score of one rating dimension (`design`, `construction`…). */
export const DimensionScoreSchema = z.object({ key: z.string(), name: z.string(), score: z.number() });

/** A rating dimension of the forms. */
export const DimensionSchema = z.object({ key: z.string(), name: z.string() });

/** The success envelope of the content routes: `{code, status, message, data}`. */
export function contentAnswerOf<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.literal(200), status: z.literal(200), message: z.string(), data });
}

/** A page of a list: `{items, total, page, per_page}`. */
export function contentPageShape<T extends z.ZodMiniType>(item: T) {
  return {
    items: z.array(item),
    total: CountSchema,
    page: z.int().check(z.positive()),
    per_page: z.int().check(z.positive()),
  };
}

/** `{items}` of a list without paging. */
export function itemsOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item) });
}

/** Message of a bad id (query or path). */
const ID_MESSAGE = inputMessages.idInvalid;

/** A path id: 1 to 9 digits, at least 1 (an int4 column's id); the 422 `請提供正確的編號` otherwise. */
export const PathIdSchema = z.pipe(
  z.string(ID_MESSAGE).check(
    z.regex(/^\d{1,9}$/, ID_MESSAGE),
    z.refine((v: string) => Number(v) >= 1, ID_MESSAGE),
  ),
  z.transform((v: string) => Number(v)),
);

/** Params of a path with one `{id}`. */
export const PathIdParamsSchema = z.object({ id: PathIdSchema });
