/**
 * `page_view_stats` (docs/spec/quotes.md#calls): one event per page view saying which of the page's blocks —
 * catalog, questions, same quotation, work list, may like, same layout — the reader saw. A flag
 * is true once its block was on screen; a block the page does not have stays false. Each block's
 * first sighting is also an `exposure` (category the page, action `exposure`, label
 * `{page}_{flag}`, split by underscore like every label).
 */
import type { Analytics } from './analytics.ts';
import { EXPOSURE_FLAGS, type ExposureFlag, exposureFlags } from './events.ts';

/** True for one of the six flag names (e.g. a `data-exposure` attribute's value). */
export function isExposureFlag(value: unknown): value is ExposureFlag {
  return (EXPOSURE_FLAGS as readonly unknown[]).includes(value);
}

/** One page view's statistics. */
export interface PageViewStats {
  /** Marks a block as seen (the first time also sends its exposure). */
  see(flag: ExposureFlag): void;
  /** Sends `page_view_stats` with the flags so far; only the first call sends. */
  send(): void;
}

/** Starts the statistics of one page view. */
export function createPageViewStats(
  analytics: Analytics,
  page: { pageName: string; resourceId?: number | string },
): PageViewStats {
  const seen: Partial<Record<ExposureFlag, boolean>> = {};
  let sent = false;
  return {
    see(flag) {
      if (sent || seen[flag]) return;
      seen[flag] = true;
      analytics.exposure(page.pageName, 'exposure', `${page.pageName}_${flag}`);
    },
    send() {
      if (sent) return;
      sent = true;
      analytics.track('page_view_stats', {
        page_name: page.pageName,
        ...(page.resourceId !== undefined ? { resource_id: page.resourceId } : {}),
        ...exposureFlags(seen),
      });
    },
  };
}
