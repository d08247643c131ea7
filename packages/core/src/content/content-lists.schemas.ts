/**
 * Queries of the content lists (works, represent works, articles, shorts, companies, ratings,
 * search): paging, sorting and the filters of docs/spec/quotes.md#entities (style, space, housing type,
 * budget
 * range, area range, region). Every filter also takes 'any' (or an empty value) for no filter.
 * Bad values fail with a zh-TW message the server answers as a 422.
 */
import * as z from 'zod/mini';
import {
  ANY,
  AREA_RANGES,
  BUDGET_RANGES,
  HOUSING_TYPES,
  type IdOption,
  type RangeOption,
  SPACES,
  STYLES,
} from '../data/filters.ts';
import { REGION_IDS } from '../data/regions.ts';
import { basicQuoteMessages } from '../messages/basic-quote.ts';
import { contentListMessages } from '../messages/content.ts';
import { inputMessages } from '../messages/input.ts';
import { envelopeOf, hasUnsafeChars, INT4_MAX } from '../schemas/common.ts';

export { contentListMessages } from '../messages/content.ts';

/** Largest page number a list answers. */
export const PAGE_MAX = 1000;
/** Largest page size. */
export const PER_PAGE_MAX = 50;
/** Page size when none is asked for. */
export const PER_PAGE_DEFAULT = 20;
/** Longest search keyword. */
export const KEYWORD_MAX_LENGTH = 50;

const DIGITS = /^\d{1,9}$/;

/** Largest value of a PostgreSQL `smallint` column (labels, categories): a filter beyond it is a 422. */
export const SMALLINT_MAX = 32_767;

/**
 * How a query parameter is documented in the OpenAPI document (its JSON Schema). Query values
 * arrive as text, so the schemas below coerce to a string before they check it; without this the
 * document would call a number parameter a string (or `number|string`).
 */
function documented<T extends z.ZodMiniType>(schema: T, json: z.core.GlobalMeta): T {
  z.globalRegistry.add(schema, json);
  return schema;
}

/** Digits within min..max. */
function digitsWithin(v: string, min: number, max: number): boolean {
  const text = v.trim();
  if (!DIGITS.test(text)) return false;
  const n = Number(text);
  return n >= min && n <= max;
}

/**
 * A whole number from a query string (digits; a JSON number is taken as its digits) within
 * min..max, documented as an integer; `fallback` when absent.
 */
export function queryCount(min: number, max: number, fallback: number, message: string) {
  return z._default(
    z.pipe(
      documented(
        z.coerce.string(message).check(z.refine((v: string) => digitsWithin(v, min, max), message)),
        { type: 'integer', minimum: min, maximum: max },
      ),
      z.transform((v: string) => Number(v)),
    ),
    fallback,
  );
}

/**
 * An optional positive id (digits within int4); absent, empty or 'any' means none. Documented as
 * the string it is: digits, or 'any'.
 */
export function optionalId(message: string, allowed?: readonly number[], max: number = INT4_MAX) {
  return z.optional(
    z.pipe(
      documented(
        z.coerce.string(message).check(
          z.refine((v: string) => {
            if (v === ANY || v === '') return true;
            return digitsWithin(v, 1, max) && (!allowed || allowed.includes(Number(v)));
          }, message),
        ),
        {
          type: 'string',
          pattern: '^(any|\\d{1,9})?$',
          description: allowed
            ? `An id of ${allowed.join(', ')}, or any (no filter)`
            : 'An id, or any (no filter)',
        },
      ),
      z.transform((v: string) => (v === ANY || v === '' ? undefined : Number(v))),
    ),
  );
}

/** A required positive id (digits within int4), documented as an integer. */
export function requiredId(message: string) {
  return z.pipe(
    documented(
      z.coerce.string(message).check(z.refine((v: string) => digitsWithin(v, 1, INT4_MAX), message)),
      { type: 'integer', minimum: 1, maximum: INT4_MAX },
    ),
    z.transform((v: string) => Number(v)),
  );
}

/** An optional range option value of a filter list ('31-50', '501+'…); 'any' or empty means none. */
function optionalRange(list: readonly RangeOption[], message: string) {
  const values = list.map((o) => o.value);
  return z.optional(
    z.pipe(
      z.string(message).check(z.refine((v: string) => v === '' || values.includes(v), message)),
      z.transform((v: string) => (v === '' || v === ANY ? undefined : v)),
    ),
  );
}

/** One of `values`, `fallback` when absent. */
function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
  message: string,
) {
  return z._default(z.enum(values, message), fallback);
}

function ids(list: readonly IdOption[]): number[] {
  return list.flatMap((o) => (typeof o.value === 'number' ? [o.value] : []));
}

/** Style, space and housing-type ids of the filter lists. */
export const STYLE_OPTION_IDS = ids(STYLES);
export const SPACE_OPTION_IDS = ids(SPACES);
export const HOUSING_TYPE_OPTION_IDS = ids(HOUSING_TYPES);

/** `page` (1–1000, default 1) and `per_page` (1–50, default 20). */
export const paginationShape = {
  page: queryCount(1, PAGE_MAX, 1, contentListMessages.page),
  per_page: queryCount(1, PER_PAGE_MAX, PER_PAGE_DEFAULT, contentListMessages.perPage),
};

