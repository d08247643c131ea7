/** Previous and next video links of the player (real links, `rel="prev"` and `rel="next"`). */
import { shortsMessages } from '@renovo/core';
import type { ShortData } from './short-types.ts';
import './short-neighbours.css';

/** Props of {@link ShortNeighbours}. */
export interface ShortNeighboursProps {
  list: readonly ShortData[];
  currentId: number;
  playerPath: string;
}

/** The two links (either may be absent at the ends of the list). */
export function ShortNeighbours({ list, currentId, playerPath }: ShortNeighboursProps) {
  const at = list.findIndex((item) => item.id === currentId);
  const prev = at > 0 ? list[at - 1] : undefined;
  const next = at >= 0 ? list[at + 1] : undefined;
  if (!prev && !next) return null;
  return (
    <nav className="short-neighbours" aria-label={shortsMessages.neighbours}>
      {prev ? (
        <a className="button button--ghost" rel="prev" href={`${playerPath}?id=${prev.id}`}>
          {shortsMessages.previous}
          <span className="visually-hidden">{prev.title}</span>
        </a>
      ) : null}
      {next ? (
        <a className="button button--ghost" rel="next" href={`${playerPath}?id=${next.id}`}>
          {shortsMessages.next}
          <span className="visually-hidden">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
