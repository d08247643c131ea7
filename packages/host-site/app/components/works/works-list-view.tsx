/**
 * The body of a works list page (`/works`, `/works/good`): heading, filters, sort, the cards,
 * page links, and the empty and loading states.
 */
import { format, worksMessages } from '@renovo/core';
import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { Pagination } from './pagination.tsx';
import { WorkCard } from './work-card.tsx';
import type { PageData, WorkCardData } from './work-types.ts';
import { WorksFilters, WorksSort } from './works-filters.tsx';
import { activeFilterLabels, hasFilters, type WorksQuery, worksHref } from './works-query.ts';
import './new-tag.css';
import './works-list-view.css';

/** Props of {@link WorksListView}. */
export interface WorksListViewProps {
  path: string;
  title: string;
  /** Shown after the title (the NEW tag of the represent works). */
  titleExtra?: ReactNode;
  intro: string;
  query: WorksQuery;
  list: PageData<WorkCardData>;
}

/** A works list page's content. */
export function WorksListView({ path, title, titleExtra, intro, query, list }: WorksListViewProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path;
  const active = activeFilterLabels(query);
  return (
    <div className="container works-list">
      <header className="works-list__header">
        <h1 className="page-heading">
          {title}
          {titleExtra}
        </h1>
        <p className="works-list__intro">{intro}</p>
      </header>
      <WorksFilters path={path} query={query} />
      <section className="works-list__results" aria-labelledby="works-results-title" aria-busy={loading}>
        <div className="works-list__toolbar">
          <h2 id="works-results-title" className="works-list__count" aria-live="polite">
            {active.length > 0 ? `${active.join('・')} ` : ''}
            {format(worksMessages.total, { total: list.total })}
          </h2>
          <WorksSort path={path} query={query} />
        </div>
        {loading ? <p className="visually-hidden">{worksMessages.loading}</p> : null}
        {list.items.length === 0 ? (
          <div className="works-list__empty">
            <p>{worksMessages.empty}</p>
            {hasFilters(query) || query.page > 1 ? (
              <Link className="button button--ghost" to={path}>
                {worksMessages.clearFilters}
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="work-grid">
            {list.items.map((work, i) => (
              <li key={work.id}>
                <WorkCard work={work} priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          perPage={list.per_page}
          total={list.total}
          hrefFor={(page) => worksHref(path, query, { page })}
        />
      </section>
    </div>
  );
}
