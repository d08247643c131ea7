import { type Analytics, beaconSink, createAnalytics, dataLayerSink } from '@renovo/core';
import { getRuntime } from './runtime.ts';

/**
 * The page's analytics bus: Google Tag Manager's data layer when the page has one, and Renovo's
 * own collection (`POST /api/events` on the API origin, batched, sent with `sendBeacon` when the
 * page is hidden; issue 16 §8). Handed to `getRuntime` by the elements that track (the quote
 * popups), never imported by the others; a chunk loaded after the widget is interactive, so the
 * sender costs the elements' first load nothing (ADR 024).
 */
export function createPageAnalytics(): Analytics {
  const { config } = getRuntime();
  return createAnalytics({
    sinks: [
      dataLayerSink(),
      beaconSink({
        apiOrigin: config.apiOrigin,
        ...(config.partner ? { partner: config.partner } : {}),
      }),
    ],
  });
}
