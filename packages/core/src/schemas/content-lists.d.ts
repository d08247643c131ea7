/**
 * Queries of the content lists (works, represent works, articles, shorts, companies, ratings,
 * search): paging, sorting and the filters of doc 2 §3 (style, space, housing type, budget
 * range, area range, region). Every filter also takes 'any' (or an empty value) for no filter.
 * Bad values fail with a zh-TW message the server answers as a 422.
 */
import * as z from 'zod/mini';
/** Messages of the list queries. */
export declare const contentListMessages: {
  readonly page: '頁碼須為 1 到 1000 的整數';
  readonly perPage: '每頁筆數須為 1 到 50 的整數';
  readonly limit: '筆數須為 1 到 50 的整數';
  readonly sort: '排序方式不正確';
  readonly style: '請選擇正確的風格';
  readonly space: '請選擇正確的空間';
  readonly housingType: '請選擇正確的屋況';
  readonly budget: '請選擇正確的預算範圍';
  readonly area: '請選擇正確的坪數範圍';
  readonly region: '請選擇正確的地區';
  readonly id: '請提供正確的編號';
  readonly label: '請選擇正確的文章分類';
  readonly category: '請選擇正確的分類';
  readonly score: '評分須為 1 到 5 的整數';
  readonly keyword: '請輸入搜尋關鍵字';
  readonly keywordTooLong: '搜尋關鍵字最多 50 個字';
  readonly searchType: '搜尋類型須為 all、work、article 或 company';
  readonly flag: '參數須為 0 或 1';
};
/** Largest page number a list answers. */
export declare const PAGE_MAX = 1000;
/** Largest page size. */
export declare const PER_PAGE_MAX = 50;
/** Page size when none is asked for. */
export declare const PER_PAGE_DEFAULT = 20;
/** Longest search keyword. */
export declare const KEYWORD_MAX_LENGTH = 50;
/** A whole number from a query string (digits) or JSON, within min..max; `fallback` when absent. */
export declare function queryCount(
  min: number,
  max: number,
  fallback: number,
  message: string,
): z.ZodMiniDefault<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
    z.ZodMiniTransform<number, string | number>
  >
>;
/** An optional positive id (digits); absent, empty or 'any' means none. */
export declare function optionalId(
  message: string,
  allowed?: readonly number[],
): z.ZodMiniOptional<
  z.ZodMiniPipe<
    z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
    z.ZodMiniTransform<number | undefined, string | number>
  >
>;
/** A required positive id (digits). */
export declare function requiredId(
  message: string,
): z.ZodMiniPipe<
  z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
  z.ZodMiniTransform<number, string | number>
>;
/** Style, space and housing-type ids of the filter lists. */
export declare const STYLE_OPTION_IDS: number[];
export declare const SPACE_OPTION_IDS: number[];
export declare const HOUSING_TYPE_OPTION_IDS: number[];
/** `page` (1–1000, default 1) and `per_page` (1–50, default 20). */
export declare const paginationShape: {
  page: z.ZodMiniDefault<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number, string | number>
    >
  >;
  per_page: z.ZodMiniDefault<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number, string | number>
    >
  >;
};
/** Paging of any list. */
export declare const PaginationQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
  },
  z.core.$strip
>;
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;
/** The filters of the works lists (doc 2 §3). */
export declare const workFiltersShape: {
  style_id: z.ZodMiniOptional<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number | undefined, string | number>
    >
  >;
  space_id: z.ZodMiniOptional<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number | undefined, string | number>
    >
  >;
  housing_type: z.ZodMiniOptional<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number | undefined, string | number>
    >
  >;
  budget: z.ZodMiniOptional<
    z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<string | undefined, string>>
  >;
  area: z.ZodMiniOptional<
    z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<string | undefined, string>>
  >;
  region_id: z.ZodMiniOptional<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number | undefined, string | number>
    >
  >;
};
/** Sort orders of the works, articles and shorts lists. */
export declare const CONTENT_SORTS: readonly ['newest', 'popular'];
export type ContentSort = (typeof CONTENT_SORTS)[number];
/** Query of the works list and the represent works. */
export declare const WorksListQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    style_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    space_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    housing_type: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    budget: z.ZodMiniOptional<
      z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<string | undefined, string>>
    >;
    area: z.ZodMiniOptional<
      z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<string | undefined, string>>
    >;
    region_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    company_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    sort: z.ZodMiniDefault<
      z.ZodMiniEnum<{
        newest: 'newest';
        popular: 'popular';
      }>
    >;
  },
  z.core.$strip
