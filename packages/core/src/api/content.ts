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
import { isApiError } from './errors.ts';
import {
  articleDetailPath,
  articleListPath,
  articleMayLikeByIdPath,
  articleRecommendPath,
  articlesMayLikePath,
  clueMatchingCompaniesPath,
  companiesForArticlePath,
  companyDetailPath,
  companyFromWorkPath,
  companyGoogleCommentsPath,
  companyRatingPath,
  detailRecommendWorksPath,
  guideAggregationPath,
  guideCategoriesPath,
  guideShortVideosPath,
  healHouseListPath,
  playVideoPath,
  prevOrNextWorkPath,
  representFiltersPath,
  representWorksForArticlePath,
  representWorksPath,
  sameStyleWorksPath,
  shortsListPath,
  worksDetailPath,
} from './paths.ts';
import type { ApiClient, QueryParams } from './types.ts';

/** GET /v1/works/detail?id=: code 200 is success. */
export function getWorksDetail(client: ApiClient, query: IdQueryInput): Promise<WorkDetailResponse> {
  return client.request(worksDetailPath, { query: { id: query.id } });
}

/** GET /v1/company/from/work?id=: a failure answers code 404 with no data. */
export async function getCompanyFromWork(
  client: ApiClient,
  query: IdQueryInput,
): Promise<CompanyFromWorkResponse> {
  try {
    return await client.request<CompanyFromWorkResponse>(companyFromWorkPath, { query: { id: query.id } });
  } catch (error) {
    const message = isApiError(error) ? error.serverMessage : undefined;
    return message === undefined ? { code: 404, data: null } : { code: 404, data: null, message };
  }
}

/** GET /v1/article/detail?id=: reads is_collect, collect_count, share_count… */
export function getArticleDetail(client: ApiClient, query: IdQueryInput): Promise<ArticleDetailResponse> {
  return client.request(articleDetailPath, { query: { id: query.id } });
}

/** A GET call whose query and answer the spec does not show. */
function getUnknown(client: ApiClient, path: string, query?: QueryParams): Promise<Envelope<unknown>> {
  return client.request(path, { query });
}

/** GET /v1/company/detail. */
export const getCompanyDetail = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyDetailPath, query);
/** GET /v1/company/rating. */
export const getCompanyRating = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyRatingPath, query);
/** GET /v1/company/google_comments. */
export const getCompanyGoogleComments = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyGoogleCommentsPath, query);
/** GET /v1/article/list. */
export const getArticleList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, articleListPath, query);
/** GET /v1/article/recommend. */
export const getArticleRecommend = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, articleRecommendPath, query);
/** GET /v1/article/{id}/may_like. */
export const getArticleMayLikeById = (client: ApiClient, params: { id: number | string }) =>
  getUnknown(client, articleMayLikeByIdPath(params.id));
/** GET /v1/shorts/list. */
export const getShortsList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, shortsListPath, query);
/** Videos of a work: the shorts list with sort=newest, work_id, page=1, per_page=5. */
export const getWorkVideos = (client: ApiClient, params: { work_id: number | string }) =>
  getUnknown(client, shortsListPath, { sort: 'newest', work_id: params.work_id, page: 1, per_page: 5 });
/** GET /api/mobile/v1/works/PrevOrNextWorkById. */
export const getPrevOrNextWork = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, prevOrNextWorkPath, query);
/** GET /hyperf/works/represent_works. */
export const getRepresentWorks = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, representWorksPath, query);
/** GET /hyperf/works/represent_filters. */
export const getRepresentFilters = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, representFiltersPath, query);
/** GET /hyperf/works/represent_works_for_article. */
export const getRepresentWorksForArticle = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, representWorksForArticlePath, query);
/** GET /hyperf/works/{id}/detail_recommend_works. */
export const getDetailRecommendWorks = (
  client: ApiClient,
  params: { id: number | string; query?: QueryParams },
) => getUnknown(client, detailRecommendWorksPath(params.id), params.query);
/** GET /hyperf/articles/same_style_works. */
export const getSameStyleWorks = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, sameStyleWorksPath, query);
/** GET /hyperf/articles/may_like. */
export const getArticlesMayLike = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, articlesMayLikePath, query);
/** GET /hyperf/decoration_guide/short_videos. */
export const getGuideShortVideos = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, guideShortVideosPath, query);
/** GET /hyperf/decoration_guide/categories. */
export const getGuideCategories = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, guideCategoriesPath, query);
/** GET /hyperf/decoration_guide/aggregation_list. */
export const getGuideAggregation = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, guideAggregationPath, query);
/** GET /hyperf/heal_house/list. */
export const getHealHouseList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, healHouseListPath, query);
/** GET /hyperf/companies/companies_for_article. */
export const getCompaniesForArticle = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companiesForArticlePath, query);
/** GET /hyperf/companies/clue_matching_companies. */
export const getClueMatchingCompanies = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, clueMatchingCompaniesPath, query);

/** POST /hyperf/short_videos/{id}/play_video: counts a play. */
export function playShortVideo(
  client: ApiClient,
  params: { id: number | string },
): Promise<Envelope<unknown>> {
  return client.request(playVideoPath(params.id), { method: 'POST', body: {} });
}
