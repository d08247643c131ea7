/** Paging helpers: every list answers `{items, total, page, per_page}` inside `data`. */

/** A page of a list. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** Paging of a query. */
export interface Paging {
  page: number;
  per_page: number;
}

/** The page answer. */
export function pageOf<T>(items: T[], total: number, paging: Paging): Page<T> {
  return { items, total, page: paging.page, per_page: paging.per_page };
}
