/**
 * The article page's two convert entries (docs/spec/quotes.md#limits: picked at random from a list). The
 * server
 * picks the positions (core's `pickConvertIndexes`) and hands them over in the loader data, so
 * the page and the hydrating browser draw the same two.
 */
import { convertEntriesAt, convertEntryMessages } from '@renovo/core';
import { useId } from 'react';
import { Link } from 'react-router';
import './convert-entries.css';

/** The two entries at `picks` of core's list. */
export function ConvertEntries({ picks }: { picks: readonly number[] }) {
  const id = useId();
  const entries = convertEntriesAt(picks);
  if (entries.length === 0) return null;
  return (
    <section className="convert-entries" aria-labelledby={id} data-exposure="convert_article">
      <h2 id={id} className="convert-entries__heading">
        {convertEntryMessages.heading}
      </h2>
      <ul className="convert-entries__list">
        {entries.map((entry) => (
          <li key={entry.key} className="convert-entries__item" data-convert={entry.key}>
            <h3 className="convert-entries__title">{entry.title}</h3>
            <p className="convert-entries__lead">{entry.lead}</p>
            <Link to={entry.href} className="button convert-entries__action">
              {entry.action}
              <span className="visually-hidden">：{entry.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
