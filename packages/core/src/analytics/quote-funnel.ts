/**
 * A quote widget's analytics (docs/spec/console.md#attribution): its store's lead events and the funnel's
 * first two
 * steps, turned into the bus's events. A module of its own, so the widgets keep it in their
 * deferred analytics chunk with the bus.
 */
import type { Analytics } from './analytics.ts';
import type { LabelledEventPayload } from './events.ts';

/**
 * The quote funnel's event-counted steps: an `exposure` event when a quote widget is seen and a
 * `click` event when it is opened, both labelled `quote_widget / <step> / <module>` (the label is
 * the module) and carrying the module and type. The console's funnel counts exactly these.
 */
export const QUOTE_FUNNEL = {
  category: 'quote_widget',
  exposure: { event: 'exposure', action: 'exposure' },
  open: { event: 'click', action: 'open' },
} as const;

/** One of the quote funnel's event-counted steps. */
export type QuoteFunnelStep = 'exposure' | 'open';

/** The event of a quote funnel step: its name and payload, in the spec's labelled shape. */
export function quoteFunnelEvent(
  step: QuoteFunnelStep,
  module: string,
  type?: string,
): ['exposure' | 'click', LabelledEventPayload] {
  const { event, action } = QUOTE_FUNNEL[step];
  const payload: LabelledEventPayload = { category: QUOTE_FUNNEL.category, action, label: module, module };
  if (type) payload.resource_type = type;
  return [event, payload];
}

/** What a quote widget reports: one of its store's events, or a funnel step, with its module. */
export interface QuoteAnalyticsEvent {
  name: 'before_clue_click' | 'clue_submit' | 'close_click' | QuoteFunnelStep;
  module: string;
}

/**
 * Sends a quote widget's event: `close_click` with the module name; `before_clue_click` and
 * `clue_submit` with the module as the entry name, the type and resource when the widget has
 * them; a funnel step as its labelled event ({@link quoteFunnelEvent}) — as it comes: the
 * once-per-page-view rule is {@link quoteFunnelOnce}'s.
 * @example trackQuoteEvent(analytics, { name: 'open', module: 'landing_quote' }, 'article');
 */
export function trackQuoteEvent(
  analytics: Pick<Analytics, 'track' | 'closeClick'>,
  { name, module }: QuoteAnalyticsEvent,
  type?: string,
  resourceId?: number | string,
): void {
  if (name === 'close_click') analytics.closeClick(module);
  else if (name === 'exposure' || name === 'open') analytics.track(...quoteFunnelEvent(name, module, type));
  else
    analytics.track(name, {
      clue_entry_name: module,
      module,
      ...(type ? { resource_type: type } : {}),
      ...(resourceId === undefined || resourceId === '' ? {} : { resource_id: resourceId }),
    });
}

/**
 * The once-per-page-view rule of the quote funnel: returns a function that, given a widget (any
 * object standing for it, e.g. its element), a step it signalled and the page view it happened
 * in (a path and query), answers the steps to send now — each step at most once per widget per
 * page view, an `open` preceded by the widget's `exposure` when that was not sent yet (a widget
 * used has been seen). A widget signals as often as it likes (every focus, every time it crosses
 * the visibility threshold); a single-page site's next page view counts again.
 * @example const once = quoteFunnelOnce(); once(el, 'open', '/a'); // ['exposure', 'open']
 */
export function quoteFunnelOnce(): (
  widget: object,
  step: QuoteFunnelStep,
  view: string,
) => QuoteFunnelStep[] {
  const sent = new WeakMap<object, Partial<Record<QuoteFunnelStep, string>>>();
  return (widget, step, view) => {
    const done = sent.get(widget) ?? {};
    sent.set(widget, done);
    const steps: QuoteFunnelStep[] = step === 'open' ? ['exposure', 'open'] : [step];
    const due = steps.filter((name) => done[name] !== view);
    for (const name of due) done[name] = view;
    return due;
  };
}
