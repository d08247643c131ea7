/**
 * The works lists' filters (style, space, housing type, budget, area, region) and sort
 * (newest, popular), as rows of links.
 */
import { ANY, worksMessages } from '@renovo/core';
import { LinkChoice, LinkFilters } from './link-filters.tsx';
import { WORK_FILTERS, WORK_SORTS, type WorkFilterKey, type WorksQuery, worksHref } from './works-query.ts';

/** Props of {@link WorksFilters}. */
export interface WorksFiltersProps {
  /** The list's path (`/works` or `/works/good`). */
  path: string;
  query: WorksQuery;
}

const GROUP_LABELS: Record<WorkFilterKey, string> = {
  style_id: worksMessages.filters.style,
  space_id: worksMessages.filters.space,
  housing_type: worksMessages.filters.housingType,
  budget: worksMessages.filters.budget,
  area: worksMessages.filters.area,
  region_id: worksMessages.filters.region,
};

/** The filter rows. */
export function WorksFilters({ path, query }: WorksFiltersProps) {
  return (
    <LinkFilters
      title={worksMessages.filtersTitle}
      rows={WORK_FILTERS.map((filter) => ({
        key: filter.key,
        label: GROUP_LABELS[filter.key],
        options: filter.options,
        current: query.filters[filter.key] ?? ANY,
      }))}
      hrefFor={(key, value) => worksHref(path, query, { set: [key as WorkFilterKey, value] })}
    />
  );
}

/** The sort links (newest, popular). */
export function WorksSort({ path, query }: WorksFiltersProps) {
  return (
    <LinkChoice
      label={worksMessages.sortLabel}
      options={WORK_SORTS.map((sort) => ({ value: sort, label: worksMessages.sorts[sort] }))}
      current={query.sort}
      hrefFor={(sort) => worksHref(path, query, { sort: sort as WorksQuery['sort'], page: 1 })}
    />
  );
}
