import {
  type AnalyticsEventMap,
  type AnalyticsEventName,
  type AnalyticsIdentity,
  type AnalyticsRecord,
  isLabelledEvent,
  splitLabel,
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
export function createAnalytics(options: AnalyticsOptions = {}): Analytics {
  const sinks = [...(options.sinks ?? [])];
  const onSinkError =
    options.onSinkError ?? ((error: unknown) => console.error('[renovo] analytics sink failed', error));
  let identity: AnalyticsIdentity = {};

  function track<K extends AnalyticsEventName>(name: K, payload: AnalyticsEventMap[K]): void {
    const record = { event: name, ...payload } as AnalyticsRecord;
    // Identity is attached only when known, so sinks never see `user_id: undefined`.
    if (identity.user_id !== undefined) record.user_id = identity.user_id;
    if (identity.role !== undefined) record.role = identity.role;
    if (isLabelledEvent(name)) record.label_parts = splitLabel((payload as { label: string }).label);
    for (const sink of [...sinks]) {
      try {
        sink.send(record);
      } catch (error) {
        onSinkError(error, record);
      }
    }
  }

  return {
    track,
    click: (category, action, label) => track('click', { category, action, label }),
    exposure: (category, action, label) => track('exposure', { category, action, label }),
    pageView: (category, action, label) => track('page_view', { category, action, label }),
    closeClick: (moduleName) => track('close_click', { module_name: moduleName }),
    identify(next) {
      identity = {};
      if (next?.user_id !== undefined && next.user_id !== null) identity.user_id = next.user_id;
      if (next?.role !== undefined && next.role !== null) identity.role = next.role;
    },
    addSink(sink) {
      sinks.push(sink);
      return () => {
        const at = sinks.indexOf(sink);
        if (at >= 0) sinks.splice(at, 1);
      };
    },
  };
}
