/**
 * `/article` (docs/spec/popups-and-header.md#screens): the renovation articles, filtered by label and
 * sub-label
 * (`/article?label={n}&sub_label={n}`), newest or most read first, paged. The `itm_*` tracking
 * parameters of the URL are kept on every filter and page link.
 */
import { articleMessages, format } from '@renovo/core';
import { ArticleCard } from '../components/article/article-card.tsx';
import { ArticleFilters } from '../components/article/article-filters.tsx';
import { filterNames } from '../components/article/article-labels.ts';
import { articleListHref, readArticleQuery } from '../components/article/article-query.ts';
import { QuoteEntry } from '../components/quote/quote-entry.tsx';
import { Pagination } from '../components/works/pagination.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/article';
import { loadArticleLabels, loadArticleList } from './article.server.ts';
import './article.css';

/** The header marks the article (guide) item. */
export const handle: RouteHandle = { navKey: 'article' };

/** The page of articles the URL asks for, and the labels. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readArticleQuery(new URL(request.url).searchParams);
  const api = apiFor(context, request);
  const [list, labels] = await Promise.all([loadArticleList(api, query), loadArticleLabels(api)]);
  const names = filterNames(labels, query.label, query.subLabel);
  return { query, list, labels, filterName: names.subLabel ?? names.label };
}

/** "{label}｜裝修文章" and the label's description. */
export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData?.filterName;
  const label = loaderData?.labels.find((l) => l.id === loaderData.query.label);
  return pageMeta(
    name ? format(articleMessages.listTitleOf, { name }) : articleMessages.listTitle,
    label?.description || articleMessages.listDescription,
  );
}

/** The article list. */
export default function ArticleList({ loaderData }: Route.ComponentProps) {
  const { query, list, labels, filterName } = loaderData;
  return (
    <div className="container article-list">
      <h1 className="page-heading">
        {filterName ? format(articleMessages.listTitleOf, { name: filterName }) : articleMessages.listTitle}
      </h1>
      <ArticleFilters labels={labels} query={query} />
      <p className="article-list__count" role="status">
        {format(articleMessages.total, { n: list.total })}
      </p>
      {list.items.length === 0 ? (
        <div className="article-list__empty">
          <p>{articleMessages.empty}</p>
          <a className="button button--ghost" href={articleListHref(query, { label: null, subLabel: null })}>
            {articleMessages.allArticles}
          </a>
        </div>
      ) : (
        <ul className="article-grid">
          {list.items.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} priority={index < 3} level={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        perPage={list.per_page}
        total={list.total}
        hrefFor={(page) => articleListHref(query, { page })}
      />
      <div className="article-list__quote">
        <QuoteEntry module="article_list" />
      </div>
    </div>
  );
}
