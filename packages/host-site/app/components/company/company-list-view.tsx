/**
 * A list page of companies (`/company`, `/reputation-ranking`): heading, region and style
 * filters, an optional sort, the cards (with rank numbers on the ranking), page links and the
 * empty and loading states.
 */
import { companyMessages, format } from '@renovo/core';
import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { LinkChoice, LinkFilters } from '../works/link-filters.tsx';
import { Pagination } from '../works/pagination.tsx';
import type { PageData } from '../works/work-types.ts';
import { CompanyCard } from './company-card.tsx';
import type { CompanyCardData } from './company-types.ts';
import { type ChoiceSpec, type ListQuery, listHref, REGION_CHOICES, STYLE_CHOICES } from './list-query.ts';
import '../works/works-list-view.css';

/** Props of {@link CompanyListView}. */
export interface CompanyListViewProps {
  path: string;
  title: string;
  intro: string;
  /** A line under the intro (the company list: which header region it follows). */
  note?: ReactNode;
  specs: readonly ChoiceSpec[];
  query: ListQuery;
  list: PageData<CompanyCardData>;
  /** The sort options, when the list can be sorted. */
  sorts?: readonly { value: string; label: string }[];
}

/** A company list page's content. */
export function CompanyListView({
  path,
  title,
  intro,
  note,
  specs,
  query,
  list,
  sorts,
}: CompanyListViewProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path;
  const href = (change: { set?: Record<string, string>; page?: number }) =>
    listHref(path, specs, query, change);
  const filtered = specs.some((s) => s.key !== 'sort' && query.choices[s.key] !== s.fallback);
  return (
    <div className="container works-list">
      <header className="works-list__header">
        <h1 className="page-heading">{title}</h1>
        <p className="works-list__intro">{intro}</p>
        {note}
      </header>
      <LinkFilters
        title={companyMessages.filtersTitle}
        rows={[
          {
            key: 'region_id',
            label: companyMessages.filters.region,
            options: REGION_CHOICES,
            current: query.choices.region_id ?? '',
          },
          {
            key: 'style_id',
            label: companyMessages.filters.style,
            options: STYLE_CHOICES,
            current: query.choices.style_id ?? '',
          },
        ]}
        hrefFor={(key, value) => href({ set: { [key]: value } })}
      />
      <section className="works-list__results" aria-labelledby="company-results-title" aria-busy={loading}>
        <div className="works-list__toolbar">
          <h2 id="company-results-title" className="works-list__count" aria-live="polite">
            {format(companyMessages.total, { total: list.total })}
          </h2>
          {sorts ? (
            <LinkChoice
              label={companyMessages.sortLabel}
              options={sorts}
              current={query.choices.sort ?? ''}
              hrefFor={(sort) => href({ set: { sort } })}
            />
          ) : null}
        </div>
        {list.items.length === 0 ? (
          <div className="works-list__empty">
            <p>{companyMessages.empty}</p>
            {filtered || query.page > 1 ? (
              <Link className="button button--ghost" to={path}>
                {companyMessages.clearFilters}
              </Link>
            ) : null}
          </div>
        ) : (
          <ol className="company-grid">
            {list.items.map((company) => (
              <li key={company.id}>
                <CompanyCard company={company} />
              </li>
            ))}
          </ol>
        )}
        <Pagination
          page={list.page}
          perPage={list.per_page}
          total={list.total}
          hrefFor={(page) => href({ page })}
        />
      </section>
    </div>
  );
}
