/** A titled section of a hub page (recommendations, themes): heading, optional "more" link, its content. */

import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of {@link HubSection}. */
export interface HubSectionProps {
  id: string;
  title: string;
  /** The full list's link and text. */
  more?: { href: string; label: string };
  /** Shown instead of the content when there is nothing to show. */
  empty?: string;
  isEmpty?: boolean;
  children: ReactNode;
}

/** The section. */
export function HubSection({ id, title, more, empty, isEmpty = false, children }: HubSectionProps) {
  return (
    <section className="hub-section" aria-labelledby={id}>
      <div className="hub-section__head">
        <h2 className="hub-section__title" id={id}>
          {title}
        </h2>
        {more ? (
          <Link className="hub-section__more" to={more.href}>
            {more.label}
            <span className="visually-hidden">：{title}</span>
          </Link>
        ) : null}
      </div>
      {isEmpty ? <p className="hub-section__empty">{empty}</p> : children}
    </section>
  );
}
