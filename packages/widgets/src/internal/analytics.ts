import {
  type Analytics,
  beaconSink,
  createAnalytics,
  dataLayerSink,
  quoteFunnelOnce,
  trackQuoteEvent,
} from '@renovo/core';
import { getRuntime, type WidgetAnalytics } from './runtime.ts';

/**
 * The page's analytics bus: Google Tag Manager's data layer when the page has one, and Renovo's
 * own collection (`POST /api/events` on the API origin, batched, sent with `sendBeacon` when the
 * page is hidden; docs/spec/console.md#attribution), with the quote widgets' events shaped for it. Handed to
 * `getRuntime` by the elements that track (the quote popups), never imported by the others; a
 * chunk loaded after the widget is interactive, so all of this costs the elements' first load
 * nothing (ADR 024).
 */
export function createPageAnalytics(): WidgetAnalytics {
  const { config } = getRuntime();
  return quoteAnalyticsOn(
    createAnalytics({
      sinks: [
        dataLayerSink(),
        beaconSink({
          apiOrigin: config.apiOrigin,
          ...(config.partner ? { partner: config.partner } : {}),
        }),
      ],
    }),
  );
}

/**
 * The quote widgets' events on a bus: module, type and resource from the element's form context
 * as they are now, and each funnel step once per element per page view (the path and query;
 * core's `quoteFunnelOnce`), an open with its exposure.
 */
export function quoteAnalyticsOn(bus: Pick<Analytics, 'track' | 'closeClick'>): WidgetAnalytics {
  const once = quoteFunnelOnce();
  return {
    quote(event, context, element) {
      const { name } = event;
      const module = event.module ?? context.module;
      if (element && (name === 'exposure' || name === 'open')) {
        const view = window.location.pathname + window.location.search;
        for (const step of once(element, name, view))
          trackQuoteEvent(bus, { name: step, module }, context.type);
      } else trackQuoteEvent(bus, { name, module }, context.type, context.resource_id);
    },
  };
}
