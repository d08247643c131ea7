/**
 * The works lists' filters in the URL (`/works?style_id=12&area=21-35&sort=popular&page=2`):
 * the same names the works API takes, read leniently (an unknown value reads as 'any', so an
 * old or hand-edited link still shows a list) and written back as links.
 */
import {
  ANY,
  AREA_RANGES,
  BUDGET_RANGES,
  HOUSING_TYPES,
  type IdOption,
  REGIONS,
  SPACES,
  STYLES,
} from '@renovo/core';

/** One filter of the works lists: its URL name and its options (the first is 'any'). */
export interface WorkFilter {
  key: WorkFilterKey;
  options: readonly { value: number | string; label: string }[];
}

/** URL names of the filters, in the order the page shows them. */
const WORK_FILTER_KEYS = ['style_id', 'space_id', 'housing_type', 'budget', 'area', 'region_id'] as const;
/** A filter's URL name. */
export type WorkFilterKey = (typeof WORK_FILTER_KEYS)[number];

/** Sort orders of the works lists. */
export const WORK_SORTS = ['newest', 'popular'] as const;
/** A sort order. */
type WorkSort = (typeof WORK_SORTS)[number];

const REGION_OPTIONS: readonly IdOption[] = [
  { value: ANY, label: STYLES[0]!.label },
  ...REGIONS.map((r) => ({ value: r.id, label: r.name })),
];

/** The filter lists of docs/spec/quotes.md#entities (style, space, housing type, budget, area) and the region. */
export const WORK_FILTERS: readonly WorkFilter[] = [
  { key: 'style_id', options: STYLES },
  { key: 'space_id', options: SPACES },
  { key: 'housing_type', options: HOUSING_TYPES },
  { key: 'budget', options: BUDGET_RANGES },
  { key: 'area', options: AREA_RANGES },
  { key: 'region_id', options: REGION_OPTIONS },
];

/** The works query of a page URL; filters hold option values as strings, absent for 'any'. */
export interface WorksQuery {
  filters: Partial<Record<WorkFilterKey, string>>;
  sort: WorkSort;
  page: number;
}

function isOption(options: WorkFilter['options'], raw: string): boolean {
  return raw !== ANY && options.some((o) => String(o.value) === raw);
}

/** Reads the filters, sort and page of a URL's query. */
export function readWorksQuery(params: URLSearchParams): WorksQuery {
  const filters: WorksQuery['filters'] = {};
  for (const filter of WORK_FILTERS) {
    const raw = params.get(filter.key)?.trim();
    if (raw && isOption(filter.options, raw)) filters[filter.key] = raw;
  }
  const sort = params.get('sort') === 'popular' ? 'popular' : 'newest';
  const pageRaw = params.get('page') ?? '';
  // The API's upper bound (1000) is applied by the loader; here only the shape is checked.
  const page = /^\d{1,6}$/.test(pageRaw) ? Math.max(Number(pageRaw), 1) : 1;
  return { filters, sort, page };
}

/** The API query of a works query (`per_page` items a page). */
export function worksApiQuery(query: WorksQuery, perPage: number): Record<string, string | number> {
  return { ...query.filters, sort: query.sort, page: query.page, per_page: perPage };
}

/** A link to `path` with the query changed by `change` (the page goes back to 1 unless set). */
export function worksHref(
  path: string,
  query: WorksQuery,
  change: Partial<WorksQuery> & { set?: [WorkFilterKey, string] },
): string {
  const filters = { ...query.filters };
  if (change.set) {
    const [key, value] = change.set;
    if (value === ANY) delete filters[key];
    else filters[key] = value;
  }
  const sort = change.sort ?? query.sort;
  const page = change.page ?? 1;
  const params = new URLSearchParams();
  for (const key of WORK_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** True when any filter is set. */
export function hasFilters(query: WorksQuery): boolean {
  return Object.keys(query.filters).length > 0;
}

/** The labels of the filters that are set, in page order (for the heading and the title). */
export function activeFilterLabels(query: WorksQuery): string[] {
  return WORK_FILTERS.flatMap((filter) => {
    const value = query.filters[filter.key];
    const option = value ? filter.options.find((o) => String(o.value) === value) : undefined;
    return option ? [option.label] : [];
  });
}
