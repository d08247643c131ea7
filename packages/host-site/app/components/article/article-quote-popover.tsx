/**
 * The article's quote popover (docs/spec/popups-and-header.md#screens, docs/spec/popups-and-header.md#states,
 * docs/spec/quotes.md#limits): it opens once, when the reader reaches 50 % of
 * the page, unless a quote was already submitted — the popup request's has_submitted_clue, or a
 * quote sent from this article before. It is the article page's auto popup (page name
 * article_detail, module article_detail_auto_popbox, resource type article): the popup the
 * server picks for the page is the one shown (the basic quote by default), recorded in the popup
 * history, and `?hide_popup` suppresses it.
 */
import {
  appendPopupHistory,
  COMMUNITY_POPUP_NAME,
  createPopupManager,
  createQuotePopoverTrigger,
  createWindowLocation,
  isPopupHiddenByQuery,
  type PopupManager,
  popupsApiOf,
  type QuotePopoverTrigger,
  readPopupHistory,
  shouldRecordPopup,
  systemClock,
  testPopupName,
  writePopupHistory,
} from '@renovo/core';
import { useEffect, useRef, useState } from 'react';
import { browserApi, browserStorage } from '../../lib/browser.ts';
import { loadWidgets } from '../../lib/widgets.ts';
import { type QuoteKind, QuotePopups } from '../quote/quote-popups.tsx';
import { useScrollPosition } from './use-scroll-position.ts';

/** The article page's name for the popup request. */
export const ARTICLE_PAGE_NAME = 'article_detail';
/** The popup module of the article page. */
const ARTICLE_POPUP_MODULE = 'article_detail_auto_popbox';
/** The resource type of an article. */
export const ARTICLE_RESOURCE_TYPE = 'article';

/** Local storage key: ids of the articles a quote was sent from. */
const QUOTED_ARTICLES_KEY = 'article-quote-submitted';
const QUOTED_ARTICLES_CAP = 100;

function quotedArticles(): string[] {
  try {
    const list: unknown = JSON.parse(browserStorage().getItem(QUOTED_ARTICLES_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function rememberQuoted(id: string): void {
  try {
    const next = [...quotedArticles().filter((x) => x !== id), id].slice(-QUOTED_ARTICLES_CAP);
    browserStorage().setItem(QUOTED_ARTICLES_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the popover may show again, nothing else is lost.
  }
}

/** The popover of one article; renders the two popups, at most one open. */
export function ArticleQuotePopover({ articleId }: { articleId: number }) {
  const [trigger, setTrigger] = useState<QuotePopoverTrigger | null>(null);
  const [open, setOpen] = useState<QuoteKind | null>(null);
  const manager = useRef<PopupManager | null>(null);

  useEffect(() => {
    let live = true;
    const location = createWindowLocation();
    const popups = createPopupManager({
      api: popupsApiOf(browserApi()),
      storage: browserStorage(),
      location,
      clock: systemClock,
    });
    manager.current = popups;
    const hidden = isPopupHiddenByQuery(location.query());
    // Ask which popup the page gets and whether a quote exists; show nothing yet.
    void popups.load(ARTICLE_PAGE_NAME, { canShow: () => false }).then(() => {
      if (!live) return;
      const quoteSubmitted =
        hidden || popups.hasSubmittedClue.peek() || quotedArticles().includes(String(articleId));
      setTrigger(createQuotePopoverTrigger({ quoteSubmitted }));
    });
    return () => {
      live = false;
    };
  }, [articleId]);

  useEffect(() => {
    if (!trigger) return;
    return trigger.open.subscribe((shown) => {
      if (!shown) return;
      const name = manager.current?.popups.peek()[0]?.name ?? null;
      const kind: QuoteKind = name === COMMUNITY_POPUP_NAME ? 'community' : 'basic';
      if (name && shouldRecordPopup(testPopupName(new URLSearchParams(window.location.search)))) {
        const entry = { name, page: ARTICLE_PAGE_NAME, timestamp: Date.now() };
        writePopupHistory(browserStorage(), appendPopupHistory(readPopupHistory(browserStorage()), entry));
      }
      // The widgets' code loads when the popover is due (not at start-up: ADR 058).
      loadWidgets().then(
        () => setOpen(kind),
        (error: unknown) => console.error('[renovo] widgets failed to load', error),
      );
    });
  }, [trigger]);

  useScrollPosition((top, height) => trigger?.onScroll(top, height), trigger !== null);

  return (
    <QuotePopups
      module={ARTICLE_POPUP_MODULE}
      type={ARTICLE_RESOURCE_TYPE}
      resourceId={articleId}
      open={open}
      onClose={() => {
        setOpen(null);
        trigger?.close();
      }}
      onSubmit={() => rememberQuoted(String(articleId))}
    />
  );
}
