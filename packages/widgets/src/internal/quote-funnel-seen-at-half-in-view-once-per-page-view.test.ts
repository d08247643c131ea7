// @vitest-environment happy-dom
/**
 * The quote funnel's first two steps as a quote element sends them (docs/spec/console.md#attribution):
 * `exposure`
 * once half of the element or more is in the viewport, `open` at the first focus inside it (an
 * open popup's dialog takes the focus), each once per element per page view — through the page's
 * real analytics bus (internal/analytics.ts), read back from the page's dataLayer. The browser's
 * IntersectionObserver is played by a stand-in that delivers the ratios a test chooses (happy-dom
 * computes no layout); the real one is exercised in Chromium by tests/e2e/quote-funnel.e2e.ts.
 */
import type { QuoteContext } from '@renovo/core';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { createPageAnalytics } from './analytics.ts';
import { quoteTracker } from './quote-tracking.ts';

/** Stands in for the browser's IntersectionObserver: records its options, fires on demand. */
class Observer {
  static all: Observer[] = [];
  target: Element | null = null;
  readonly callback: (entries: { intersectionRatio: number }[]) => void;
  readonly options: { threshold?: number };
  constructor(callback: Observer['callback'], options: Observer['options']) {
    this.callback = callback;
    this.options = options;
    Observer.all.push(this);
  }
  observe(target: Element) {
    this.target = target;
  }
  disconnect() {}
  /** Delivers entries with these ratios, the latest last (as the browser queues them). */
  see(...ratios: number[]) {
    this.callback(ratios.map((intersectionRatio) => ({ intersectionRatio })));
  }
}

let layer: Record<string, unknown>[];
/** Waits until the steps signalled so far have been handed on (the tracker waits for idle time). */
const idle = () =>
  new Promise<void>((resolve) => (window.requestIdleCallback ?? setTimeout)(() => resolve()));
const funnel = () =>
  layer.filter((r) => r.category === 'quote_widget').map((r) => `${r.event}:${r.action}:${r.module}`);

beforeAll(() => {
  window.__RENOVO__ = { apiOrigin: 'http://api.test' };
  // The bus's first-party sender flushes after 5 s or on page hide; nothing leaves the test.
  vi.stubGlobal('fetch', async () => new Response(null, { status: 202 }));
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
});

beforeEach(() => {
  Observer.all = [];
  vi.stubGlobal('IntersectionObserver', Observer);
  layer = [];
  (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  window.history.replaceState(null, '', '/land/spring');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', async () => new Response(null, { status: 202 }));
  document.body.replaceChildren();
});

/** A quote element's host with its tracker on the real page bus. */
function track(module: string, type?: string) {
  const host = document.body.appendChild(document.createElement('div'));
  const field = host.appendChild(document.createElement('input'));
  const context: QuoteContext = { module, ...(type ? { type } : {}) };
  quoteTracker(host, createPageAnalytics(), context);
  const observer = Observer.all.find((o) => o.target === host)!;
  return { host, field, observer };
}

describe('the quote funnel as an element sends it', () => {
  test('an inline form is seen once half of it is in the viewport, not before', async () => {
    const form = track('landing_quote', 'article');
    expect(form.observer.options.threshold).toBe(0.5);
    form.observer.see(0);
    form.observer.see(0.49);
    await idle();
    expect(funnel()).toEqual([]);
    form.observer.see(0.5);
    await idle();
    expect(funnel()).toEqual(['exposure:exposure:landing_quote']);
    // The spec's labelled shape, with the module and type for the funnel's filters.
    expect(layer[0]).toMatchObject({
      event: 'exposure',
      category: 'quote_widget',
      action: 'exposure',
      label: 'landing_quote',
      label_parts: ['landing', 'quote'],
      module: 'landing_quote',
      resource_type: 'article',
    });
  });

  test('the latest of queued entries decides: in then out is not seen, out then in is', async () => {
    const a = track('a');
    a.observer.see(0.9, 0.1);
    await idle();
    expect(funnel()).toEqual([]);
    a.observer.see(0.1, 0.9);
    await idle();
    expect(funnel()).toEqual(['exposure:exposure:a']);
  });

  test('the first focus inside is the open, with the exposure first when not yet seen', async () => {
    const form = track('landing_quote');
    form.field.focus();
    await idle();
    expect(funnel()).toEqual(['exposure:exposure:landing_quote', 'click:open:landing_quote']);
    expect(layer[1]).toMatchObject({ event: 'click', category: 'quote_widget', action: 'open' });
  });

  test('each step once per element per page view, however often it is seen or focused', async () => {
    const one = track('one');
    const two = track('two');
    one.observer.see(0.6);
    one.observer.see(0.2);
    one.observer.see(1);
    one.field.focus();
    one.field.blur();
    one.field.focus();
    two.observer.see(0.7);
    await idle();
    expect(funnel()).toEqual(['exposure:exposure:one', 'click:open:one', 'exposure:exposure:two']);
    // A single-page site's next page view with the same element counts again.
    window.history.pushState(null, '', '/land/autumn');
    one.observer.see(0.8);
    one.field.blur();
    one.field.focus();
    await idle();
    expect(funnel().slice(3)).toEqual(['exposure:exposure:one', 'click:open:one']);
  });
});
