/** A company's on-site rating summary: average, count, scores per dimension, distribution, top labels. */
import { companyMessages, format } from '@renovo/core';
import type { RatingSummaryData } from './company-types.ts';
import { Stars } from './stars.tsx';
import './ratings.css';

/** Props of {@link RatingSummary}. */
export interface RatingSummaryProps {
  summary: RatingSummaryData;
}

/** The summary block; an empty state when the company has no rating yet. */
export function RatingSummary({ summary }: RatingSummaryProps) {
  if (summary.count === 0) return <p className="ratings-empty">{companyMessages.noRatings}</p>;
  const most = Math.max(1, ...summary.distribution.map((d) => d.count));
  return (
    <div className="rating-summary">
      <div className="rating-summary__score">
        <p className="rating-summary__average">{summary.score.toFixed(1)}</p>
        <Stars score={summary.score} bare />
        <p className="rating-summary__count">{format(companyMessages.ratingCount, { n: summary.count })}</p>
      </div>
      {summary.scores.length > 0 ? (
        <dl className="rating-summary__dimensions">
          {summary.scores.map((d) => (
            <div key={d.key}>
              <dt>{d.name}</dt>
              <dd>{d.score.toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <table className="rating-summary__distribution">
        <caption className="visually-hidden">{companyMessages.distribution}</caption>
        <tbody>
          {summary.distribution.map((d) => (
            <tr key={d.score}>
              <th scope="row">{format(companyMessages.starN, { n: d.score })}</th>
              <td>
                <span className="rating-summary__bar" style={{ width: `${(d.count / most) * 100}%` }} />
              </td>
              <td className="rating-summary__bar-count">{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {summary.top_labels.length > 0 ? (
        <ul className="rating-labels" aria-label={companyMessages.topLabels}>
          {summary.top_labels.map((l) => (
            <li key={l.label}>
              {l.label} <span>{l.count}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
