import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shorts } from '../../db/schema-content.ts';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
  });
  afterAll(() => h.close());

  describe('GET /v1/shorts/list', () => {
    it('answers shorts with poster, video URL, play count and the linked work', async () => {
      const data = (await h.call('GET', '/v1/shorts/list')).body.data;
      expect(data).toMatchObject({ total: 50, page: 1, per_page: 20 });
      expect(data.items[0]).toMatchObject({
        poster: expect.stringContaining('/media/posters/'),
        video_url: expect.stringContaining('/media/videos/'),
        play_count: expect.any(Number),
        category: { id: expect.any(Number), name: expect.any(String) },
      });
    });

    it("a work's videos: sort=newest, work_id, page=1, per_page=5", async () => {
      const [linked] = await h.db
        .select({ workId: shorts.workId })
        .from(shorts)
        .where(isNotNull(shorts.workId))
        .limit(1);
      const data = (
        await h.call('GET', `/v1/shorts/list?sort=newest&work_id=${linked!.workId}&page=1&per_page=5`)
      ).body.data;
      expect(data.items.length).toBeGreaterThan(0);
      expect(data.items.every((s: { work: { id: number } }) => s.work.id === linked!.workId)).toBe(true);
      const popular = (await h.call('GET', '/v1/shorts/list?sort=popular')).body.data.items;
      const plays = popular.map((s: { play_count: number }) => s.play_count);
      expect([...plays].sort((a: number, b: number) => b - a)).toEqual(plays);
      expect((await h.call('GET', '/v1/shorts/list?work_id=abc')).status).toBe(422);
      // category_id is a smallint column: beyond it a 422, not a failed query (once a 500).
      expect((await h.call('GET', '/v1/shorts/list?category_id=58945317')).status).toBe(422);
      expect((await h.call('GET', '/v1/shorts/list?category_id=32767')).body.data.items).toEqual([]);
    });
  });

  describe('POST /hyperf/short_videos/{id}/play_video', () => {
    it('counts a play; 404 for a missing video, 422 for a bad id', async () => {
      const [before] = await h.db.select().from(shorts).where(eq(shorts.id, 4));
      const answer = await h.call('POST', '/hyperf/short_videos/4/play_video', { body: {} });
      expect(answer.body).toMatchObject({ code: 200, data: { id: 4, play_count: before!.playCount + 1 } });
      await h.call('POST', '/hyperf/short_videos/4/play_video');
      const [after] = await h.db.select().from(shorts).where(eq(shorts.id, 4));
      expect(after!.playCount).toBe(before!.playCount + 2);
      expect((await h.call('POST', '/hyperf/short_videos/999999/play_video')).status).toBe(404);
      expect((await h.call('POST', '/hyperf/short_videos/abc/play_video')).status).toBe(422);
    });
  });

  describe('decoration guide', () => {
    it('categories answer the labels with their counts', async () => {
      const items = (await h.call('GET', '/hyperf/decoration_guide/categories')).body.data.items;
      expect(items).toHaveLength(8);
      const shortsTotal = items.reduce((sum: number, c: { short_count: number }) => sum + c.short_count, 0);
      const articlesTotal = items.reduce(
        (sum: number, c: { article_count: number }) => sum + c.article_count,
        0,
      );
      expect(shortsTotal).toBe(50);
      expect(articlesTotal).toBe(200);
      expect(items[0].sub_labels.length).toBeGreaterThan(0);
    });

    it('short_videos of a category; 422 for an unknown category', async () => {
      const data = (await h.call('GET', '/hyperf/decoration_guide/short_videos?category_id=3')).body.data;
      expect(data.category).toEqual({ id: 3, name: '風格靈感' });
      expect(data.items.every((s: { category: { id: number } }) => s.category.id === 3)).toBe(true);
      const missing = await h.call('GET', '/hyperf/decoration_guide/short_videos?category_id=42');
      expect(missing.status).toBe(422);
      expect(missing.body.message).toBe('請選擇正確的分類');
    });

    it('aggregation_list answers videos and articles per category', async () => {
      const all = (await h.call('GET', '/hyperf/decoration_guide/aggregation_list?limit=2')).body.data.items;
      expect(all).toHaveLength(8);
      for (const group of all) {
        expect(group.articles.length).toBeLessThanOrEqual(2);
        expect(group.articles.every((a: { label: { id: number } }) => a.label.id === group.category.id)).toBe(
          true,
        );
        expect(
          group.short_videos.every((s: { category: { id: number } }) => s.category.id === group.category.id),
        ).toBe(true);
      }
      const one = (await h.call('GET', '/hyperf/decoration_guide/aggregation_list?category_id=5')).body.data
        .items;
      expect(one).toHaveLength(1);
      expect((await h.call('GET', '/hyperf/decoration_guide/aggregation_list?limit=99')).status).toBe(422);
    });
  });
});
