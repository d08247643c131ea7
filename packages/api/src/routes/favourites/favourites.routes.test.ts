import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares, users, visits } from '../../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  let designer: string;
  beforeAll(async () => {
    h = await createHarness({ lane });
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

    it('401 without login, 403 for role design', async () => {
      expect((await h.call('GET', `${path}?type=favorite&article_id=1&is_cancel=0`)).status).toBe(401);
      const design = await h.call('GET', `${path}?type=favorite&article_id=1&is_cancel=0`, {
        token: designer,
      });
      expect(design.status).toBe(403);
      expect(design.body.message).toBe('設計公司暫未開通此功能');
    });

    it('favourite clears a dislike, dislike clears a favourite, is_cancel undoes (status 200 and info)', async () => {
      const fav = await h.call('GET', `${path}?type=favorite&article_id=9&is_cancel=0`, { token: member });
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
      const undo = await h.call('GET', `${path}?type=dislike&article_id=9&is_cancel=1`, { token: member });
      expect(undo.body.data).toEqual({ favor_count: 0, is_favor: false, is_dislike: false });
    });

    it('bad parameters are 422', async () => {
      expect(
        (await h.call('GET', `${path}?type=love&article_id=9&is_cancel=0`, { token: member })).status,
      ).toBe(422);
      expect(
        (await h.call('GET', `${path}?type=favorite&article_id=x&is_cancel=0`, { token: member })).status,
      ).toBe(422);
    });
  });
});
