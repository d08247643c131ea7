// @vitest-environment happy-dom
import { type AnalyticsRecord, createAnalytics, createMemorySink } from '@renovo/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { quoteAnalyticsOn } from './analytics.ts';
import { analyticsChunk, createDeferredAnalytics } from './deferred-analytics.ts';
import type { WidgetAnalytics } from './runtime.ts';

const realLoad = analyticsChunk.load;

afterEach(() => {
  analyticsChunk.load = realLoad;
  vi.restoreAllMocks();
});

/** A chunk that resolves when the test says so, with a bus writing into a memory sink. */
function controlledChunk() {
  const sink = createMemorySink();
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<WidgetAnalytics>((resolve) => {
        const bus = createAnalytics({ sinks: [sink] });
        arrive = () => resolve(quoteAnalyticsOn(bus));
      }),
  );
  analyticsChunk.load = load;
  return { sink, load, arrive: () => arrive() };
}

/** An element's form context (its module is the events' unless they name their own). */
const CONTEXT = { module: 'ctx' };

const eventsOf = (records: readonly AnalyticsRecord[]) => records.map((r) => r.event);

describe('deferred analytics', () => {
  test('events sent before the chunk arrives go out once it does, in order', async () => {
    const chunk = controlledChunk();
    const analytics = createDeferredAnalytics();
    analytics.quote({ name: 'before_clue_click', module: 'popup' }, CONTEXT);
    analytics.quote({ name: 'close_click', module: 'popup' }, CONTEXT);
    analytics.quote({ name: 'clue_submit', module: 'popup' }, CONTEXT);
    await Promise.resolve();
    expect(chunk.sink.records).toEqual([]);
    chunk.arrive();
    await vi.waitFor(() => expect(chunk.sink.records).toHaveLength(3));
    expect(eventsOf(chunk.sink.records)).toEqual(['before_clue_click', 'close_click', 'clue_submit']);
    expect(chunk.sink.records[1]).toMatchObject({ module_name: 'popup' });
  });

  test('the chunk is loaded once, by the first event, and later events reuse it', async () => {
    const chunk = controlledChunk();
    const analytics = createDeferredAnalytics();
    analytics.quote({ name: 'close_click', module: 'a' }, CONTEXT);
    analytics.quote({ name: 'close_click', module: 'b' }, CONTEXT);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    chunk.arrive();
    await vi.waitFor(() => expect(chunk.sink.records).toHaveLength(2));
    analytics.quote({ name: 'close_click', module: 'c' }, CONTEXT);
    await vi.waitFor(() => expect(chunk.sink.records).toHaveLength(3));
    expect(chunk.sink.records.map((r) => (r as { module_name?: string }).module_name)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  test('nothing is fetched while the visitor only looks; the first interaction fetches it', async () => {
    const chunk = controlledChunk();
    createDeferredAnalytics();
    // Long enough for an idle callback or a timer: nothing may load on its own.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(chunk.load).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  test('a chunk that cannot load (tried twice) is reported once and tracking never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    analyticsChunk.load = vi.fn(() => Promise.reject(new Error('blocked')));
    const analytics = createDeferredAnalytics();
    expect(() => analytics.quote({ name: 'close_click', module: 'm' }, CONTEXT)).not.toThrow();
    await vi.waitFor(() => expect(analyticsChunk.load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(() => analytics.quote({ name: 'open', module: 'n' }, CONTEXT)).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(analyticsChunk.load).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('analytics could not load');
  });
});
