/**
 * `/search?keyword=` (docs/spec/popups-and-header.md#screens): search results across works, articles and
 * design companies —
 * the first results of each on the 全部 tab, a paged list on each kind's tab. The header's search
 * box (and any tracking parameters it appends) lands here; the page has its own search form.
 */
import { format, searchMessages } from '@renovo/core';
import { type ReactNode, useId } from 'react';
import { ArticleCard } from '../components/article/article-card.tsx';
import { FilterChip } from '../components/article/filter-chip.tsx';
import { CompanyCard } from '../components/company/company-card.tsx';
import type { RootData } from '../components/layout/root-data.ts';
import { Pagination } from '../components/works/pagination.tsx';
import { WorkCard } from '../components/works/work-card.tsx';
import type { PageData } from '../components/works/work-types.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/search';
import { loadSearch } from './search.server.ts';
import {
  isIndexableSearch,
  readSearchQuery,
  type SearchQuery,
  type SearchType,
  searchHref,
} from './search-query.ts';
import './search.css';

/** The query and its results. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readSearchQuery(new URL(request.url).searchParams);
  return { query, results: await loadSearch(apiFor(context, request), query) };
}

/** The canonical address keeps the keyword (and only it). */
export const handle: RouteHandle = { canonicalQuery: ['keyword'] };

/**
 * "「{keyword}」的搜尋結果". Results pages are endless, so only the first page of all kinds for one
 * of the site's own suggested keywords, when it finds something, may be indexed (a curated
 * landing page); every other search is `noindex, follow`.
 */
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const query = loaderData?.query;
  const keyword = query?.keyword;
  const suggested = (matches.find((m) => m?.id === 'root')?.loaderData as Partial<RootData> | undefined)
    ?.keywords;
  const indexable =
    query !== undefined &&
    loaderData !== undefined &&
    isIndexableSearch(query, loaderData.results, suggested ?? []);
  return pageMeta(
    keyword ? format(searchMessages.titleOf, { keyword }) : searchMessages.title,
    keyword ? format(searchMessages.descriptionOf, { keyword }) : searchMessages.description,
    indexable ? [] : [{ name: 'robots', content: 'noindex, follow' }],
  );
}

const KINDS: { type: Exclude<SearchType, 'all'>; key: 'works' | 'articles' | 'companies'; label: string }[] =
  [
    { type: 'work', key: 'works', label: searchMessages.works },
    { type: 'article', key: 'articles', label: searchMessages.articles },
    { type: 'company', key: 'companies', label: searchMessages.companies },
  ];

/** One kind's block: heading with its count, the items (or the empty line), the more link or pages. */
function ResultBlock<T extends { id: number }>({
  query,
  type,
  label,
  page,
  listClass,
  render,
}: {
  query: SearchQuery;
  type: Exclude<SearchType, 'all'>;
  label: string;
  page: PageData<T> | null;
  listClass: string;
  render(item: T, index: number): ReactNode;
}) {
  const id = useId();
  if (!page) return null;
  const single = query.type !== 'all';
  return (
    <section className="search-block" aria-labelledby={id}>
      <div className="search-block__head">
        <h2 id={id}>{format(searchMessages.kindCount, { kind: label, n: page.total })}</h2>
        {!single && page.total > page.items.length ? (
          <a href={searchHref(query, { type })}>
            {format(searchMessages.viewAll, { n: page.total })}
            <span className="visually-hidden">{label}</span>
          </a>
        ) : null}
      </div>
      {page.items.length === 0 ? (
        <p className="search-block__empty">{format(searchMessages.kindEmpty, { kind: label })}</p>
      ) : (
        <ul className={listClass}>
          {page.items.map((item, index) => (
            <li key={item.id}>{render(item, index)}</li>
          ))}
        </ul>
      )}
      {single ? (
        <Pagination
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          hrefFor={(n) => searchHref(query, { page: n })}
        />
      ) : null}
    </section>
  );
}

/** The search page. */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, results } = loaderData;
  const inputId = useId();
  const total =
    (results.works?.total ?? 0) + (results.articles?.total ?? 0) + (results.companies?.total ?? 0);
  return (
    <div className="container search-page">
      <h1 className="page-heading">
        {query.keyword ? format(searchMessages.titleOf, { keyword: query.keyword }) : searchMessages.title}
      </h1>
      <search>
        <form className="search-form" method="get" action="/search">
          <label htmlFor={inputId} className="visually-hidden">
            {searchMessages.inputLabel}
          </label>
          <input
            id={inputId}
            type="search"
            name="keyword"
            defaultValue={query.keyword}
            placeholder={searchMessages.placeholder}
            maxLength={50}
            enterKeyHint="search"
          />
          <button type="submit" className="button">
            {searchMessages.submit}
          </button>
        </form>
      </search>

      {!query.keyword ? (
        <p className="search-page__hint">{searchMessages.prompt}</p>
      ) : (
        <>
          <nav aria-label={searchMessages.tabsLabel}>
            <ul className="filter-chips search-page__tabs">
              <FilterChip href={searchHref(query, { type: 'all' })} current={query.type === 'all'}>
                {searchMessages.all}
              </FilterChip>
              {KINDS.map((kind) => (
                <FilterChip
                  key={kind.type}
                  href={searchHref(query, { type: kind.type })}
                  current={query.type === kind.type}
                >
                  {kind.label}
                </FilterChip>
              ))}
            </ul>
          </nav>
          {query.type === 'all' && total === 0 ? (
            <div className="search-page__none" role="status">
              <p>{format(searchMessages.none, { keyword: query.keyword })}</p>
              <p>{searchMessages.noneTip}</p>
            </div>
          ) : null}
          <ResultBlock
            query={query}
            type="work"
            label={searchMessages.works}
            page={results.works}
            listClass="work-grid"
            render={(work, index) => <WorkCard work={work} priority={index < 2} />}
          />
          <ResultBlock
            query={query}
            type="article"
            label={searchMessages.articles}
            page={results.articles}
            listClass="article-grid"
            render={(article) => <ArticleCard article={article} />}
          />
          <ResultBlock
            query={query}
            type="company"
            label={searchMessages.companies}
            page={results.companies}
            listClass="search-page__companies"
            render={(company) => <CompanyCard company={company} />}
          />
        </>
      )}
    </div>
  );
}
