/**
 * The article page's scroll rules (doc 2 §2 "Article detail page", §4, §9) as pure functions,
 * plus a small share-tooltip controller for the mobile auto-hide timer.
 */
import { type ReadonlySignal } from '@preact/signals-core';
import type { Clock } from '../platform/types.ts';
/** How far down the page the reader is, as scrollTop over the page height (0 for an empty page). */
export declare function scrollFraction(scrollTop: number, pageHeight: number): number;
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
export declare function shouldOpenQuotePopover(ctx: QuotePopoverContext): boolean;
/** The share tooltip shows when scroll exceeds 40 % of the page height. */
export declare function shouldShowShareTooltip(fraction: number): boolean;
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
export declare function createShareTooltip(options: { clock: Clock; isMobile: boolean }): ShareTooltip;
/** The quote popover trigger: opens once per page view. */
export interface QuotePopoverTrigger {
  readonly open: ReadonlySignal<boolean>;
  /** Feed each (throttled) scroll position. */
  onScroll(scrollTop: number, pageHeight: number): void;
  /** Hides the popover; it does not open again on this page view. */
  close(): void;
}
/** Creates the quote popover trigger for one article page view. */
export declare function createQuotePopoverTrigger(options: { quoteSubmitted: boolean }): QuotePopoverTrigger;
//# sourceMappingURL=scroll.d.ts.map
