import { ANY, ANY_LABEL, format, worksMessages } from '@renovo/core';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { type ChoiceSpec, type ListQuery, listHref } from '../company/list-query.ts';
import { LinkChoice, LinkFilters } from './link-filters.tsx';
import { Pagination } from './pagination.tsx';

/** The wording of a {@link CategoryListPage}. */
interface CategoryListText {
  title: string;
  description: string;
  filtersTitle: string;
  category: string;
  /** With `{total}`. */
  total: string;
  empty: string;
}

/** Props of {@link CategoryListPage}. */
export interface CategoryListPageProps {
  path: string;
  text: CategoryListText;
  /** The query key of the category filter (`sub_label`, `category_id`). */
  filterKey: string;
  categories: readonly { id: number; name: string }[];
  specs: readonly ChoiceSpec[];
  sorts: readonly { value: string; label: string }[];
  query: ListQuery;
  list: { page: number; per_page: number; total: number };
  /** Id of the results heading. */
  headingId: string;
  isEmpty: boolean;
  /** The grid of results. */
  children: ReactNode;
}

/**
 * A paged list with one category filter and a sort (the unboxing articles, the videos): heading,
 * link filters, the count, the sort, the grid or the empty state, and the pages; every choice
 * lives in the URL.
 */
export function CategoryListPage(props: CategoryListPageProps) {
  const { path, text, filterKey, categories, specs, sorts, query, list, headingId } = props;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path;
  const href = (change: { set?: Record<string, string>; page?: number }) =>
    listHref(path, specs, query, change);
  return (
    <div className="container works-list">
      <header className="works-list__header">
        <h1 className="page-heading">{text.title}</h1>
        <p className="works-list__intro">{text.description}</p>
      </header>
      {categories.length > 0 ? (
        <LinkFilters
          title={text.filtersTitle}
          rows={[
            {
              key: filterKey,
              label: text.category,
              options: [
                { value: ANY, label: ANY_LABEL },
                ...categories.map((c) => ({ value: String(c.id), label: c.name })),
              ],
              current: query.choices[filterKey] ?? ANY,
            },
          ]}
          hrefFor={(key, value) => href({ set: { [key]: value } })}
        />
      ) : null}
      <section className="works-list__results" aria-labelledby={headingId} aria-busy={loading}>
        <div className="works-list__toolbar">
          <h2 id={headingId} className="works-list__count" aria-live="polite">
            {format(text.total, { total: list.total })}
          </h2>
          <LinkChoice
            label={worksMessages.sortLabel}
            options={sorts}
            current={query.choices.sort ?? 'newest'}
            hrefFor={(sort) => href({ set: { sort } })}
          />
        </div>
        {props.isEmpty ? <p className="works-list__empty">{text.empty}</p> : props.children}
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
