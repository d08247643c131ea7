/**
 * A quote entry: a button that opens the basic-quote popup (`<renovo-quote>`, version v2 by
 * default). The widget submits, shows its result and goes to the result page by itself.
 *
 * @example <QuoteButton module="home_banner" />
 */
import { quoteMessages } from '@renovo/core';
import { useState } from 'react';
import { loadWidgets } from '../../lib/widgets.ts';
import { useQuoteRegion } from '../quote/use-quote-region.ts';

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
}

/** The button and its popup. */
export function QuoteButton({
  label = quoteMessages.basicButton,
  module,
  version = 'v2',
  type,
  resourceId,
  className = 'button',
}: QuoteButtonProps) {
  const [open, setOpen] = useState(false);
  const region = useQuoteRegion();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={async () => {
          await loadWidgets();
          setOpen(true);
        }}
      >
        {label}
      </button>
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
