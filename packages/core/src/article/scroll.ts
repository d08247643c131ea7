/**
 * The article page's scroll rules (docs/spec/popups-and-header.md#screens "Article detail page",
 * docs/spec/popups-and-header.md#states, docs/spec/quotes.md#limits) as pure functions,
 * plus a small share-tooltip controller for the mobile auto-hide timer.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  ARTICLE_QUOTE_POPOVER_SCROLL,
  ARTICLE_SHARE_TOOLTIP_MOBILE_HIDE_MS,
  ARTICLE_SHARE_TOOLTIP_SCROLL,
} from '../data/constants.ts';
import type { Clock } from '../platform/types.ts';

/** How far down the page the reader is, as scrollTop over the page height (0 for an empty page). */
export function scrollFraction(scrollTop: number, pageHeight: number): number {
  return pageHeight > 0 ? scrollTop / pageHeight : 0;
}

/** What the quote-popover rule needs. */
export interface QuotePopoverContext {
  /** scrollTop / page height. */
  fraction: number;
  /** The popover already opened on this page view. */
  opened: boolean;
  /** A quote was already submitted for this article. */
  quoteSubmitted: boolean;
}

/** The quote popover opens once at 50 % scroll or more, unless a quote was already submitted for this article. */
export function shouldOpenQuotePopover(ctx: QuotePopoverContext): boolean {
  return !ctx.opened && !ctx.quoteSubmitted && ctx.fraction >= ARTICLE_QUOTE_POPOVER_SCROLL;
}

/** The share tooltip shows when scroll exceeds 40 % of the page height. */
export function shouldShowShareTooltip(fraction: number): boolean {
  return fraction > ARTICLE_SHARE_TOOLTIP_SCROLL;
}

/** The share tooltip's state. */
export interface ShareTooltip {
  readonly visible: ReadonlySignal<boolean>;
  /** Feed each (throttled) scroll position. */
  onScroll(scrollTop: number, pageHeight: number): void;
  /** Clears the pending hide timer. */
  dispose(): void;
}

/**
 * Creates the share tooltip controller: visible above 40 % scroll; on mobile it hides 8000 ms
 * after showing and stays hidden until the reader scrolls back under 40 % and past it again
 * (the spec does not say when it may return; this keeps it from flickering back on every scroll).
 */
export function createShareTooltip(options: { clock: Clock; isMobile: boolean }): ShareTooltip {
  const { clock, isMobile } = options;
  const visible = signal(false);
  let above = false;
  let timer: unknown;

  function clear(): void {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  }

  return {
    visible: computed(() => visible.value),
    onScroll(scrollTop, pageHeight) {
      const nowAbove = shouldShowShareTooltip(scrollFraction(scrollTop, pageHeight));
      if (nowAbove === above) return;
      above = nowAbove;
      clear();
      visible.value = nowAbove;
      if (nowAbove && isMobile) {
        timer = clock.setTimeout(() => {
          timer = undefined;
          visible.value = false;
        }, ARTICLE_SHARE_TOOLTIP_MOBILE_HIDE_MS);
      }
    },
    dispose: clear,
  };
}

/** The quote popover trigger: opens once per page view. */
export interface QuotePopoverTrigger {
  readonly open: ReadonlySignal<boolean>;
  /** Feed each (throttled) scroll position. */
  onScroll(scrollTop: number, pageHeight: number): void;
  /** Hides the popover; it does not open again on this page view. */
  close(): void;
}

/** Creates the quote popover trigger for one article page view. */
export function createQuotePopoverTrigger(options: { quoteSubmitted: boolean }): QuotePopoverTrigger {
  const open = signal(false);
  let opened = false;
  return {
    open: computed(() => open.value),
    onScroll(scrollTop, pageHeight) {
      const fraction = scrollFraction(scrollTop, pageHeight);
      if (!shouldOpenQuotePopover({ fraction, opened, quoteSubmitted: options.quoteSubmitted })) return;
      opened = true;
      open.value = true;
    },
    close() {
      open.value = false;
    },
  };
}
