/** A filter choice as a link chip (article list, shorts list, search tabs); the current one is marked. */
import './filter-chip.css';

/** Props of {@link FilterChip}. */
export interface FilterChipProps {
  href: string;
  current: boolean;
  children: string;
}

/** One chip in a list of choices. */
export function FilterChip({ href, current, children }: FilterChipProps) {
  return (
    <li>
      <a className="filter-chip" href={href} aria-current={current ? 'page' : undefined}>
        {children}
      </a>
    </li>
  );
}
