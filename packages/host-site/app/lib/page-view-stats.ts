/**
 * `page_view_stats` of a page (docs/spec/quotes.md#calls): the page marks its blocks with
 * `data-exposure="{flag}"`
 * (catalog, questions, same_quotation, work_list, may_like, same_layout); an IntersectionObserver
 * sets a flag once a quarter of its block has been on screen (and sends that block's exposure);
 * the event goes when the reader leaves the page — a client navigation, the tab hidden, the page
 * closed — and is flushed to `POST /api/events` at once (the sender's own page-hide flush may
 * already have run). No observer on the server; nothing to load: the code is a few hundred bytes.
 */
import { createPageViewStats, isExposureFlag } from '@renovo/core';
import { useEffect } from 'react';
import { browserAnalytics, flushAnalytics } from './browser.ts';

/** Share of a block that must be on screen to count as seen. */
const SEEN_RATIO = 0.25;

/** Tracks `page_view_stats` for this page view (`resourceId`: the article's or work's id). */
export function usePageViewStats(pageName: string, resourceId?: number | string): void {
  useEffect(() => {
    const stats = createPageViewStats(browserAnalytics(), {
      pageName,
      ...(resourceId !== undefined ? { resourceId } : {}),
    });
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                const flag = (entry.target as HTMLElement).dataset.exposure;
                if (!entry.isIntersecting || !isExposureFlag(flag)) continue;
                stats.see(flag);
                observer?.unobserve(entry.target);
              }
            },
            { threshold: SEEN_RATIO },
          )
        : undefined;
    for (const block of document.querySelectorAll<HTMLElement>('[data-exposure]')) observer?.observe(block);
    const leave = () => {
      stats.send();
      flushAnalytics();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      observer?.disconnect();
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      // A client navigation: the next page's events may wait for the batch.
      stats.send();
    };
  }, [pageName, resourceId]);
}
