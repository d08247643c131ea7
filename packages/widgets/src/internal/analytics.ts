import { beaconSink, createAnalytics, dataLayerSink, quoteFunnelOnce, trackQuoteEvent } from '@renovo/core';
import { getRuntime, type WidgetAnalytics } from './runtime.ts';

/**
 * The page's analytics bus: Google Tag Manager's data layer when the page has one, and Renovo's
 * own collection (`POST /api/events` on the API origin, batched, sent with `sendBeacon` when the
 * page is hidden; issue 16 §8), with the quote widgets' events shaped for it and their funnel
 * steps sent once per element per page view. Handed to `getRuntime` by the elements that track
 * (the quote popups), never imported by the others; a chunk loaded after the widget is
 * interactive, so all of this costs the elements' first load nothing (ADR 024).
 */
export function createPageAnalytics(): WidgetAnalytics {
  const { config } = getRuntime();
  const bus = createAnalytics({
    sinks: [
      dataLayerSink(),
      beaconSink({
        apiOrigin: config.apiOrigin,
        ...(config.partner ? { partner: config.partner } : {}),
      }),
    ],
  });
  const once = quoteFunnelOnce();
  return {
    quote(event, type, resourceId, element) {
      if (element && (event.name === 'exposure' || event.name === 'open')) {
        const view = window.location.pathname + window.location.search;
        for (const name of once(element, event.name, view)) trackQuoteEvent(bus, { ...event, name }, type);
      } else trackQuoteEvent(bus, event, type, resourceId);
    },
  };
}