>;
export type WorksListQuery = z.infer<typeof WorksListQuerySchema>;
export type WorksListQueryInput = z.input<typeof WorksListQuerySchema>;
/** Query of the article list (`label` and `sub_label` as in `/article?label=&sub_label=`). */
export declare const ArticleListQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    label: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    sub_label: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    style_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    company_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    sort: z.ZodMiniDefault<
      z.ZodMiniEnum<{
        newest: 'newest';
        popular: 'popular';
      }>
    >;
  },
  z.core.$strip
>;
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;
export type ArticleListQueryInput = z.input<typeof ArticleListQuerySchema>;
/** Query of the shorts list (a work's videos: sort=newest, work_id, page=1, per_page=5). */
export declare const ShortsListQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    work_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    category_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    style_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    sort: z.ZodMiniDefault<
      z.ZodMiniEnum<{
        newest: 'newest';
        popular: 'popular';
      }>
    >;
  },
  z.core.$strip
>;
export type ShortsListQuery = z.infer<typeof ShortsListQuerySchema>;
export type ShortsListQueryInput = z.input<typeof ShortsListQuerySchema>;
/** `limit` of the short recommendation lists (1–50, default 6). */
export declare const limitShape: {
  limit: z.ZodMiniDefault<
    z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number, string | number>
    >
  >;
};
/** Query of the detail calls (`id`), with the list queries' message for a bad id. */
export declare const DetailIdQuerySchema: z.ZodMiniObject<
  {
    id: z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number, string | number>
    >;
  },
  z.core.$strip
>;
export type DetailIdQuery = z.infer<typeof DetailIdQuerySchema>;
/** A detail-page recommendation: the page's id and how many. */
export declare const RecommendQuerySchema: z.ZodMiniObject<
  {
    limit: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    id: z.ZodMiniPipe<
      z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
      z.ZodMiniTransform<number, string | number>
    >;
  },
  z.core.$strip
>;
export type RecommendQuery = z.infer<typeof RecommendQuerySchema>;
/** Sort orders of the company lists. */
export declare const COMPANY_SORTS: readonly ['reputation', 'newest', 'works'];
/** Query of the company list and the reputation ranking. */
export declare const CompanyListQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    region_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    style_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    sort: z.ZodMiniDefault<
      z.ZodMiniEnum<{
        newest: 'newest';
        reputation: 'reputation';
        works: 'works';
      }>
    >;
  },
  z.core.$strip
>;
export type CompanyListQuery = z.infer<typeof CompanyListQuerySchema>;
/** Sort orders of the rating list. */
export declare const RATING_SORTS: readonly ['newest', 'score_high', 'score_low'];
/** Query of the on-site rating list. */
export declare const RatingListQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    company_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    region_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    score: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number | undefined, string | number>
      >
    >;
    sort: z.ZodMiniDefault<
      z.ZodMiniEnum<{
        newest: 'newest';
        score_high: 'score_high';
        score_low: 'score_low';
      }>
    >;
  },
  z.core.$strip
>;
export type RatingListQuery = z.infer<typeof RatingListQuerySchema>;
/** What a search looks in. */
export declare const SEARCH_TYPES: readonly ['all', 'work', 'article', 'company'];
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Query of the search results (`/search?keyword=`). */
export declare const SearchQuerySchema: z.ZodMiniObject<
  {
    page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >
    >;
    keyword: z.ZodMiniString<string>;
    type: z.ZodMiniDefault<
      z.ZodMiniEnum<{
        all: 'all';
        article: 'article';
        company: 'company';
        work: 'work';
      }>
    >;
  },
  z.core.$strip
>;
export type SearchQuery = z.infer<typeof SearchQuerySchema>;
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
/** A page of a list, as every list endpoint answers it inside `data`. */
export declare function pageOf<T extends z.ZodMiniType>(
  item: T,
): z.ZodMiniObject<
  {
    items: z.ZodMiniArray<T>;
    total: z.ZodMiniInt;
    page: z.ZodMiniInt;
    per_page: z.ZodMiniInt;
  },
  z.core.$strip
>;
/** Envelope of a list answer whose items are not described further. */
export declare const PageResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        items: z.ZodMiniArray<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
        total: z.ZodMiniInt;
        page: z.ZodMiniInt;
        per_page: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type PageResponse = z.infer<typeof PageResponseSchema>;
//# sourceMappingURL=content-lists.d.ts.map
