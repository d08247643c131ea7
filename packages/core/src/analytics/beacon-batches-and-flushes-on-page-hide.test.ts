/**
 * The first-party sender batches events and sends them with sendBeacon when a batch is full,
 * after its delay, and when the page is hidden or left; falls back to a keepalive fetch without
 * cookies; sends no member id and no page query (only utm_*); cuts fields to the server's bounds.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { type BeaconHost, beaconSink } from './beacon.ts';
import { createMemorySink, dataLayerSink } from './sinks.ts';

function fakeHost(accept = true) {
  const beacons: { url: string; body: unknown[] }[] = [];
  const fetches: { url: string; init: Record<string, unknown> }[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const host: BeaconHost & { document: { visibilityState: string } } = {
    navigator: {
      sendBeacon: (url, body) => {
        if (accept) beacons.push({ url, body: JSON.parse(body) });
        return accept;
      },
    },
    location: {
      origin: 'https://partner.example',
      pathname: '/article/9',
      search: '?mobile=0912345678&utm_source=line&utm_campaign=spring',
    },
    document: { visibilityState: 'visible' },
    addEventListener: (type, listener) => {
      listeners[type] = [...(listeners[type] ?? []), listener];
    },
    fetch: async (url, init) => void fetches.push({ url, init }),
  };
  const fire = (type: string) => {
    for (const listener of listeners[type] ?? []) listener();
  };
  return { host, beacons, fetches, fire };
}

describe('beaconSink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a full batch at once, the rest after the delay', () => {
    const { host, beacons } = fakeHost();
    const analytics = createAnalytics({
      sinks: [beaconSink({ host, batch: 3, delayMs: 1000 })],
    });
    for (let i = 0; i < 4; i++) analytics.click('nav', 'click', `nav_${i}`);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body).toHaveLength(3);
    vi.advanceTimersByTime(999);
    expect(beacons).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(beacons.map((b) => b.body.length)).toEqual([3, 1]);
  });

  it('flushes when the page is hidden and when it is left', () => {
    const { host, beacons, fire } = fakeHost();
    const analytics = createAnalytics({ sinks: [beaconSink({ host })] });
    analytics.exposure('quote', 'show', 'quote_popup');
    fire('visibilitychange');
    expect(beacons).toHaveLength(0);
    host.document.visibilityState = 'hidden';
    fire('visibilitychange');
    expect(beacons).toHaveLength(1);
    analytics.track('clue_submit', { clue_entry_name: 'popup', module: 'popup' });
    fire('pagehide');
    expect(beacons).toHaveLength(2);
    fire('pagehide');
    expect(beacons).toHaveLength(2);
  });

  it('sends the event without member id or page query, utm kept, fields cut to the bounds', () => {
    const { host, beacons } = fakeHost();
    const sink = beaconSink({ apiOrigin: 'https://api.example', host, partner: 'acme' });
    const analytics = createAnalytics({ sinks: [sink] });
    analytics.identify({ user_id: 42, role: 'ordinary' });
    analytics.click('x'.repeat(300), 'click', 'y'.repeat(300));
    analytics.closeClick('popup_quote');
    sink.flush();
    expect(beacons[0]!.url).toBe('https://api.example/api/events');
    const [click, close] = beacons[0]!.body as Record<string, unknown>[];
    expect(click).toEqual({
      name: 'click',
      ts: expect.any(Number),
      category: 'x'.repeat(128),
      action: 'click',
      label: 'y'.repeat(256),
      partner: 'acme',
      page: 'https://partner.example/article/9',
      utm: { source: 'line', campaign: 'spring' },
    });
    expect(close).toMatchObject({ name: 'close_click', module: 'popup_quote' });
    expect(JSON.stringify(beacons)).not.toMatch(/0912345678|"user_id"|"role"/);
  });

  it('falls back to a keepalive fetch without cookies when sendBeacon refuses', () => {
    const { host, fetches } = fakeHost(false);
    const sink = beaconSink({ host });
    createAnalytics({ sinks: [sink] }).click('a', 'b', 'c');
    sink.flush();
    expect(fetches).toEqual([
      {
        url: '/api/events',
        init: expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }),
      },
    ]);
  });

  it('still pushes to dataLayer beside it', () => {
    const { host } = fakeHost();
    const win = { dataLayer: [] as unknown[] };
    const memory = createMemorySink();
    createAnalytics({ sinks: [dataLayerSink(win), beaconSink({ host }), memory] }).click('a', 'b', 'c');
    expect(win.dataLayer).toHaveLength(1);
    expect(memory.records).toHaveLength(1);
  });
});
