/**
 * Proof that others asked too (docs/spec/popups-and-header.md#screens, the v2 popup's records, on the page):
 * how many owners
 * got a quote today and the latest records, identifying nobody.
 */
import { basicFormMessages, format, TODAY_COUNT_MIN_SHOWN } from '@renovo/core';
import { useId } from 'react';
import './recent-quotes.css';

/** One record as shown: relative time, region, size. */
export interface RecentQuote {
  time: string;
  region: string;
  size: string;
}

/** The records and today's count. */
export interface RecentQuotes {
  records: RecentQuote[];
  count: number;
}

/** The count and the list; nothing when there is nothing to show. */
export function RecentQuotesList({ data }: { data: RecentQuotes | null }) {
  const id = useId();
  // A count below TODAY_COUNT_MIN_SHOWN is not shown ("1 位屋主" was the visitor).
  const count = data && data.count >= TODAY_COUNT_MIN_SHOWN ? data.count : 0;
  if (!data || (data.records.length === 0 && count === 0)) return null;
  return (
    <section className="recent-quotes" aria-labelledby={id}>
      <h2 id={id} className="recent-quotes__title">
        {basicFormMessages.recordsLabel}
      </h2>
      {count > 0 ? (
        <p className="recent-quotes__count">{format(basicFormMessages.todayCount, { count })}</p>
      ) : null}
      <ul className="recent-quotes__list">
        {data.records.map((record, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: records have no id of their own
          <li key={index}>{format(basicFormMessages.record, { ...record }).trim()}</li>
        ))}
      </ul>
    </section>
  );
}
