/**
 * A quote entry: a button that opens the basic-quote popup (`<renovo-quote>`, version v2 by
 * default). The widget submits, shows its result and goes to the result page by itself.
 *
 * With `tutorial`, a first-visit hint (瞭解了 / 立即體驗) points at the button once; 立即體驗
 * opens the popup. A second press within 300 ms does nothing (docs/spec/platform.md#limits button debounce).
 *
 * @example <QuoteButton module="home_banner" />
 */
import { quoteMessages, tutorialMessages } from '@renovo/core';
import { useState } from 'react';
import { usePressGuard } from '../../lib/use-press-guard.ts';
import { loadWidgets } from '../../lib/widgets.ts';
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

/** The button and its popup. */
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
  const guard = usePressGuard();
  const openPopup = async () => {
    await loadWidgets();
    setOpen(true);
  };
  const button = (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        if (guard()) void openPopup();
      }}
    >
      {label}
    </button>
  );
  return (
    <>
      {tutorial ? (
        <span className="tutorial-anchor">
          {button}
          <TutorialHint
            name={tutorial}
            title={tutorialMessages.quoteTitle}
            body={tutorialMessages.quoteBody}
            onTry={() => void openPopup()}
          />
        </span>
      ) : (
        button
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