/** Paging of any list. */
export const PaginationQuerySchema = z.object(paginationShape);
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/** The filters of the works lists (docs/spec/quotes.md#entities). */
export const workFiltersShape = {
  style_id: optionalId(contentListMessages.style, STYLE_OPTION_IDS),
  space_id: optionalId(contentListMessages.space, SPACE_OPTION_IDS),
  housing_type: optionalId(contentListMessages.housingType, HOUSING_TYPE_OPTION_IDS),
  budget: optionalRange(BUDGET_RANGES, contentListMessages.budget),
  area: optionalRange(AREA_RANGES, contentListMessages.area),
  region_id: optionalId(basicQuoteMessages.regionInvalid, REGION_IDS),
};

/** Sort orders of the works, articles and shorts lists. */
export const CONTENT_SORTS = ['newest', 'popular'] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

/** The most rooms a works query may ask for. */
const MAX_ROOMS = 20;

/** Query of the works list and the represent works. */
export const WorksListQuerySchema = z.object({
  ...paginationShape,
  ...workFiltersShape,
  company_id: optionalId(inputMessages.idInvalid),
  /** Works with this many rooms (the work detail's "same layout" block). */
  room: optionalId(contentListMessages.room, undefined, MAX_ROOMS),
  sort: choice(CONTENT_SORTS, 'newest', contentListMessages.sort),
});
export type WorksListQuery = z.infer<typeof WorksListQuerySchema>;
export type WorksListQueryInput = z.input<typeof WorksListQuerySchema>;

/** Query of the article list (`label` and `sub_label` as in `/article?label=&sub_label=`). */
export const ArticleListQuerySchema = z.object({
  ...paginationShape,
  label: optionalId(contentListMessages.label, undefined, SMALLINT_MAX),
  sub_label: optionalId(contentListMessages.label, undefined, SMALLINT_MAX),
  style_id: optionalId(contentListMessages.style, STYLE_OPTION_IDS),
  company_id: optionalId(inputMessages.idInvalid),
  sort: choice(CONTENT_SORTS, 'newest', contentListMessages.sort),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;
export type ArticleListQueryInput = z.input<typeof ArticleListQuerySchema>;

/** Query of the shorts list (a work's videos: sort=newest, work_id, page=1, per_page=5). */
export const ShortsListQuerySchema = z.object({
  ...paginationShape,
  work_id: optionalId(inputMessages.idInvalid),
  category_id: optionalId(contentListMessages.category, undefined, SMALLINT_MAX),
  style_id: optionalId(contentListMessages.style, STYLE_OPTION_IDS),
  sort: choice(CONTENT_SORTS, 'newest', contentListMessages.sort),
});
export type ShortsListQuery = z.infer<typeof ShortsListQuerySchema>;
export type ShortsListQueryInput = z.input<typeof ShortsListQuerySchema>;

/** `limit` of the short recommendation lists (1–50, default 6). */
export const limitShape = { limit: queryCount(1, PER_PAGE_MAX, 6, contentListMessages.limit) };

/** Query of the detail calls (`id`), with the list queries' message for a bad id. */
export const DetailIdQuerySchema = z.object({ id: requiredId(inputMessages.idInvalid) });
export type DetailIdQuery = z.infer<typeof DetailIdQuerySchema>;

/** A detail-page recommendation: the page's id and how many. */
export const RecommendQuerySchema = z.object({ id: requiredId(inputMessages.idInvalid), ...limitShape });
export type RecommendQuery = z.infer<typeof RecommendQuerySchema>;

/** Sort orders of the company lists. */
export const COMPANY_SORTS = ['reputation', 'newest', 'works'] as const;

/** Query of the company list and the reputation ranking. */
export const CompanyListQuerySchema = z.object({
  ...paginationShape,
  region_id: optionalId(basicQuoteMessages.regionInvalid, REGION_IDS),
  style_id: optionalId(contentListMessages.style, STYLE_OPTION_IDS),
  sort: choice(COMPANY_SORTS, 'reputation', contentListMessages.sort),
});
export type CompanyListQuery = z.infer<typeof CompanyListQuerySchema>;

/** Sort orders of the rating list. */
export const RATING_SORTS = ['newest', 'score_high', 'score_low'] as const;

/** Query of the on-site rating list. */
export const RatingListQuerySchema = z.object({
  ...paginationShape,
  company_id: optionalId(inputMessages.idInvalid),
  region_id: optionalId(basicQuoteMessages.regionInvalid, REGION_IDS),
  score: optionalId(contentListMessages.score, [1, 2, 3, 4, 5]),
  sort: choice(RATING_SORTS, 'newest', contentListMessages.sort),
});
export type RatingListQuery = z.infer<typeof RatingListQuerySchema>;

/** What a search looks in. */
export const SEARCH_TYPES = ['all', 'work', 'article', 'company'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Query of the search results (`/search?keyword=`). */
export const SearchQuerySchema = z.object({
  ...paginationShape,
  keyword: z.string(contentListMessages.keyword).check(
    z.trim(),
    z.minLength(1, { error: contentListMessages.keyword, abort: true }),
    z.maxLength(KEYWORD_MAX_LENGTH, contentListMessages.keywordTooLong),
    z.refine((v: string) => !hasUnsafeChars(v), contentListMessages.keyword),
  ),
  type: choice(SEARCH_TYPES, 'all', contentListMessages.searchType),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;

/** A page of a list, as every list endpoint answers it inside `data`. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int().check(z.nonnegative()),
    page: z.int().check(z.positive()),
    per_page: z.int().check(z.positive()),
  });
}

/** Envelope of a list answer whose items are not described further. */
export const PageResponseSchema = envelopeOf(pageOf(z.record(z.string(), z.unknown())));
export type PageResponse = z.infer<typeof PageResponseSchema>;
