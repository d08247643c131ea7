/**
 * The article list's URL (docs/spec/popups-and-header.md#screens "/article?label={n}&sub_label={n} plus itm
 * tracking
 * parameters"): label, sub-label, sort and page, and the `itm_*` tracking parameters, which every
 * filter and page link keeps.
 */

/** Sort orders of the list. */
const ARTICLE_SORTS = ['newest', 'popular'] as const;

/** What the list URL asks for. */
export interface ArticleQuery {
  label: number | null;
  subLabel: number | null;
  sort: (typeof ARTICLE_SORTS)[number];
  page: number;
  /** The `itm_*` parameters, in order. */
  tracking: [string, string][];
}

const ID = /^\d{1,9}$/;

function idOf(value: string | null): number | null {
  return value !== null && ID.test(value) ? Number(value) : null;
}

/** True for a tracking parameter kept on every link (`itm_source`, `itm_campaign`…). */
function isTrackingParam(name: string): boolean {
  return name.startsWith('itm_') || name === 'itm';
}

/** Reads the list URL; unreadable values are left out (a malformed label is refused by the API). */
export function readArticleQuery(params: URLSearchParams): ArticleQuery {
  const page = idOf(params.get('page'));
  const sort = params.get('sort');
  return {
    label: idOf(params.get('label')),
    subLabel: idOf(params.get('sub_label')),
    sort: sort === 'popular' ? 'popular' : 'newest',
    page: page && page > 0 ? page : 1,
    tracking: [...params].filter(([name]) => isTrackingParam(name)),
  };
}

/** The link of the list with some of the query changed (the page resets unless given). */
export function articleListHref(
  query: ArticleQuery,
  change: Partial<Omit<ArticleQuery, 'tracking'>>,
): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.label !== null) params.set('label', String(next.label));
  if (next.subLabel !== null) params.set('sub_label', String(next.subLabel));
  if (next.sort !== 'newest') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  for (const [name, value] of query.tracking) params.append(name, value);
  const search = params.toString();
  return search ? `/article?${search}` : '/article';
}
