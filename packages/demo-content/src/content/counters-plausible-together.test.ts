/**
 * Counters that contradict each other: on the seeded demo database the API's views,
 * likes (讚) and collects agree — no article with thousands of views and 0 likes; likes and
 * collects are a small share of the views (REACTION_RATES), never more than the views.
 */

import { createHarness, DATABASE_LANES, type TestHarness } from '@renovo/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_READERS, REACTION_RATES } from './generate-reactions.ts';

/** The count a rate gives at most (the rate's top, rounded, capped at the readers). */
const most = (views: number, rate: readonly [number, number]) =>
  Math.min(DEMO_READERS, Math.round(views * rate[1]));
const least = (views: number, rate: readonly [number, number]) =>
  Math.min(DEMO_READERS, Math.round(views * rate[0]));

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  it('every article: likes and collects in proportion to its views', async () => {
    const list = (await h.call('GET', '/v1/article/list?per_page=50')).body.data.items as { id: number }[];
    expect(list.length).toBeGreaterThan(10);
    let popular = 0;
    for (const { id } of list) {
      const a = (await h.call('GET', `/v1/article/detail?id=${id}`)).body.data;
      expect(a.favor_count, `article ${id}`).toBeGreaterThanOrEqual(
        least(a.view_count, REACTION_RATES.articleFavor),
      );
      expect(a.favor_count, `article ${id}`).toBeLessThanOrEqual(
        most(a.view_count, REACTION_RATES.articleFavor),
      );
      expect(a.collect_count, `article ${id}`).toBeGreaterThanOrEqual(
        least(a.view_count, REACTION_RATES.articleCollect),
      );
      expect(a.collect_count, `article ${id}`).toBeLessThanOrEqual(
        most(a.view_count, REACTION_RATES.articleCollect),
      );
      if (a.view_count >= 1000) {
        popular++;
        expect(a.favor_count, `article ${id}: ${a.view_count} views`).toBeGreaterThan(0);
      }
    }
    expect(popular).toBeGreaterThan(0);
  });

  it('every work: collects in proportion to its views', async () => {
    const list = (await h.call('GET', '/hyperf/works/list?per_page=30')).body.data.items as { id: number }[];
    expect(list.length).toBeGreaterThan(10);
    for (const { id } of list) {
      const w = (await h.call('GET', `/v1/works/detail?id=${id}`)).body.data;
      expect(w.collect_count, `work ${id}`).toBeGreaterThanOrEqual(
        least(w.view_count, REACTION_RATES.workCollect),
      );
      expect(w.collect_count, `work ${id}`).toBeLessThanOrEqual(
        most(w.view_count, REACTION_RATES.workCollect),
      );
    }
  });
});
