import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  describe('POST /hyperf/popups', () => {
    it('work detail gets the community popup, other pages the normal one', async () => {
      const work = await h.call('POST', '/hyperf/popups', {
        headers: { 'x-uuid': 'popup-1' },
        body: { page_name: 'work_detail', data: [] },
      });
      expect(work.status).toBe(200);
      expect(work.body.data).toEqual([{ name: 'community-valuation' }]);
      expect(work.body.meta).toEqual({ extra: { has_submitted_clue: false } });
      const article = await h.call('POST', '/hyperf/popups', {
        headers: { 'x-uuid': 'popup-1' },
        body: { page_name: 'article_detail', data: [] },
      });
      expect(article.body.data).toEqual([{ name: 'normal-valuation' }]);
    });

    it('test_popup_name forces a popup', async () => {
      const answer = await h.call('POST', '/hyperf/popups', {
        body: { page_name: 'article_detail', data: [], test_popup_name: 'community-valuation' },
      });
      expect(answer.body.data).toEqual([{ name: 'community-valuation' }]);
    });

    it('a popup shown on this page in the last 24 h is not shown again', async () => {
      const now = h.clock().getTime();
      const answer = await h.call('POST', '/hyperf/popups', {
        body: {
          page_name: 'home',
          data: [{ name: 'normal-valuation', page: 'home', timestamp: now - 1000 }],
        },
      });
      expect(answer.body.data).toEqual([]);
      const old = await h.call('POST', '/hyperf/popups', {
        body: {
          page_name: 'home',
          data: [{ name: 'normal-valuation', page: 'home', timestamp: now - 2 * 86_400_000 }],
        },
      });
      expect(old.body.data).toEqual([{ name: 'normal-valuation' }]);
    });

    it('after a submitted clue: nothing to show and has_submitted_clue true', async () => {
      await h.call('POST', '/hyperf/valuation/v3/submit', {
        headers: { 'x-uuid': 'popup-2' },
        body: { region_id: 1, size: 20, mobile: '0933000001', accepted: 1, notice_version: '2026-11' },
      });
      const answer = await h.call('POST', '/hyperf/popups', {
        headers: { 'x-uuid': 'popup-2' },
        body: { page_name: 'work_detail', data: [] },
      });
      expect(answer.body).toMatchObject({ data: [], meta: { extra: { has_submitted_clue: true } } });
    });

    it('a history longer than 100 entries or a missing page is 422', async () => {
      const entry = { name: 'normal-valuation', page: 'home', timestamp: 1 };
      const long = await h.call('POST', '/hyperf/popups', {
        body: { page_name: 'home', data: Array(101).fill(entry) },
      });
      expect(long.status).toBe(422);
      expect((await h.call('POST', '/hyperf/popups', { body: { data: [] } })).status).toBe(422);
    });
  });

  describe('GET /api/configs', () => {
    it('mid_year_celebration_2507: show_coupon and end_time in seconds', async () => {
      const answer = await h.call('GET', '/api/configs?config_type[]=mid_year_celebration_2507', {
        headers: { accept: 'application/vnd.renovo.v2+json' },
      });
      expect(answer.status).toBe(200);
      const config = answer.body.data.mid_year_celebration_2507;
      expect(config.end_time).toBe(Math.floor(Date.UTC(2025, 6, 31, 15, 59, 59) / 1000));
      expect(config.show_coupon).toBe(h.clock().getTime() / 1000 < config.end_time);
    });

    it('the coupon shows before the end time', async () => {
      h.clock.set(new Date(Date.UTC(2025, 6, 1)));
      const answer = await h.call('GET', '/api/configs?config_type[]=mid_year_celebration_2507');
      expect(answer.body.data.mid_year_celebration_2507.show_coupon).toBe(true);
    });

    it('an unknown config type is 422', async () => {
      expect((await h.call('GET', '/api/configs?config_type[]=nope')).status).toBe(422);
    });
  });
});
