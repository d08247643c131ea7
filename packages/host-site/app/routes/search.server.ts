/**
 * Server side of `/search?keyword=` (docs/spec/popups-and-header.md#screens): the results across works,
 * articles and companies
 * (`GET /hyperf/search/results`, the API's path: the spec does not name one). With type `all`
 * the first page of each kind, otherwise a page of one kind.
 */
import { type ApiClient, getSearchResults } from '@renovo/core';
import type { ArticleCardData } from '../components/article/article-types.ts';
import type { CompanyCardData } from '../components/company/company-types.ts';
import type { PageData, WorkCardData } from '../components/works/work-types.ts';
import { serverCheck } from '../lib/server-check.ts';
import { PER_KIND, type SearchQuery } from './search-query.ts';

/** The results of each kind (the kinds not asked for are null). */
export interface SearchResults {
  works: PageData<WorkCardData> | null;
  articles: PageData<ArticleCardData> | null;
  companies: PageData<CompanyCardData> | null;
}

type ResultsAnswer = {
  code?: number;
  message?: string;
  data?: Partial<Record<'works' | 'articles' | 'companies', PageData<never>>> & Partial<PageData<never>>;
};

const KIND_OF = { work: 'works', article: 'articles', company: 'companies' } as const;

/** Runs the search; an empty keyword searches nothing. */
export async function loadSearch(api: ApiClient, query: SearchQuery): Promise<SearchResults> {
  const none: SearchResults = { works: null, articles: null, companies: null };
  if (!query.keyword) return none;
  const perPage = query.type === 'all' ? PER_KIND.all : PER_KIND.one;
  const answer = await serverCheck(
    getSearchResults(api, {
      keyword: query.keyword,
      type: query.type,
      page: query.page,
      per_page: perPage,
    }) as Promise<ResultsAnswer>,
  );
  const data = answer.data ?? {};
  if (query.type === 'all') {
    return {
      works: (data.works as PageData<WorkCardData> | undefined) ?? null,
      articles: (data.articles as PageData<ArticleCardData> | undefined) ?? null,
      companies: (data.companies as PageData<CompanyCardData> | undefined) ?? null,
    };
  }
  const page = Array.isArray(data.items)
    ? ({
        items: data.items,
        total: data.total ?? 0,
        page: data.page ?? query.page,
        per_page: perPage,
      } as PageData<never>)
    : null;
  return { ...none, [KIND_OF[query.type]]: page };
}
