/** The favourite (collect) button of a work: its state, its count, and the login flow behind it. */
import { format, type UserRole, worksMessages } from '@renovo/core';
import { useFavourite } from './use-favourite.ts';

/** Props of {@link FavouriteButton}. */
export interface FavouriteButtonProps {
  workId: number;
  collected: boolean;
  /** How many have collected it (as the page was rendered). */
  count: number;
  /** The viewer's role, as the server knew it. */
  role: UserRole | null;
}

/** A toggle button (`aria-pressed`) that collects or un-collects the work. */
export function FavouriteButton({ workId, collected: initial, count, role }: FavouriteButtonProps) {
  const { collected, loading, toggle } = useFavourite(
    { source_id: workId, source_type: 'work', collected: initial },
    role,
  );
  // The count as rendered, moved by this visitor's own change.
  const shown = count + (collected === initial ? 0 : collected ? 1 : -1);
  return (
    <button
      type="button"
      className="favourite-button"
      aria-pressed={collected}
      aria-busy={loading || undefined}
      onClick={toggle}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.2C19.5 16.4 12 21 12 21z"
          fill={collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span>{collected ? worksMessages.collected : worksMessages.collect}</span>
      <span className="favourite-button__count">
        {format(worksMessages.collectCount, { n: Math.max(0, shown) })}
      </span>
    </button>
  );
}
