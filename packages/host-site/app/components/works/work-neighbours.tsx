/** Links to the previous (newer) and next (older) work (PrevOrNextWorkById). */

import { worksMessages } from '@renovo/core';
import { Link } from 'react-router';
import type { PrevNextData } from './work-types.ts';

/** Props of {@link WorkNeighbours}. */
export interface WorkNeighboursProps {
  neighbours: PrevNextData | null;
}

/** The previous/next links; nothing when the work has neither. */
export function WorkNeighbours({ neighbours }: WorkNeighboursProps) {
  if (!neighbours || (!neighbours.prev && !neighbours.next)) return null;
  const { prev, next } = neighbours;
  return (
    <nav className="work-neighbours" aria-label={worksMessages.neighboursLabel}>
      {prev ? (
        <Link
          className="work-neighbours__link work-neighbours__link--prev"
          to={`/works/${prev.id}`}
          rel="prev"
        >
          <span className="work-neighbours__dir">{worksMessages.previousWork}</span>
          <span className="work-neighbours__title">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          className="work-neighbours__link work-neighbours__link--next"
          to={`/works/${next.id}`}
          rel="next"
        >
          <span className="work-neighbours__dir">{worksMessages.nextWork}</span>
          <span className="work-neighbours__title">{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}
