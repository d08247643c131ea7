/**
 * Works, companies, articles, shorts and guides (docs/spec/platform.md#calls, docs/spec/quotes.md#calls).
 * Calls whose fields the spec
 * does not show answer `Envelope<unknown>`.
 */

import { isApiError } from '../api/errors.ts';
import type { ApiClient, QueryParams } from '../api/types.ts';
import { pathOf, type Route } from '../contracts/route.ts';
import type { Envelope } from '../schemas/common.ts';
import {
  articleDetailRoute,
  articleListRoute,
  articleMayLikeByIdRoute,
  articleRecommendRoute,
  articlesMayLikeRoute,
  sameStyleWorksRoute,
} from './articles/articles.routes.ts';
import {
  clueMatchingCompaniesRoute,
  companiesForArticleRoute,
  companyDetailRoute,
  companyFromWorkRoute,
  companyGoogleCommentsRoute,
  companyListRoute,
  companyRatingRoute,
  reputationRankingRoute,
} from './companies/companies.routes.ts';
import type {
  ArticleDetailResponse,
  CompanyFromWorkResponse,
  IdQueryInput,
  WorkDetailResponse,
} from './content.schemas.ts';
import { searchResultsRoute } from './search/search.routes.ts';
import {
  guideAggregationRoute,
  guideCategoriesRoute,
  guideShortVideosRoute,
  playVideoRoute,
  shortDetailRoute,
  shortsListRoute,
} from './shorts/shorts.routes.ts';
import {
  detailRecommendWorksRoute,
  healHouseListRoute,
  loginSampleWorksRoute,
  prevOrNextWorkRoute,
  representFiltersRoute,
  representWorksForArticleRoute,
  representWorksRoute,
  worksDetailRoute,
  worksListRoute,
} from './works/works.routes.ts';

/** GET /v1/works/detail?id=: code 200 is success. */
export function getWorksDetail(client: ApiClient, query: IdQueryInput): Promise<WorkDetailResponse> {
  return client.request(worksDetailRoute, { query: { id: query.id } });
}

/** GET /v1/company/from/work?id=: a failure answers code 404 with no data. */
export async function getCompanyFromWork(
  client: ApiClient,
  query: IdQueryInput,
): Promise<CompanyFromWorkResponse> {
  try {
    return await client.request<CompanyFromWorkResponse>(companyFromWorkRoute, { query: { id: query.id } });
  } catch (error) {
    const message = isApiError(error) ? error.serverMessage : undefined;
    return message === undefined ? { code: 404, data: null } : { code: 404, data: null, message };
  }
}

/**
 * GET /v1/article/detail?id=: reads is_collect, collect_count, share_count… With a console
 * preview link's `preview` token, an article not (or no longer) on the site.
 */
export function getArticleDetail(
  client: ApiClient,
  query: IdQueryInput & { preview?: string },
): Promise<ArticleDetailResponse> {
  return client.request(articleDetailRoute, {
    query: query.preview === undefined ? { id: query.id } : { id: query.id, preview: query.preview },
  });
}

/** A GET call whose query and answer the spec does not show. */
function getUnknown(
  client: ApiClient,
  target: Route,
  query?: QueryParams,
  path?: string,
): Promise<Envelope<unknown>> {
  return client.request(path ?? target.path, { method: target.method, query });
}

/** GET /v1/company/detail. */
export const getCompanyDetail = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyDetailRoute, query);
/** GET /v1/company/rating. */
export const getCompanyRating = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyRatingRoute, query);
/** GET /v1/company/google_comments. */
export const getCompanyGoogleComments = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyGoogleCommentsRoute, query);
/** GET /v1/article/list. */
export const getArticleList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, articleListRoute, query);
/** GET /v1/article/recommend. */
export const getArticleRecommend = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, articleRecommendRoute, query);
/** GET /v1/article/{id}/may_like. */
export const getArticleMayLikeById = (client: ApiClient, params: { id: number | string }) =>
  getUnknown(client, articleMayLikeByIdRoute, undefined, pathOf(articleMayLikeByIdRoute, params));
/** GET /v1/shorts/list. */
export const getShortsList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, shortsListRoute, query);
/** GET /v1/shorts/{id}: one published short (410 once it is taken off the site). */
export const getShortDetail = (client: ApiClient, params: { id: number | string }) =>
  getUnknown(client, shortDetailRoute, undefined, pathOf(shortDetailRoute, params));
/** Videos of a work: the shorts list with sort=newest, work_id, page=1, per_page=5. */
export const getWorkVideos = (client: ApiClient, params: { work_id: number | string }) =>
  getUnknown(client, shortsListRoute, { sort: 'newest', work_id: params.work_id, page: 1, per_page: 5 });
/** GET /api/mobile/v1/works/PrevOrNextWorkById. */
export const getPrevOrNextWork = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, prevOrNextWorkRoute, query);
/** GET /hyperf/works/represent_works. */
export const getRepresentWorks = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, representWorksRoute, query);
/** GET /hyperf/works/represent_filters. */
export const getRepresentFilters = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, representFiltersRoute, query);
/** GET /hyperf/works/represent_works_for_article. */
export const getRepresentWorksForArticle = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, representWorksForArticleRoute, query);
/** GET /hyperf/works/login_samples: the login page's sample works (region_id 0..17, 0 all). */
export const getLoginSampleWorks = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, loginSampleWorksRoute, query);
/** GET /hyperf/works/{id}/detail_recommend_works. */
export const getDetailRecommendWorks = (
  client: ApiClient,
  params: { id: number | string; query?: QueryParams },
) => getUnknown(client, detailRecommendWorksRoute, params.query, pathOf(detailRecommendWorksRoute, params));
/** GET /hyperf/articles/same_style_works. */
export const getSameStyleWorks = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, sameStyleWorksRoute, query);
/** GET /hyperf/articles/may_like. */
export const getArticlesMayLike = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, articlesMayLikeRoute, query);
/** GET /hyperf/decoration_guide/short_videos. */
export const getGuideShortVideos = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, guideShortVideosRoute, query);
/** GET /hyperf/decoration_guide/categories. */
export const getGuideCategories = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, guideCategoriesRoute, query);
/** GET /hyperf/decoration_guide/aggregation_list. */
export const getGuideAggregation = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, guideAggregationRoute, query);
/** GET /hyperf/heal_house/list. */
export const getHealHouseList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, healHouseListRoute, query);
/** GET /hyperf/companies/companies_for_article. */
export const getCompaniesForArticle = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companiesForArticleRoute, query);
/** GET /hyperf/companies/clue_matching_companies. */
export const getClueMatchingCompanies = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, clueMatchingCompaniesRoute, query);

/** POST /hyperf/short_videos/{id}/play_video: counts a play. */
export function playShortVideo(
  client: ApiClient,
  params: { id: number | string },
): Promise<Envelope<unknown>> {
  return client.request(pathOf(playVideoRoute, params), { method: playVideoRoute.method, body: {} });
}

/** GET /hyperf/works/list (ours): the works list with the filters of docs/spec/quotes.md#entities. */
export const getWorksList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, worksListRoute, query);
/** GET /hyperf/companies/list (ours): the company list. */
export const getCompanyList = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, companyListRoute, query);
/** GET /hyperf/company_rating/ranking (ours): the reputation ranking. */
export const getReputationRanking = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, reputationRankingRoute, query);
/** GET /hyperf/search/results (ours): search across works, articles and companies. */
export const getSearchResults = (client: ApiClient, query?: QueryParams) =>
  getUnknown(client, searchResultsRoute, query);
