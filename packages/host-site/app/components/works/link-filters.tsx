/**
 * Rows of filter links (a label, then one link per option, the chosen one marked with
 * `aria-current`): filtering works without JavaScript and every state has its own URL. Used by
 * the works, company and review lists.
 */

import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import './works-filters.css';

/** One row of options. */
interface LinkFilterRow {
  key: string;
  label: string;
  options: readonly { value: number | string; label: string }[];
  /** The chosen option's value (as a string). */
  current: string;
}

/** Props of {@link LinkFilters}. */
export interface LinkFiltersProps {
  /** The section's (visually hidden) heading. */
  title: string;
  rows: readonly LinkFilterRow[];
  /** The link that sets `key` to `value`. */
  hrefFor(key: string, value: string): string;
}

/** The filter rows. */
export function LinkFilters({ title, rows, hrefFor }: LinkFiltersProps) {
  const section = useRef<HTMLElement>(null);
  // On phones each row scrolls sideways: bring the chosen option into view.
  useEffect(() => {
    for (const list of section.current?.querySelectorAll<HTMLElement>('.works-filters__options') ?? []) {
      const chosen = list.querySelector<HTMLElement>('[aria-current]');
      if (chosen && list.scrollWidth > list.clientWidth) {
        list.scrollLeft = chosen.offsetLeft - list.offsetLeft - list.clientWidth / 2 + chosen.offsetWidth / 2;
      }
    }
  });
  return (
    <section className="works-filters" aria-label={title} ref={section}>
      <h2 className="visually-hidden">{title}</h2>
      {rows.map((row) => {
        const labelId = `filter-${row.key}`;
        return (
          <div className="works-filters__row" key={row.key}>
            <h3 className="works-filters__label" id={labelId}>
              {row.label}
            </h3>
            <ul className="works-filters__options" aria-labelledby={labelId}>
              {row.options.map((option) => {
                const value = String(option.value);
                return (
                  <li key={value}>
                    <Link
                      preventScrollReset
                      to={hrefFor(row.key, value)}
                      aria-current={value === row.current ? 'true' : undefined}
                      rel="nofollow"
                    >
                      {option.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/** Props of {@link LinkChoice}. */
export interface LinkChoiceProps {
  label: string;
  options: readonly { value: string; label: string }[];
  current: string;
  hrefFor(value: string): string;
}

/** A short row of links choosing one value (the sort order). */
export function LinkChoice({ label, options, current, hrefFor }: LinkChoiceProps) {
  return (
    <nav className="works-sort" aria-label={label}>
      <ul>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              preventScrollReset
              to={hrefFor(option.value)}
              aria-current={option.value === current ? 'true' : undefined}
              rel="nofollow"
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
