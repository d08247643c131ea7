import {
  type AnalyticsEventMap,
  type AnalyticsEventName,
  type AnalyticsIdentity,
  type AnalyticsRecord,
} from './events.ts';
import type { AnalyticsSink } from './sinks.ts';
/** Options of {@link createAnalytics}. */
export interface AnalyticsOptions {
  /** Where records go; none means events are dropped. */
  sinks?: AnalyticsSink[];
  /** Where a failing sink is reported; defaults to the console. */
  onSinkError?: (error: unknown, record: AnalyticsRecord) => void;
}
/** The typed analytics bus. */
export interface Analytics {
  /** Sends one event to every sink, with the identity and (for labelled events) the label parts. */
  track<K extends AnalyticsEventName>(name: K, payload: AnalyticsEventMap[K]): void;
  /** A click, labelled `category / action / label`. */
  click(category: string, action: string, label: string): void;
  /** An exposure, labelled like a click. */
  exposure(category: string, action: string, label: string): void;
  /** A page view, labelled like a click. */
  pageView(category: string, action: string, label: string): void;
  /** The close-click event; the spec says it carries the module name. */
  closeClick(moduleName: string): void;
  /** Attaches the user id and role to every later event; pass `null` on logout. */
  identify(identity: AnalyticsIdentity | null): void;
  /** Adds a sink; returns a function that removes it. */
  addSink(sink: AnalyticsSink): () => void;
}
/**
 * Creates the analytics bus. A sink that throws is reported and skipped; tracking never breaks
 * the page.
 * @example
 * const analytics = createAnalytics({ sinks: [dataLayerSink()] });
 * analytics.identify({ user_id: 42, role: 'ordinary' });
 * analytics.click('header_nav', 'click', 'header_nav_作品');
 */
export declare function createAnalytics(options?: AnalyticsOptions): Analytics;
//# sourceMappingURL=analytics.d.ts.map
