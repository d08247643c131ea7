import type { QuoteContext, QuoteFunnelStep, QuoteTrackEvent } from '@renovo/core';
import type { WidgetAnalytics } from './runtime.ts';

/**
 * A quote element's tracking: returns the store's `track` (its lead events, with the element's
 * type and resource), and signals the quote funnel's first two steps (docs/spec/console.md#attribution):
 * `exposure`
 * whenever half of the element or more comes into the viewport (an IntersectionObserver: an
 * inline form; a popup's host has no box, `display: contents`, so it is never seen this way),
 * and `open` at every focus inside it — an open popup's dialog takes the focus (ui/dialog.tsx),
 * an inline form's field when it is first used. The deferred bus sends each step once per
 * element per page view, an open with its exposure (core's `quoteFunnelOnce`), and shapes the
 * events there: this first chunk only observes.
 *
 * @example createBasicQuoteStore({ …, track: quoteTracker(host, runtime.analytics, context) });
 */
export function quoteTracker(
  host: HTMLElement,
  analytics: WidgetAnalytics,
  context: QuoteContext,
): (event: QuoteTrackEvent) => void {
  const track = (event: Parameters<WidgetAnalytics['quote']>[0]) => analytics.quote(event, context, host);
  // When the browser is idle (else after the current task): the analytics chunk a step loads
  // then does not compete with the popup's first frame.
  const step = (name: QuoteFunnelStep) => (window.requestIdleCallback ?? setTimeout)(() => track({ name }));
  // Seen: half of it or more in the viewport, as its latest entry says.
  new IntersectionObserver((entries) => entries.pop()!.intersectionRatio >= 0.5 && step('exposure'), {
    threshold: 0.5,
  }).observe(host);
  host.addEventListener('focusin', () => step('open'));
  return track;
}
