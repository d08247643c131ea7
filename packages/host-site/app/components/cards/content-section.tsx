/**
 * A titled block of a page with its states: the items, an empty notice, or an error notice when
 * the content could not be loaded (`items` null).
 */
import { siteMessages } from '@renovo/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import './cards.css';

/** Props of {@link ContentSection}. */
export interface ContentSectionProps<T> {
  title: string;
  /** The items, or null when loading them failed. */
  items: readonly T[] | null;
  render(item: T, index: number): ReactNode;
  /** A "view more" link. */
  more?: string;
  /** Extra class of the list (e.g. `grid--portrait`). */
  listClass?: string;
}

/** The section. */
export function ContentSection<T>({ title, items, render, more, listClass = '' }: ContentSectionProps<T>) {
  const id = useId();
  return (
    <section className="content-section" aria-labelledby={id}>
      <div className="content-section__head">
        <h2 id={id} className="content-section__title">
          {title}
        </h2>
        {more ? (
          <Link to={more} className="content-section__more">
            {siteMessages.viewMore}
            <span className="visually-hidden">{title}</span>
          </Link>
        ) : null}
      </div>
      {items === null ? (
        <p className="content-section__notice" role="status">
          {siteMessages.loadFailed}
        </p>
      ) : items.length === 0 ? (
        <p className="content-section__notice">{siteMessages.empty}</p>
      ) : (
        <ul className={`grid ${listClass}`.trim()}>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: items render in a fixed order
            <li key={index}>{render(item, index)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
