/**
 * Server-side reads of the company, ranking and review pages. The page's main list or company
 * goes through the server checks of docs/spec/platform.md#errors; secondary parts read as empty when they
 * fail.
 */
import {
  type ApiClient,
  contentMessages,
  getCompanyDetail,
  getCompanyGoogleComments,
  getCompanyList,
  getCompanyRating,
  getCompanyRatingList,
  getReputationRanking,
  type QueryParams,
} from '@renovo/core';
import { PAGE_MAX } from '@renovo/core/schemas';
import type {
  CompanyCardData,
  CompanyDetailData,
  GoogleCommentsData,
  RatingItemData,
  RatingSummaryData,
} from '../components/company/company-types.ts';
import { type ListQuery, listApiQuery } from '../components/company/list-query.ts';
import type { PageData } from '../components/works/work-types.ts';
import { settle } from '../lib/read.ts';
import { serverCheck } from '../lib/server-check.ts';

/** Companies per list page. */
const COMPANIES_PER_PAGE = 18;
/** Reviews per page. */
const REVIEWS_PER_PAGE = 10;
/** Google comments per page. */
const GOOGLE_COMMENTS_PER_PAGE = 5;

type Answer = { code?: number; message?: string; data?: unknown };

const emptyPage = <T>(page: number, perPage: number): PageData<T> => ({
  items: [],
  total: 0,
  page,
  per_page: perPage,
});

function pageData<T>(answer: Answer, page: number, perPage: number): PageData<T> {
  const data = answer.data as PageData<T> | null | undefined;
  return data && Array.isArray(data.items) ? data : emptyPage(page, perPage);
}

/** A page of the company list or of the reputation ranking. */
export async function loadCompanies(
  api: ApiClient,
  query: ListQuery,
  kind: 'list' | 'ranking',
  perPage = COMPANIES_PER_PAGE,
): Promise<PageData<CompanyCardData>> {
  const params = listApiQuery(query, perPage, PAGE_MAX);
  const answer = await serverCheck((kind === 'ranking' ? getReputationRanking : getCompanyList)(api, params));
  return pageData(answer, query.page, perPage);
}

/** The first companies of a list in some order (a board of the ranking page); empty on failure. */
export async function loadCompanyBoard(api: ApiClient, query: QueryParams, kind: 'list' | 'ranking') {
  const answer = await settle((kind === 'ranking' ? getReputationRanking : getCompanyList)(api, query));
  return answer ? pageData<CompanyCardData>(answer, 1, 10).items : [];
}

/** The company detail; a missing company is a 404. */
export async function loadCompanyDetail(api: ApiClient, id: number): Promise<CompanyDetailData> {
  const answer = await serverCheck(getCompanyDetail(api, { id }), {
    notFound: contentMessages.companyNotFound,
  });
  return answer.data as CompanyDetailData;
}

/** The rating summary of a company, or null when it cannot be read. */
export async function loadRatingSummary(api: ApiClient, id: number): Promise<RatingSummaryData | null> {
  const answer = await settle(getCompanyRating(api, { id }));
  return (answer?.data as RatingSummaryData | undefined) ?? null;
}

/** A page of a company's Google comments, or null when they cannot be read. */
export async function loadGoogleComments(
  api: ApiClient,
  id: number,
  page: number,
  perPage = GOOGLE_COMMENTS_PER_PAGE,
): Promise<GoogleCommentsData | null> {
  const answer = await settle(
    getCompanyGoogleComments(api, { id, page: Math.min(page, PAGE_MAX), per_page: perPage }),
  );
  const data = answer?.data as GoogleCommentsData | undefined;
  return data && Array.isArray(data.items) ? data : null;
}

/** A page of published on-site ratings (optionally one company's). */
export async function loadReviews(
  api: ApiClient,
  query: ListQuery,
  extra: QueryParams = {},
  perPage = REVIEWS_PER_PAGE,
): Promise<PageData<RatingItemData>> {
  const answer = await serverCheck(
    getCompanyRatingList(api, { ...listApiQuery(query, perPage, PAGE_MAX), ...extra }),
  );
  return pageData(answer, query.page, perPage);
}
