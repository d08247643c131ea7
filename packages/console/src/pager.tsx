/** A list's pager: 上一頁, where the list stands (`{page}` of `{total}`), 下一頁; a labelled navigation. */
import { consoleCompanyMessages as m } from '@renovo/core/messages';

export function Pager({
  label,
  status,
  page,
  pages,
  onPage,
}: {
  /** The navigation's name (which list it pages). */
  label: string;
  /** Where the list stands, as the screen words it. */
  status: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {m.prev}
      </button>
      <span>{status}</span>
      <button type="button" className="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.next}
      </button>
    </nav>
  );
}
