/**
 * Server-side reads of the article pages: the list by label and sub-label, the labels, the
 * detail (404 此文章找不到了), and what surrounds it (may-like articles, works of its style).
 * Lists and the detail go through the server checks of docs/spec/platform.md#errors; the extras read as empty
 * when
 * they fail.
 */
import {
  type ApiClient,
  articleMessages,
  getArticleDetail,
  getArticleList,
  getArticleMayLikeById,
  getGuideCategories,
  getSameStyleWorks,
} from '@renovo/core';
import { PAGE_MAX } from '@renovo/core/schemas';
import { readArticleLabels } from '../components/article/article-labels.ts';
import type { ArticleQuery } from '../components/article/article-query.ts';
import type {
  ArticleCardData,
  ArticleDetailData,
  ArticleLabelData,
} from '../components/article/article-types.ts';
import type { PageData, WorkCardData } from '../components/works/work-types.ts';
import { dataOf, itemsOf, settle } from '../lib/read.ts';
import { serverCheck } from '../lib/server-check.ts';

/** Articles per list page. */
const ARTICLES_PER_PAGE = 18;
/** Works of the article's style. */
const SAME_STYLE_WORKS = 4;

/** The labels (empty when the call fails: the list still shows, without its filters). */
export async function loadArticleLabels(api: ApiClient): Promise<ArticleLabelData[]> {
  return readArticleLabels(await settle(getGuideCategories(api)));
}

/** A page of the article list. */
export async function loadArticleList(
  api: ApiClient,
  query: ArticleQuery,
): Promise<PageData<ArticleCardData>> {
  const answer = await serverCheck(
    getArticleList(api, {
      ...(query.label !== null ? { label: query.label } : {}),
      ...(query.subLabel !== null ? { sub_label: query.subLabel } : {}),
      sort: query.sort,
      page: Math.min(query.page, PAGE_MAX),
      per_page: ARTICLES_PER_PAGE,
    }),
  );
  const data = answer.data as PageData<ArticleCardData> | null | undefined;
  return data && Array.isArray(data.items)
    ? data
    : { items: [], total: 0, page: query.page, per_page: ARTICLES_PER_PAGE };
}

/**
 * The article detail; a missing article is the 404 此文章找不到了, one taken off the site the 410
 * 這篇文章已下架. A console preview link's token shows an unpublished one.
 */
export async function loadArticleDetail(
  api: ApiClient,
  id: number,
  preview?: string,
): Promise<ArticleDetailData> {
  const answer = await serverCheck(getArticleDetail(api, { id, ...(preview ? { preview } : {}) }), {
    notFound: articleMessages.notFound,
    gone: articleMessages.gone,
  });
  return answer.data as unknown as ArticleDetailData;
}

/** What the article detail shows under the article; each part is empty when its call fails. */
export interface ArticleExtras {
  mayLike: ArticleCardData[];
  works: WorkCardData[];
}

/** May-like articles and works of the same style, fetched together. */
export async function loadArticleExtras(api: ApiClient, id: number): Promise<ArticleExtras> {
  const [mayLike, works] = await Promise.all([
    settle(getArticleMayLikeById(api, { id })),
    settle(getSameStyleWorks(api, { article_id: id, limit: SAME_STYLE_WORKS })),
  ]);
  return {
    mayLike: itemsOf(mayLike) as unknown as ArticleCardData[],
    works: (dataOf(works)?.items ?? []) as WorkCardData[],
  };
}
