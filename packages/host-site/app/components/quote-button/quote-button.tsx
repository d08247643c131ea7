/**
 * A quote entry: a link (see {@link QuoteLink}) that opens the basic-quote popup
 * (`<renovo-quote>`, version v2 by default) once the page's code runs. The widget submits, shows
 * its result and goes to the result page by itself.
 *
 * With `tutorial`, a first-visit hint (瞭解了 / 立即體驗) points at the entry once; 立即體驗
 * opens the popup.
 *
 * @example <QuoteButton module="home_banner" />
 */
import { quoteMessages, tutorialMessages } from '@renovo/core';
import { useState } from 'react';
import { QUOTE_PAGE } from '../../lib/nav.ts';
import { QuoteLink, useQuoteOpener } from '../quote/quote-link.tsx';
import { useQuoteRegion } from '../quote/use-quote-region.ts';
import { TutorialHint } from '../ui/tutorial-hint.tsx';

/** Props of {@link QuoteButton}. */
export interface QuoteButtonProps {
  /** The button's text (default 免費獲取裝修報價單). */
  label?: string;
  /** The clue module recorded with the quote. */
  module?: string;
  version?: 'v2' | 'v3';
  /** Resource the quote is asked from (sent as type / resource-id). */
  type?: string;
  resourceId?: string | number;
  className?: string;
  /** Shows the first-visit hint of this name at the button. */
  tutorial?: string;
}

/** The link and its popup. */
export function QuoteButton({
  label = quoteMessages.basicButton,
  module,
  version = 'v2',
  type,
  resourceId,
  className = 'button',
  tutorial,
}: QuoteButtonProps) {
  const [open, setOpen] = useState(false);
  const region = useQuoteRegion();
  const opener = useQuoteOpener();
  const link = (
    <QuoteLink className={className} onOpen={() => setOpen(true)}>
      {label}
    </QuoteLink>
  );
  return (
    <>
      {tutorial ? (
        <span className="tutorial-anchor">
          {link}
          <TutorialHint
            name={tutorial}
            title={tutorialMessages.quoteTitle}
            body={tutorialMessages.quoteBody}
            onTry={() => opener.open(QUOTE_PAGE, () => setOpen(true))}
          />
        </span>
      ) : (
        link
      )}
      <renovo-quote
        version={version}
        module={module}
        type={type}
        resource-id={resourceId}
        region={region}
        open={open}
        onrenovo-close={() => setOpen(false)}
      />
    </>
  );
}
