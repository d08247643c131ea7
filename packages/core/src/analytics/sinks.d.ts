import type { AnalyticsRecord } from './events.ts';
/** Where analytics records go: Google Tag Manager's data layer in browsers, an array in tests. */
export interface AnalyticsSink {
  send(record: AnalyticsRecord): void;
}
/** The part of `window` the data-layer sink needs. */
export interface DataLayerHost {
  dataLayer?: unknown;
}
/**
 * Pushes each record to `window.dataLayer` when one exists, and drops it otherwise (no tag
 * manager on the page). The window is looked up at send time, never at import time, so SSR
 * can import this freely.
 */
export declare function dataLayerSink(win?: DataLayerHost): AnalyticsSink;
/** A sink that keeps every record, for tests. */
export interface MemorySink extends AnalyticsSink {
  readonly records: AnalyticsRecord[];
  clear(): void;
}
/** Creates a sink that records into an array. */
export declare function createMemorySink(): MemorySink;
//# sourceMappingURL=sinks.d.ts.map
