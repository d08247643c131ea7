/**
 * The first-party analytics sender (docs/spec/console.md#attribution): a sink that queues each record as an
 * event of
 * `POST /api/events` and sends them in batches — when a batch is full, a few seconds after the
 * first queued one, and when the page is hidden or left (`navigator.sendBeacon`, which outlives
 * the page; `fetch` with `keepalive` where it is missing or refuses). Nothing personal is sent:
 * no member id or role, and the page without its query (only its utm_* values). Fields are cut
 * to the server's bounds, so one long label never costs a whole batch.
 */
import { postEventsRoute } from '../events/events.routes.ts';
import { type AnalyticsRecord, EXPOSURE_FLAGS } from './events.ts';
import type { AnalyticsSink } from './sinks.ts';

/** The parts of a browser window the sender uses (tests pass their own). */
export interface BeaconHost {
  navigator?: { sendBeacon?: (url: string, body: string) => boolean };
  location?: { origin: string; pathname: string; search: string };
  document?: { visibilityState?: string };
  addEventListener?: (type: string, listener: () => void) => void;
  fetch?: (url: string, init: Record<string, unknown>) => Promise<unknown>;
}

/** Options of {@link beaconSink}. */
export interface BeaconSinkOptions {
  /** The API's origin (`POST /api/events` is sent there); default: the page's own. */
  apiOrigin?: string;
  /** The partner key of the page (`data-partner`). */
  partner?: string;
  /** Events per batch, at most 50 (the server's limit); default 20. */
  batch?: number;
  /** A queued event waits at most this long, ms; default 5000. */
  delayMs?: number;
  /** Default: the global window. */
  host?: BeaconHost;
}

/** A sink that can also be flushed by hand. */
export interface BeaconSink extends AnalyticsSink {
  flush(): void;
}

type Event = Record<string, string | number | Record<string, string | boolean>>;

/** `value` when it is a non-empty string, cut to `max`. */
function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value ? value.slice(0, max) : undefined;
}

/** The event of a record (its name, label parts, module, resource type, page and utm). */
export function beaconEvent(
  record: AnalyticsRecord,
  host: BeaconHost,
  partner: string | undefined,
  ts: number,
): Event {
  const r = record as unknown as Record<string, unknown>;
  const event: Event = { name: record.event, ts };
  // page_view_stats: the page name is its category, the resource its label, and the six flags.
  const stats = record.event === 'page_view_stats';
  if (stats) {
    const flags: Record<string, boolean> = {};
    for (const flag of EXPOSURE_FLAGS) flags[flag] = r[flag] === true;
    event.flags = flags;
  }
  const fields: [string, unknown, number][] = [
    ['category', stats ? r.page_name : r.category, 128],
    ['action', stats ? 'stats' : r.action, 128],
    ['label', stats && r.resource_id !== undefined ? String(r.resource_id) : r.label, 256],
    ['source', r.source, 256],
    ['module', r.module ?? r.module_name, 128],
    ['type', r.resource_type, 128],
    ['partner', partner, 64],
  ];
  for (const [key, value, max] of fields) {
    const clipped = text(value, max);
    if (clipped) event[key] = clipped;
  }
  const at = host.location;
  if (at) {
    event.page = (at.origin + at.pathname).slice(0, 1024);
    const utm: Record<string, string> = {};
    const query = new URLSearchParams(at.search);
    for (const key of ['source', 'medium', 'campaign', 'content']) {
      const value = text(query.get(`utm_${key}`), 128);
      if (value) utm[key] = value;
    }
    if (Object.keys(utm).length) event.utm = utm;
  }
  return event;
}

/**
 * Creates the sender.
 * @example createAnalytics({ sinks: [dataLayerSink(), beaconSink({ apiOrigin: 'https://api.example' })] });
 */
export function beaconSink(options: BeaconSinkOptions = {}): BeaconSink {
  const host = options.host ?? (globalThis as BeaconHost);
  const endpoint = (options.apiOrigin ?? '') + postEventsRoute.path;
  const batch = Math.min(options.batch ?? 20, 50);
  const queue: Event[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listening = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    while (queue.length) {
      const body = JSON.stringify(queue.splice(0, batch));
      try {
        if (!host.navigator?.sendBeacon?.(endpoint, body)) {
          // Without sendBeacon (or over its quota): a keepalive request, no cookies.
          host
            .fetch?.(endpoint, {
              method: 'POST',
              body,
              keepalive: true,
              credentials: 'omit',
              headers: { 'content-type': 'text/plain' },
            })
            .catch(() => {});
        }
      } catch {
        // Analytics never breaks the page.
      }
    }
  };

  return {
    flush,
    send(record) {
      queue.push(beaconEvent(record, host, options.partner, Date.now()));
      if (!listening && host.addEventListener) {
        listening = true;
        host.addEventListener('visibilitychange', () => {
          if (host.document?.visibilityState === 'hidden') flush();
        });
        host.addEventListener('pagehide', flush);
      }
      if (queue.length >= batch) flush();
      else timer ??= setTimeout(flush, options.delayMs ?? 5000);
    },
  };
}
