/**
 * A page's quote entry (docs/spec/quotes.md#product, docs/spec/popups-and-header.md#screens): a titled call
 * to action with the basic quote and the
 * community quote (see {@link QuoteButtons}).
 */
import { quotePageMessages } from '@renovo/core';
import { useId } from 'react';
import { QuoteButtons } from './quote-buttons.tsx';
import type { QuoteSource } from './quote-popups.tsx';
import './quote-entry.css';

/** Props of {@link QuoteEntry}. */
export interface QuoteEntryProps extends QuoteSource {
  title?: string;
  lead?: string;
  /** `band` (a full-width block) or `card` (a boxed aside). */
  variant?: 'band' | 'card';
  /** Heading level of the title (2 by default). */
  level?: 2 | 3;
}

/** The call to action and its two popups. */
export function QuoteEntry({
  title = quotePageMessages.entryTitle,
  lead = quotePageMessages.entryLead,
  variant = 'band',
  level = 2,
  ...source
}: QuoteEntryProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={`quote-entry quote-entry--${variant}`} aria-labelledby={id}>
      <div className="quote-entry__text">
        <Heading id={id} className="quote-entry__title">
          {title}
        </Heading>
        <p className="quote-entry__lead">{lead}</p>
      </div>
      <div className="quote-entry__actions">
        <QuoteButtons {...source} />
      </div>
    </section>
  );
}
