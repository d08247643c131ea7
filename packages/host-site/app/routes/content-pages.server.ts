/**
 * Server-side reads of the content hub pages (ranking boards, recommendations, themes, videos,
 * new-home unboxing). The page's main list goes through the server checks of docs/spec/platform.md#errors;
 * the
 * other parts read as empty when they fail.
 */
import {
  type ApiClient,
  getArticleList,
  getArticleRecommend,
  getGuideCategories,
  getRepresentWorks,
  getShortsList,
  getWorksList,
  type QueryParams,
} from '@renovo/core';
import { PAGE_MAX } from '@renovo/core/schemas';
import type { ArticleCardData } from '../components/article/article-types.ts';
import type { PageData, WorkCardData } from '../components/works/work-types.ts';
import { itemsOf, num, settle, text } from '../lib/read.ts';
import { serverCheck } from '../lib/server-check.ts';

type Answer = { code?: number; message?: string; data?: unknown };

function pageOf<T>(answer: Answer | null, page: number, perPage: number): PageData<T> {
  const data = answer?.data as PageData<T> | null | undefined;
  return data && Array.isArray(data.items) ? data : { items: [], total: 0, page, per_page: perPage };
}

/** A page number within the API's bounds. */
const boundedPage = (page: number): number => Math.min(Math.max(page, 1), PAGE_MAX);

/** The first works of the works list in some order; empty on failure. */
export async function loadWorkBoard(
  api: ApiClient,
  query: QueryParams,
  represent = false,
): Promise<WorkCardData[]> {
  const call = represent ? getRepresentWorks(api, query) : getWorksList(api, query);
  return pageOf<WorkCardData>(await settle(call), 1, 10).items;
}

/** A page of articles (checked: the page cannot render without it). */
export async function loadArticles(
  api: ApiClient,
  query: QueryParams,
  perPage: number,
): Promise<PageData<ArticleCardData>> {
  const page = typeof query.page === 'number' ? query.page : 1;
  const answer = await serverCheck(
    getArticleList(api, { ...query, page: boundedPage(page), per_page: perPage }),
  );
  return pageOf(answer, page, perPage);
}

/** Articles of a list in some order; empty on failure. */
export async function loadArticleBoard(api: ApiClient, query: QueryParams): Promise<ArticleCardData[]> {
  return pageOf<ArticleCardData>(await settle(getArticleList(api, query)), 1, 10).items;
}

/** The editors' recommended articles; empty on failure. */
export async function loadRecommendedArticles(api: ApiClient, limit: number): Promise<ArticleCardData[]> {
  return itemsOf(await settle(getArticleRecommend(api, { limit }))) as unknown as ArticleCardData[];
}

/** A page of short videos (checked). */
export async function loadShorts(api: ApiClient, query: QueryParams, perPage: number) {
  const page = typeof query.page === 'number' ? query.page : 1;
  const answer = await serverCheck(
    getShortsList(api, { ...query, page: boundedPage(page), per_page: perPage }),
  );
  return pageOf<Record<string, unknown>>(answer, page, perPage);
}

/** The guide categories (the article labels), `{id, name}`; empty on failure. */
export async function loadCategories(api: ApiClient): Promise<{ id: number; name: string }[]> {
  return itemsOf(await settle(getGuideCategories(api))).flatMap((item) => {
    const id = num(item, 'id', Number.NaN);
    const name = text(item, 'name');
    return Number.isFinite(id) && name ? [{ id, name }] : [];
  });
}
