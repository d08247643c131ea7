/**
 * The body of the two result pages (docs/spec/popups-and-header.md#screens): what the visitor asked for, the
 * totals of the
 * three decoration levels, and `<renovo-quote-preview>` with the itemised list of the chosen
 * level (its tabs 簡裝/精裝/豪裝 switch it, as do the level cards), and the decoration robot's
 * messages about the quote with the chat entry that continues from them.
 */
import {
  chatMessages,
  type DecorateLevel,
  format,
  formatLayoutLabel,
  formatWan,
  quoteAmountMessages,
  quotePageMessages,
} from '@renovo/core';
import { type ReactNode, useId, useState } from 'react';
import { formatDateTime } from '../article/format-date.ts';
import { ChatEntry } from '../chat/chat-entry.tsx';
import type { QuoteResult } from './quote-result.ts';
import './quote-result-view.css';

/** Props of {@link QuoteResultView}. */
export interface QuoteResultViewProps {
  result: QuoteResult;
  /** The page's heading. */
  title: string;
  lead: string;
  /** The owner's match (the companies that accepted, 停止聯繫), under the summary. */
  owner?: ReactNode;
}

/** The summary, the level cards, the itemised preview and the next steps. */
export function QuoteResultView({ result, title, lead, owner }: QuoteResultViewProps) {
  const [level, setLevel] = useState<DecorateLevel>(1);
  const levelsId = useId();
  const detailId = useId();
  const robotId = useId();
  const layout = result.layout
    ? formatLayoutLabel({
        room: result.layout.bedroom,
        hall: result.layout.living_room,
        bath: result.layout.bathroom,
      })
    : '';
  const facts: [string, string][] = [
    [quotePageMessages.regionLabel, result.regionName],
    [quotePageMessages.sizeLabel, result.sizeText],
    [quotePageMessages.layoutLabel, layout],
    [
      quotePageMessages.communityLabel,
      result.community ? `${result.community.name} ${result.community.address}`.trim() : '',
    ],
    [quotePageMessages.createdLabel, formatDateTime(result.createdAt)],
  ];
  return (
    <div className="container quote-result">
      <header className="quote-result__head">
        <h1 className="page-heading">{title}</h1>
        <p className="quote-result__lead">{lead}</p>
        <dl className="quote-result__facts" aria-label={quotePageMessages.summaryLabel}>
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </header>

      {owner}

      <section aria-labelledby={levelsId}>
        <h2 id={levelsId} className="quote-result__heading">
          {quotePageMessages.levelsHeading}
        </h2>
        <ul className="quote-result__levels">
          {result.levels.map((entry) => (
            <li key={entry.level}>
              <button
                type="button"
                className="quote-level"
                aria-pressed={entry.level === level}
                aria-controls={detailId}
                onClick={() => setLevel(entry.level)}
              >
                <span className="quote-level__name">
                  {entry.name || quoteAmountMessages.levels[entry.level]}
                </span>
                <span className="quote-level__total">
                  {format(quotePageMessages.about, { amount: formatWan(entry.total) })}
                </span>
                <span className="quote-level__part">
                  {quotePageMessages.designPart} {formatWan(entry.designAndConstruction)}
                </span>
                <span className="quote-level__part">
                  {quotePageMessages.furniturePart} {formatWan(entry.furnitureAndAppliance)}
                  <span className="quote-level__badge">{quoteAmountMessages.furnitureBadge}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section id={detailId} className="quote-result__detail" aria-label={quotePageMessages.detailHeading}>
        <h2 className="quote-result__heading">{quotePageMessages.detailHeading}</h2>
        <renovo-quote-preview
          className="quote-result__preview"
          record-id={result.publicId}
          level={level}
          onrenovo-level-change={(event) => setLevel(event.detail.level)}
        />
        <p className="quote-result__note">{quotePageMessages.disclaimer}</p>
      </section>

      {result.robotMessages.length > 0 ? (
        <section className="quote-result__robot" aria-labelledby={robotId}>
          <h2 id={robotId} className="quote-result__heading">
            {chatMessages.robot}
          </h2>
          <ul>
            {result.robotMessages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <ChatEntry label={chatMessages.askRobot} robot={result.robotMessages} />
        </section>
      ) : null}

      <nav className="quote-result__next" aria-label={quotePageMessages.nextHeading}>
        <h2 className="quote-result__heading">{quotePageMessages.nextHeading}</h2>
        <ul>
          <li>
            <a className="button" href="/company">
              {quotePageMessages.nextCompanies}
            </a>
          </li>
          <li>
            <a className="button button--ghost" href="/works">
              {quotePageMessages.nextWorks}
            </a>
          </li>
          <li>
            <a className="button button--ghost" href="/decorationfrom">
              {quotePageMessages.again}
            </a>
          </li>
        </ul>
      </nav>
    </div>
  );
}
