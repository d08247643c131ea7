/**
 * The article list's filters: the labels (全部 first), the chosen label's sub-labels, and the
 * sort. Every choice is a real link keeping the `itm_*` tracking parameters.
 */
import { articleMessages } from '@renovo/core';
import { type ArticleQuery, articleListHref } from './article-query.ts';
import type { ArticleLabelData } from './article-types.ts';
import { FilterChip as Chip } from './filter-chip.tsx';
import './article-filters.css';

/** Props of {@link ArticleFilters}. */
export interface ArticleFiltersProps {
  labels: readonly ArticleLabelData[];
  query: ArticleQuery;
}

/** The filter navigation. */
export function ArticleFilters({ labels, query }: ArticleFiltersProps) {
  const selected =
    labels.find((l) => l.id === query.label) ??
    labels.find((l) => l.sub_labels.some((s) => s.id === query.subLabel));
  return (
    <div className="article-filters">
      <nav aria-label={articleMessages.filtersLabel}>
        <ul className="filter-chips">
          <Chip href={articleListHref(query, { label: null, subLabel: null })} current={!selected}>
            {articleMessages.allLabels}
          </Chip>
          {labels.map((label) => (
            <Chip
              key={label.id}
              href={articleListHref(query, { label: label.id, subLabel: null })}
              current={selected?.id === label.id && query.subLabel === null}
            >
              {label.name}
            </Chip>
          ))}
        </ul>
      </nav>
      {selected && selected.sub_labels.length > 0 ? (
        <nav aria-label={articleMessages.subFiltersLabel}>
          <ul className="filter-chips filter-chips--minor">
            {selected.sub_labels.map((sub) => (
              <Chip
                key={sub.id}
                href={articleListHref(query, { label: selected.id, subLabel: sub.id })}
                current={query.subLabel === sub.id}
              >
                {sub.name}
              </Chip>
            ))}
          </ul>
        </nav>
      ) : null}
      <nav aria-label={articleMessages.sortLabel}>
        <ul className="filter-chips filter-chips--minor">
          <Chip href={articleListHref(query, { sort: 'newest' })} current={query.sort === 'newest'}>
            {articleMessages.sortNewest}
          </Chip>
          <Chip href={articleListHref(query, { sort: 'popular' })} current={query.sort === 'popular'}>
            {articleMessages.sortPopular}
          </Chip>
        </ul>
      </nav>
    </div>
  );
}
