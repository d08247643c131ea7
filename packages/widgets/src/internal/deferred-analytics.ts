/**
 * The page's analytics bus, loaded after the widget is interactive: tracking is not needed to
 * show or fill a form, so its code (`./analytics.ts`, core's bus and the data-layer sink) is a
 * chunk of its own, fetched at the visitor's first interaction with the page or on the first
 * event, whichever comes first. Events sent before it arrives wait for it and go out in order; nothing is dropped.
 */
import { deferredChunk } from './deferred-chunk.ts';
import type { WidgetAnalytics } from './runtime.ts';

/** Loads the real bus; replaceable in tests. */
export const analyticsChunk = {
  load: (): Promise<WidgetAnalytics> => import('./analytics.ts').then((m) => m.createPageAnalytics()),
};

/**
 * Creates the deferred bus handed to `getRuntime({ analytics })`. A chunk that cannot load is
 * reported once; tracking never throws.
 * @example getRuntime({ analytics: createDeferredAnalytics }).analytics.quote({ name: 'open' }, context, host);
 */
export function createDeferredAnalytics(): WidgetAnalytics {
  const bus = deferredChunk(() => analyticsChunk.load(), 'analytics could not load');
  // Callbacks on one promise run in the order they were added: events keep their order.
  return { quote: (...args) => void bus().then((real) => real?.quote(...args)) };
}
