/**
 * Page links of a list: previous, a window of page numbers with the first and last, next. Every
 * page is a real link (`rel="prev"`/`"next"` on the neighbours), the current one is marked with
 * `aria-current="page"`.
 */

import { format, listMessages } from '@renovo/core';
import { Link } from 'react-router';
import './pagination.css';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The link of a page. */
  hrefFor(page: number): string;
}

/** The page numbers shown: 1, the pages around the current one, the last; null marks a gap. */
export function pageWindow(page: number, last: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= last; n++) {
    if (n === 1 || n === last || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** The page links; nothing when everything fits on one page. */
export function Pagination({ page, perPage, total, hrefFor }: PaginationProps) {
  const last = Math.max(1, Math.ceil(total / perPage));
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={listMessages.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              {listMessages.previousPage}
            </Link>
          ) : (
            <span aria-disabled="true">{listMessages.previousPage}</span>
          )}
        </li>
        {pageWindow(page, last).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${i}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={format(listMessages.pageN, { n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < last ? (
            <Link to={hrefFor(page + 1)} rel="next">
              {listMessages.nextPage}
            </Link>
          ) : (
            <span aria-disabled="true">{listMessages.nextPage}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
