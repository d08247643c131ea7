/**
 * page_view_stats (docs/spec/quotes.md#calls): one event per page view with the six exposure flags, true for
 * the
 * blocks the reader saw and false for the rest; each block's first sighting is an exposure with
 * an underscore-split label; the beacon sends the page name, resource and flags.
 */
import { describe, expect, it } from 'vitest';
import { createAnalytics } from './analytics.ts';
import { beaconEvent } from './beacon.ts';
import { EXPOSURE_FLAGS } from './events.ts';
import { createPageViewStats, isExposureFlag } from './page-view-stats.ts';
import { createMemorySink } from './sinks.ts';

describe('page_view_stats', () => {
  it('is sent once, with the flags of the blocks seen true and the others false', () => {
    const sink = createMemorySink();
    const stats = createPageViewStats(createAnalytics({ sinks: [sink] }), {
      pageName: 'article_detail',
      resourceId: 93,
    });
    stats.see('may_like');
    stats.see('work_list');
    stats.see('may_like');
    stats.send();
    stats.send();
    stats.see('catalog');
    const records = sink.records.filter((r) => r.event === 'page_view_stats');
    expect(records).toEqual([
      {
        event: 'page_view_stats',
        page_name: 'article_detail',
        resource_id: 93,
        catalog: false,
        questions: false,
        same_quotation: false,
        work_list: true,
        may_like: true,
        same_layout: false,
      },
    ]);
  });

  it('sends each block’s first sighting as an exposure labelled {page}_{flag}', () => {
    const sink = createMemorySink();
    const stats = createPageViewStats(createAnalytics({ sinks: [sink] }), { pageName: 'work_detail' });
    stats.see('may_like');
    stats.see('may_like');
    expect(sink.records).toEqual([
      {
        event: 'exposure',
        category: 'work_detail',
        action: 'exposure',
        label: 'work_detail_may_like',
        label_parts: ['work', 'detail', 'may', 'like'],
      },
    ]);
  });

  it('goes to /api/events with the page name, the resource and the six flags', () => {
    const sink = createMemorySink();
    const stats = createPageViewStats(createAnalytics({ sinks: [sink] }), {
      pageName: 'article_detail',
      resourceId: 5,
    });
    stats.see('catalog');
    stats.send();
    const event = beaconEvent(sink.records.at(-1)!, {}, undefined, 1);
    expect(event).toEqual({
      name: 'page_view_stats',
      ts: 1,
      category: 'article_detail',
      action: 'stats',
      label: '5',
      flags: {
        catalog: true,
        questions: false,
        same_quotation: false,
        work_list: false,
        may_like: false,
        same_layout: false,
      },
    });
  });

  it('knows the six flag names only', () => {
    for (const flag of EXPOSURE_FLAGS) expect(isExposureFlag(flag)).toBe(true);
    expect(isExposureFlag('comments')).toBe(false);
    expect(isExposureFlag(undefined)).toBe(false);
  });
});
