import { type Analytics, createAnalytics, dataLayerSink } from '@renovo/core';

/**
 * The page's analytics bus, sending to Google Tag Manager's data layer. Handed to `getRuntime`
 * by the elements that track (the quote popups), never imported by the others.
 */
export function createPageAnalytics(): Analytics {
  return createAnalytics({ sinks: [dataLayerSink()] });
}
