/**
 * Works, companies, articles, shorts and guides (doc 1 §7, doc 2 §7). Calls whose fields the spec
 * does not show answer `Envelope<unknown>`.
 */
import type { Envelope } from '../schemas/common.ts';
import type {
  ArticleDetailResponse,
  CompanyFromWorkResponse,
  IdQueryInput,
  WorkDetailResponse,
} from '../schemas/content.ts';
import type { ApiClient, QueryParams } from './types.ts';
/** GET /v1/works/detail?id=: code 200 is success. */
export declare function getWorksDetail(client: ApiClient, query: IdQueryInput): Promise<WorkDetailResponse>;
/** GET /v1/company/from/work?id=: a failure answers code 404 with no data. */
export declare function getCompanyFromWork(
  client: ApiClient,
  query: IdQueryInput,
): Promise<CompanyFromWorkResponse>;
/** GET /v1/article/detail?id=: reads is_collect, collect_count, share_count… */
export declare function getArticleDetail(
  client: ApiClient,
  query: IdQueryInput,
): Promise<ArticleDetailResponse>;
/** GET /v1/company/detail. */
export declare const getCompanyDetail: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /v1/company/rating. */
export declare const getCompanyRating: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /v1/company/google_comments. */
export declare const getCompanyGoogleComments: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /v1/article/list. */
export declare const getArticleList: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /v1/article/recommend. */
export declare const getArticleRecommend: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /v1/article/{id}/may_like. */
export declare const getArticleMayLikeById: (
  client: ApiClient,
  params: {
    id: number | string;
  },
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /v1/shorts/list. */
export declare const getShortsList: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** Videos of a work: the shorts list with sort=newest, work_id, page=1, per_page=5. */
export declare const getWorkVideos: (
  client: ApiClient,
  params: {
    work_id: number | string;
  },
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /api/mobile/v1/works/PrevOrNextWorkById. */
export declare const getPrevOrNextWork: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/works/represent_works. */
export declare const getRepresentWorks: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/works/represent_filters. */
export declare const getRepresentFilters: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/works/represent_works_for_article. */
export declare const getRepresentWorksForArticle: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/works/{id}/detail_recommend_works. */
export declare const getDetailRecommendWorks: (
  client: ApiClient,
  params: {
    id: number | string;
    query?: QueryParams;
  },
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/articles/same_style_works. */
export declare const getSameStyleWorks: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/articles/may_like. */
export declare const getArticlesMayLike: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/decoration_guide/short_videos. */
export declare const getGuideShortVideos: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/decoration_guide/categories. */
export declare const getGuideCategories: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/decoration_guide/aggregation_list. */
export declare const getGuideAggregation: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/heal_house/list. */
export declare const getHealHouseList: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/companies/companies_for_article. */
export declare const getCompaniesForArticle: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** GET /hyperf/companies/clue_matching_companies. */
export declare const getClueMatchingCompanies: (
  client: ApiClient,
  query?: QueryParams,
) => Promise<Envelope<unknown, Record<string, unknown>>>;
/** POST /hyperf/short_videos/{id}/play_video: counts a play. */
export declare function playShortVideo(
  client: ApiClient,
  params: {
    id: number | string;
  },
): Promise<Envelope<unknown>>;
//# sourceMappingURL=content.d.ts.map
