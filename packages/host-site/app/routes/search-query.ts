/**
 * The search page's URL (`/search?keyword=&type=&page=`, docs/spec/popups-and-header.md#screens): what it
 * asks for and the
 * links of its tabs and pages, which keep any tracking parameters the header appended.
 */
import { KEYWORD_MAX_LENGTH, PAGE_MAX } from '@renovo/core/schemas';

/** What a search looks in. */
const SEARCH_TYPES = ['all', 'work', 'article', 'company'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Results per kind on the "all" tab, and per page on one kind's tab. */
export const PER_KIND = { all: 8, one: 20 } as const;

/** What the search URL asks for. */
export interface SearchQuery {
  keyword: string;
  type: SearchType;
  page: number;
  /** The tracking parameters (`itm_*`, `utm_*`) kept on the tab and page links. */
  tracking: [string, string][];
}

/** Reads `/search?keyword=&type=&page=`; the keyword is trimmed and cut to the API's limit. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    keyword: Array.from((params.get('keyword') ?? '').trim())
      .slice(0, KEYWORD_MAX_LENGTH)
      .join(''),
    type: (SEARCH_TYPES as readonly string[]).includes(type ?? '') ? (type as SearchType) : 'all',
    page: Number.isInteger(page) && page > 0 ? Math.min(page, PAGE_MAX) : 1,
    tracking: [...params].filter(([name]) => name.startsWith('itm_') || name.startsWith('utm_')),
  };
}

/** The link of a search with some of the query changed (the page resets unless given). */
export function searchHref(query: SearchQuery, change: Partial<Pick<SearchQuery, 'type' | 'page'>>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams({ keyword: query.keyword });
  if (next.type !== 'all') params.set('type', next.type);
  if (next.page > 1) params.set('page', String(next.page));
  for (const [name, value] of query.tracking) params.append(name, value);
  return `/search?${params}`;
}

/**
 * Whether a search page may be indexed: the first page of all kinds, for a keyword the site
 * itself suggests, that finds something.
 */
export function isIndexableSearch(
  query: SearchQuery,
  results: Record<'works' | 'articles' | 'companies', { total: number } | null>,
  suggested: readonly string[],
): boolean {
  if (query.type !== 'all' || query.page !== 1 || !suggested.includes(query.keyword)) return false;
  return [results.works, results.articles, results.companies].some((kind) => (kind?.total ?? 0) > 0);
}
