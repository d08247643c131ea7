import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { EXPOSURE_FLAGS, exposureFlags, isLabelledEvent, splitLabel } from './events.ts';
import { createMemorySink, dataLayerSink } from './sinks.ts';

describe('analytics bus', () => {
  it('events with category, action, label: labels are split by underscore into parts', () => {
    const sink = createMemorySink();
    const analytics = createAnalytics({ sinks: [sink] });
    analytics.click('header', 'click', 'header_nav_作品');
    analytics.exposure('article', 'show', 'may_like');
    analytics.pageView('page', 'view', 'home');
    expect(sink.records).toEqual([
      {
        event: 'click',
        category: 'header',
        action: 'click',
        label: 'header_nav_作品',
        label_parts: ['header', 'nav', '作品'],
      },
      {
        event: 'exposure',
        category: 'article',
        action: 'show',
        label: 'may_like',
        label_parts: ['may', 'like'],
      },
      { event: 'page_view', category: 'page', action: 'view', label: 'home', label_parts: ['home'] },
    ]);
  });

  it('splitLabel: empty label has no parts, empty parts keep their place', () => {
    expect(splitLabel('')).toEqual([]);
    expect(splitLabel('a__b')).toEqual(['a', '', 'b']);
  });

  it('the close click event includes the module name', () => {
    const sink = createMemorySink();
    createAnalytics({ sinks: [sink] }).closeClick('article_detail_auto_popbox');
    expect(sink.records).toEqual([{ event: 'close_click', module_name: 'article_detail_auto_popbox' }]);
  });

  it('role is sent to analytics with the user id, only once known', () => {
    const sink = createMemorySink();
    const analytics = createAnalytics({ sinks: [sink] });
    analytics.track('clue_submit', { clue_entry_name: 'x' });
    analytics.identify({ user_id: 7, role: 'design' });
    analytics.track('before_clue_click', { clue_entry_name: 'y', module: 'm' });
    analytics.identify({ user_id: 8 });
    analytics.closeClick('m');
    analytics.identify(null);
    analytics.closeClick('n');
    expect(sink.records).toEqual([
      { event: 'clue_submit', clue_entry_name: 'x' },
      { event: 'before_clue_click', clue_entry_name: 'y', module: 'm', user_id: 7, role: 'design' },
      { event: 'close_click', module_name: 'm', user_id: 8 },
      { event: 'close_click', module_name: 'n' },
    ]);
  });

  it('page_view_stats carries the six exposure flags', () => {
    const sink = createMemorySink();
    createAnalytics({ sinks: [sink] }).track('page_view_stats', {
      page_name: 'article_detail',
      ...exposureFlags({ catalog: true, same_layout: true }),
    });
    expect(sink.records[0]).toEqual({
      event: 'page_view_stats',
      page_name: 'article_detail',
      catalog: true,
      questions: false,
      same_quotation: false,
      work_list: false,
      may_like: false,
      same_layout: true,
    });
    expect(EXPOSURE_FLAGS).toHaveLength(6);
  });

  it('a failing sink is reported and skipped; the others still receive the event', () => {
    const good = createMemorySink();
    const onSinkError = vi.fn();
    const analytics = createAnalytics({
      sinks: [
        {
          send: () => {
            throw new Error('boom');
          },
        },
        good,
      ],
      onSinkError,
    });
    analytics.click('a', 'b', 'c');
    expect(good.records).toHaveLength(1);
    expect(onSinkError).toHaveBeenCalledOnce();
  });

  it('the default sink error handler logs to the console', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    createAnalytics({
      sinks: [
        {
          send: () => {
            throw new Error('boom');
          },
        },
      ],
    }).click('a', 'b', 'c');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('sinks are pluggable: added and removed at run time', () => {
    const analytics = createAnalytics();
    analytics.click('a', 'b', 'c');
    const sink = createMemorySink();
    const remove = analytics.addSink(sink);
    analytics.click('a', 'b', 'c');
    remove();
    remove();
    analytics.click('a', 'b', 'c');
    expect(sink.records).toHaveLength(1);
    sink.clear();
    expect(sink.records).toHaveLength(0);
  });

  it('isLabelledEvent: only click, exposure and page_view', () => {
    expect(isLabelledEvent('click')).toBe(true);
    expect(isLabelledEvent('clue_submit')).toBe(false);
  });
});

describe('dataLayerSink', () => {
  it('pushes to window.dataLayer when one exists', () => {
    const win = { dataLayer: [] as unknown[] };
    createAnalytics({ sinks: [dataLayerSink(win)] }).closeClick('m');
    expect(win.dataLayer).toEqual([{ event: 'close_click', module_name: 'm' }]);
  });

  it('drops the event when there is no data layer (or no window, as in SSR)', () => {
    expect(() => dataLayerSink({}).send({ event: 'close_click', module_name: 'm' })).not.toThrow();
    expect(() => dataLayerSink().send({ event: 'close_click', module_name: 'm' })).not.toThrow();
  });

  it('looks the global window up at send time, not at import time', () => {
    const sink = dataLayerSink();
    const layer: unknown[] = [];
    vi.stubGlobal('window', { dataLayer: layer });
    sink.send({ event: 'close_click', module_name: 'm' });
    vi.unstubAllGlobals();
    expect(layer).toHaveLength(1);
  });
});
