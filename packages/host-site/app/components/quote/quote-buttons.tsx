/**
 * The two quote entries (docs/spec/popups-and-header.md#screens): 免費獲取裝修報價單 opens the basic quote, 一鍵領取報價清單
 * the
 * community quote. Real links to the quote form page, so they work before the widgets load; once
 * loaded they open the popups in place.
 */
import { quoteMessages } from '@renovo/core';
import { type MouseEvent, useState } from 'react';
import { type QuoteKind, QuotePopups, type QuoteSource } from './quote-popups.tsx';
import { useWidgetsReady } from './use-widgets-ready.ts';

/** The quote form page, where both entries lead without JavaScript. */
const QUOTE_PAGE = '/decorationfrom';

/** The two links and their popups. */
export function QuoteButtons(source: QuoteSource) {
  const ready = useWidgetsReady();
  const [open, setOpen] = useState<QuoteKind | null>(null);
  const opener = (kind: QuoteKind) => (event: MouseEvent<HTMLAnchorElement>) => {
    // Until the widgets are defined (or with a modifier key) the link goes to the quote form page.
    if (!ready || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(kind);
  };
  // Once the widgets are defined a press opens a dialog, and says so; before, it is a plain link.
  const popup = ready ? 'dialog' : undefined;
  return (
    <>
      <a className="button" href={QUOTE_PAGE} onClick={opener('basic')} aria-haspopup={popup}>
        {quoteMessages.basicButton}
      </a>
      <a
        className="button button--ghost"
        href={`${QUOTE_PAGE}#community`}
        onClick={opener('community')}
        aria-haspopup={popup}
      >
        {quoteMessages.communityButton}
      </a>
      <QuotePopups open={open} onClose={() => setOpen(null)} {...source} />
    </>
  );
}
