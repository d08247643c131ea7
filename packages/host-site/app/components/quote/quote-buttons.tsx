/**
 * The two quote entries (docs/spec/popups-and-header.md#screens): 免費獲取裝修報價單 opens the basic
 * quote, 一鍵領取報價清單 the community quote; links to the quote form page until the page's code
 * runs (see {@link QuoteLink}).
 */
import { quoteMessages } from '@renovo/core';
import { useState } from 'react';
import { QuoteLink } from './quote-link.tsx';
import { type QuoteKind, QuotePopups, type QuoteSource } from './quote-popups.tsx';

/** The two links and their popups. */
export function QuoteButtons(source: QuoteSource) {
  const [open, setOpen] = useState<QuoteKind | null>(null);
  return (
    <>
      <QuoteLink onOpen={() => setOpen('basic')}>{quoteMessages.basicButton}</QuoteLink>
      <QuoteLink className="button button--ghost" hash="#community" onOpen={() => setOpen('community')}>
        {quoteMessages.communityButton}
      </QuoteLink>
      <QuotePopups open={open} onClose={() => setOpen(null)} {...source} />
    </>
  );
}
