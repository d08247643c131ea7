import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactions, shares, users, visits } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  let designer: string;
  beforeAll(async () => {
    h = await createHarness({ lane });
    // The counters here start from nothing: the demo readers' likes and collects go.
    await h.db.delete(reactions);
    member = await h.login('0955000001');
    designer = await h.login('0955000002');
    await h.db.update(users).set({ role: 'design' }).where(eq(users.mobile, '0955000002'));
  });
  afterAll(() => h.close());

  const work = { source_id: 11, source_type: 'work' };

  describe('collects', () => {
    it('401 without login; 403 for role design', async () => {
      expect((await h.call('POST', '/v1/collects', { body: work })).status).toBe(401);
      const design = await h.call('POST', '/v1/collects', { body: work, token: designer });
      expect(design.status).toBe(403);
      expect(design.body.message).toBe('設計公司暫未開通此功能');
      expect((await h.call('DELETE', '/v1/dis_collect', { body: work, token: designer })).status).toBe(403);
    });

    it('collects and uncollects, with the spec toasts', async () => {
      const added = await h.call('POST', '/v1/collects', { body: work, token: member });
      expect(added.status).toBe(200);
      expect(added.body).toMatchObject({
        message: '已加入收藏',
        data: { is_collect: true, collect_count: 1 },
      });
      // Collecting twice is harmless.
      expect(
        (await h.call('POST', '/v1/collects', { body: work, token: member })).body.data.collect_count,
      ).toBe(1);
      const removed = await h.call('DELETE', '/v1/dis_collect', { body: work, token: member });
      expect(removed.body).toMatchObject({
        message: '取消收藏成功',
        data: { is_collect: false, collect_count: 0 },
      });
    });

    it('dis_collect also reads the query', async () => {
      await h.call('POST', '/v1/collects', { body: work, token: member });
      const removed = await h.call('DELETE', '/v1/dis_collect?source_id=11&source_type=work', {
        token: member,
      });
      expect(removed.status).toBe(200);
      expect(removed.body.data.collect_count).toBe(0);
    });

    it('an unknown source type is 422', async () => {
      const answer = await h.call('POST', '/v1/collects', {
        body: { source_id: 1, source_type: 'video' },
        token: member,
      });
      expect(answer.status).toBe(422);
    });

    it('POST /api/favors favours a source', async () => {
      const answer = await h.call('POST', '/api/favors', { body: work, token: member });
      expect(answer.body.data).toEqual({ is_favor: true, favor_count: 1 });
      expect((await h.call('POST', '/api/favors', { body: work, token: designer })).status).toBe(403);
    });
  });

  describe('GET /v1/collects', () => {
    it('401 without login; 403 for role design; 422 on a bad query', async () => {
      const anonymous = await h.call('GET', '/v1/collects');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('請先登入');
      const design = await h.call('GET', '/v1/collects', { token: designer });
      expect(design.status).toBe(403);
      expect(design.body.message).toBe('設計公司暫未開通此功能');
      for (const query of ['source_type=video', 'page=0', 'per_page=51', 'per_page=0', 'page=x']) {
        const bad = await h.call('GET', `/v1/collects?${query}`, { token: member });
        expect(bad.status, query).toBe(422);
        expect(bad.body.message, query).toEqual(expect.stringMatching(/[\u3400-\u9fff]/));
      }
    });

    it("lists the member's works and articles as the lists' cards, newest first, filtered and paged", async () => {
      const collector = await h.login('0955000003');
      const [workCard] = (await h.call('GET', '/hyperf/works/list?per_page=1')).body.data.items;
      const [olderArticle, newerArticle] = (await h.call('GET', '/v1/article/list?per_page=2')).body.data
        .items;
      const collected = [
        { source_type: 'work', source_id: workCard.id },
        { source_type: 'article', source_id: olderArticle.id },
        { source_type: 'work', source_id: 99_999_999 },
        { source_type: 'article', source_id: newerArticle.id },
        { source_type: 'article_qa', source_id: 5 },
      ];
      const start = Date.parse('2024-05-01T00:00:00Z');
      for (const [i, body] of collected.entries()) {
        expect((await h.call('POST', '/v1/collects', { body, token: collector })).status).toBe(200);
        await h.db
          .update(reactions)
          .set({ createdAt: new Date(start + i * 60_000) })
          .where(
            and(
              eq(reactions.kind, 'collect'),
              eq(reactions.sourceType, body.source_type),
              eq(reactions.sourceId, String(body.source_id)),
            ),
          );
      }

      const all = await h.call('GET', '/v1/collects', { token: collector });
      expect(all.status).toBe(200);
      // The missing work and the card-less article_qa are left out.
      expect(all.body).toMatchObject({ code: 200, data: { total: 3, page: 1, per_page: 20 } });
      expect(all.body.data.items).toEqual([
        {
          source_type: 'article',
          source_id: newerArticle.id,
          created_at: '2024-05-01T00:03:00.000Z',
          article: newerArticle,
        },
        {
          source_type: 'article',
          source_id: olderArticle.id,
          created_at: '2024-05-01T00:01:00.000Z',
          article: olderArticle,
        },
        {
          source_type: 'work',
          source_id: workCard.id,
          created_at: '2024-05-01T00:00:00.000Z',
          work: workCard,
        },
      ]);

      const onlyWorks = (await h.call('GET', '/v1/collects?source_type=work', { token: collector })).body
        .data;
      expect(onlyWorks.total).toBe(1);
      expect(onlyWorks.items.map((i: { work: { id: number } }) => i.work.id)).toEqual([workCard.id]);

      const second = await h.call('GET', '/v1/collects?source_type=article&page=2&per_page=1', {
        token: collector,
      });
      expect(second.body.data).toMatchObject({ total: 2, page: 2, per_page: 1 });
      expect(second.body.data.items.map((i: { source_id: number }) => i.source_id)).toEqual([
        olderArticle.id,
      ]);

      // Another member's favourites are not listed.
      expect((await h.call('GET', '/v1/collects', { token: member })).body.data.total).toBe(0);
    });
  });

  describe('shares and visits', () => {
    it('shares need a login and answer the share count', async () => {
      const body = { share_type: 'line', type: 'article', source_id: 5 };
      expect((await h.call('POST', '/api/shares', { body })).status).toBe(401);
      const answer = await h.call('POST', '/api/shares', { body, token: member });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 200, data: { share_count: 1 } });
      expect(await h.db.select().from(shares).where(eq(shares.sourceId, '5'))).toHaveLength(1);
    });

    it('visits are anonymous and accept a JSON string body', async () => {
      const answer = await h.call('POST', '/api/visits', {
        body: JSON.stringify(JSON.stringify({ source_type: 'work', source_id: 77 })),
      });
      expect(answer.status).toBe(200);
      expect(await h.db.select().from(visits).where(eq(visits.sourceId, '77'))).toHaveLength(1);
    });
  });

  describe('article statistic', () => {
    const path = '/api/app/v1/article/statisticArticle';

    it("no state change on GET: the spec's GET with type=dislike is not served and stores nothing", async () => {
      const get = await h.call('GET', `${path}?type=dislike&article_id=8&is_cancel=0`, { token: member });
      expect(get.status).toBeGreaterThanOrEqual(400);
      expect(get.status).toBeLessThan(500);
      const after = await h.call('GET', '/v1/article/detail?id=8', { token: member });
      expect(after.body.data?.is_dislike ?? false).toBe(false);
    });

    it('401 without login, 403 for role design', async () => {
      const body = { type: 'favorite', article_id: 1, is_cancel: 0 };
      expect((await h.call('POST', path, { body })).status).toBe(401);
      const design = await h.call('POST', path, { body, token: designer });
      expect(design.status).toBe(403);
      expect(design.body.message).toBe('設計公司暫未開通此功能');
    });

    it('favourite clears a dislike, dislike clears a favourite, is_cancel undoes (status 200 and info)', async () => {
      const fav = await h.call('POST', path, {
        body: { type: 'favorite', article_id: 9, is_cancel: 0 },
        token: member,
      });
      expect(fav.body).toMatchObject({
        status: 200,
        info: expect.any(String),
        data: { favor_count: 1, is_favor: true, is_dislike: false },
      });
      const dislike = await h.call('POST', path, {
        body: { type: 'dislike', article_id: 9, is_cancel: 0 },
        token: member,
      });
      expect(dislike.body.data).toEqual({ favor_count: 0, is_favor: false, is_dislike: true });
      const undo = await h.call('POST', path, {
        body: { type: 'dislike', article_id: 9, is_cancel: 1 },
        token: member,
      });
      expect(undo.body.data).toEqual({ favor_count: 0, is_favor: false, is_dislike: false });
    });

    it('bad parameters are 422', async () => {
      for (const body of [
        { type: 'love', article_id: 9, is_cancel: 0 },
        { type: 'favorite', article_id: 'x', is_cancel: 0 },
      ]) {
        expect((await h.call('POST', path, { body, token: member })).status).toBe(422);
      }
    });
  });
});
