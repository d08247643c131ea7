import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactions } from '../../db/schema.ts';
import { articles } from '../../db/schema-content.ts';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
    // The counters here start from nothing: the demo readers' likes and collects go.
    await h.db.delete(reactions);
    member = await h.login('0966000011');
  });
  afterAll(() => h.close());

  describe('GET /v1/article/list', () => {
    it('answers a page of articles with total, newest first', async () => {
      const data = (await h.call('GET', '/v1/article/list')).body.data;
      expect(data).toMatchObject({ total: 200, page: 1, per_page: 20 });
      expect(data.items[0]).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        summary: expect.any(String),
        cover: expect.stringContaining('/media/'),
        label: { id: expect.any(Number), name: expect.any(String) },
        sub_label: { id: expect.any(Number), name: expect.any(String) },
      });
      const dates = data.items.map((a: { published_at: string }) => a.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('filters by label and sub-label (/article?label=&sub_label=) and sorts by popularity', async () => {
      const byLabel = (await h.call('GET', '/v1/article/list?label=7&per_page=50')).body.data;
      expect(byLabel.total).toBeGreaterThan(0);
      expect(byLabel.items.every((a: { label: { id: number } }) => a.label.id === 7)).toBe(true);
      const bySub = (await h.call('GET', '/v1/article/list?label=7&sub_label=702')).body.data;
      expect(bySub.items.every((a: { sub_label: { id: number } }) => a.sub_label.id === 702)).toBe(true);
      const popular = (await h.call('GET', '/v1/article/list?sort=popular')).body.data.items;
      const views = popular.map((a: { view_count: number }) => a.view_count);
      expect([...views].sort((a: number, b: number) => b - a)).toEqual(views);
    });

    it('422 for an unknown label, a sub-label of another label, and bad paging', async () => {
      for (const query of [
        'label=99',
        'sub_label=999',
        'label=1&sub_label=702',
        'per_page=100',
        'page=-1',
        'style_id=4',
      ]) {
        const answer = await h.call('GET', `/v1/article/list?${query}`);
        expect(answer.status, query).toBe(422);
        expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
      }
    });
  });

  describe('GET /v1/article/detail', () => {
    it('answers the article with sanitised HTML, labels, images linked to works and counters', async () => {
      const answer = await h.call('GET', '/v1/article/detail?id=1');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({
        id: 1,
        is_collect: false,
        collect_count: 0,
        share_count: 0,
        favor_count: 0,
        is_favor: false,
        is_dislike: false,
        aiLabels: expect.any(Array),
      });
      expect(data.content).toContain('<h2>');
      expect(data.content).not.toMatch(/<script|\son\w+=/i);
      expect(data.content).toMatch(/src="http:\/\/localhost\/media\//);
      expect(data.imageList.length).toBeGreaterThan(0);
      expect(data.imageList[0]).toMatchObject({
        work_id: expect.any(Number),
        work_index: expect.any(Number),
        src: expect.any(String),
        tags: expect.any(Array),
        alt: expect.any(String),
      });
      expect(data.viewImageList.length).toBeGreaterThanOrEqual(data.imageList.length);
      // work_index points at the same picture in the work's own image list.
      const first = data.imageList[0];
      const work = (await h.call('GET', `/v1/works/detail?id=${first.work_id}`)).body.data;
      expect(work.images[first.work_index].url).toBe(first.src);
    });

    it('reflects the member: collect, favourite, share', async () => {
      await h.call('POST', '/v1/collects', { body: { source_id: 2, source_type: 'article' }, token: member });
      await h.call('POST', '/api/app/v1/article/statisticArticle', {
        body: { type: 'favorite', article_id: 2, is_cancel: 0 },
        token: member,
      });
      await h.call('POST', '/api/shares', {
        body: { share_type: 'line', type: 'article', source_id: 2 },
        token: member,
      });
      const mine = (await h.call('GET', '/v1/article/detail?id=2', { token: member })).body.data;
      expect(mine).toMatchObject({
        is_collect: true,
        collect_count: 1,
        is_favor: true,
        favor_count: 1,
        share_count: 1,
      });
      const anonymous = (await h.call('GET', '/v1/article/detail?id=2')).body.data;
      expect(anonymous).toMatchObject({ is_collect: false, collect_count: 1, is_favor: false });
    });

    it('a missing article answers 404 此文章找不到了; a bad id 422', async () => {
      const missing = await h.call('GET', '/v1/article/detail?id=999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, message: '此文章找不到了' });
      expect((await h.call('GET', '/v1/article/detail')).status).toBe(422);
    });
  });

  describe('recommend, may like, same-style works', () => {
    it('recommend answers articles of the same label; without id the most read', async () => {
      const [ref] = await h.db.select().from(articles).where(eq(articles.id, 3));
      const same = (await h.call('GET', '/v1/article/recommend?id=3&limit=4')).body.data.items;
      expect(same.length).toBeGreaterThan(0);
      expect(
        same.every((a: { id: number; label: { id: number } }) => a.id !== 3 && a.label.id === ref!.labelId),
      ).toBe(true);
      const top = (await h.call('GET', '/v1/article/recommend')).body.data.items;
      expect(top).toHaveLength(6);
      expect((await h.call('GET', '/v1/article/recommend?id=999999')).status).toBe(404);
    });

    it('may_like by id puts the same sub-label first', async () => {
      const [ref] = await h.db.select().from(articles).where(eq(articles.id, 4));
      const items = (await h.call('GET', '/v1/article/4/may_like?limit=3')).body.data.items;
      expect(items).toHaveLength(3);
      expect(items[0].sub_label.id).toBe(ref!.subLabelId);
      expect(items.some((a: { id: number }) => a.id === 4)).toBe(false);
      expect((await h.call('GET', '/v1/article/999999/may_like')).status).toBe(404);
      expect((await h.call('GET', '/v1/article/abc/may_like')).status).toBe(422);
    });

    it('the may-like feed is paged', async () => {
      const page1 = (await h.call('GET', '/hyperf/articles/may_like?article_id=4&per_page=10')).body.data;
      const page2 = (await h.call('GET', '/hyperf/articles/may_like?article_id=4&per_page=10&page=2')).body
        .data;
      expect(page1.total).toBe(199);
      const ids = new Set(page1.items.map((a: { id: number }) => a.id));
      expect(page2.items.some((a: { id: number }) => ids.has(a.id))).toBe(false);
      expect((await h.call('GET', '/hyperf/articles/may_like')).body.data.total).toBe(200);
    });

    it('same_style_works answers works of the article style', async () => {
      const [styled] = await h.db.select().from(articles).where(eq(articles.subLabelId, 301)).limit(1);
      const data = (await h.call('GET', `/hyperf/articles/same_style_works?article_id=${styled!.id}&limit=5`))
        .body.data;
      expect(data.style_id).toBe(12);
      expect(data.items).toHaveLength(5);
      expect(data.items.every((w: { style: { id: number } }) => w.style.id === 12)).toBe(true);
      expect((await h.call('GET', '/hyperf/articles/same_style_works?article_id=999999')).status).toBe(404);
      expect((await h.call('GET', '/hyperf/articles/same_style_works')).status).toBe(422);
    });

    it('an article that links no work still gets works of its style and represent works (200, not a 500)', async () => {
      const [article] = await h.db.select().from(articles).where(eq(articles.subLabelId, 301)).limit(1);
      await h.db.update(articles).set({ workIds: [] }).where(eq(articles.id, article!.id));
      const same = await h.call('GET', `/hyperf/articles/same_style_works?article_id=${article!.id}&limit=4`);
      expect(same.status).toBe(200);
      expect(same.body.data.items.length).toBeGreaterThan(0);
      const represent = await h.call(
        'GET',
        `/hyperf/works/represent_works_for_article?article_id=${article!.id}`,
      );
      expect(represent.status).toBe(200);
      await h.db.update(articles).set({ workIds: article!.workIds }).where(eq(articles.id, article!.id));
    });
  });
});
