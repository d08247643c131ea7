import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, companies, workImages } from '../../db/schema-content.ts';
import { imageSaves } from '../../db/schema-visitors.ts';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
    member = await h.login('0966000041');
  });
  afterAll(() => h.close());

  describe('banners, popboxes, footer', () => {
    it('GET /v1/new_banners answers the banners of a position with drawn images', async () => {
      const items = (await h.call('GET', '/v1/new_banners?position=home')).body.data.items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((b: { position: string }) => b.position === 'home')).toBe(true);
      expect(items[0].image_pc).toMatch(/^http:\/\/localhost\/media\/banners\//);
      expect((await h.call('GET', '/v1/new_banners')).body.data.items.length).toBeGreaterThan(items.length);
      expect((await h.call('GET', '/v1/new_banners?position=footer')).status).toBe(422);
    });

    it('GET /api/popboxs/customize answers the popboxes of a page', async () => {
      const items = (await h.call('GET', '/api/popboxs/customize?page_name=work_detail')).body.data.items;
      expect(items.map((p: { name: string }) => p.name)).toEqual(['free-quote']);
    });

    it('GET /api/footer_config answers ten hot companies, best reputation first', async () => {
      const data = (await h.call('GET', '/api/footer_config')).body.data;
      expect(data.hot_companies).toHaveLength(10);
      const scores = data.hot_companies.map((c: { reputation: number }) => c.reputation);
      expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
      expect(data.links.length).toBeGreaterThan(0);
      expect(data.service_hours).toBe('每日 9:00-18:00');
    });

    it('with no hot rank set (nothing in the console sets one), the public companies by reputation, never none', async () => {
      const ranked = await h.db
        .select({ id: companies.id, hotRank: companies.hotRank })
        .from(companies)
        .where(isNotNull(companies.hotRank));
      await h.db.update(companies).set({ hotRank: null });
      try {
        const hot = (await h.call('GET', '/api/footer_config')).body.data.hot_companies;
        expect(hot).toHaveLength(10);
        const scores = hot.map((c: { reputation: number }) => c.reputation);
        expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
      } finally {
        for (const row of ranked)
          await h.db.update(companies).set({ hotRank: row.hotRank }).where(eq(companies.id, row.id));
      }
    });
  });

  describe('POST /hyperf/seo_info', () => {
    it('answers the title of a work, an article, a list page, and the default', async () => {
      const work = (await h.call('POST', '/hyperf/seo_info', { body: { path: '/works/3.html' } })).body.data;
      const detail = (await h.call('GET', '/v1/works/detail?id=3')).body.data;
      expect(work).toMatchObject({ page_type: 'work_detail', canonical_path: '/works/3' });
      expect(work.title).toContain(detail.title);
      const article = (await h.call('POST', '/hyperf/seo_info', { body: { path: '/article/9?from=x' } })).body
        .data;
      expect(article.page_type).toBe('article_detail');
      const list = (await h.call('POST', '/hyperf/seo_info', { body: { path: '/works/good' } })).body.data;
      expect(list.title).toContain('精選代表作品');
      const unknown = (await h.call('POST', '/hyperf/seo_info', { body: { path: '/nowhere' } })).body.data;
      expect(unknown).toMatchObject({ page_type: 'default', canonical_path: '/' });
      for (const body of [{}, { path: 'works/3' }, { path: '//evil.example' }, { path: 3 }]) {
        expect((await h.call('POST', '/hyperf/seo_info', { body })).status, JSON.stringify(body)).toBe(422);
      }
    });
  });

  describe('POST /api/images/save', () => {
    it('needs a login or a clue of the device; records the save and answers the image URL', async () => {
      const [image] = await h.db.select().from(workImages).where(eq(workImages.workId, 4)).limit(1);
      const body = { source_type: 'work', source_id: 4, image_id: image!.id };
      const anonymous = await h.call('POST', '/api/images/save', { body });
      expect(anonymous.status).toBe(401);
      const saved = await h.call('POST', '/api/images/save', { body, token: member });
      expect(saved.body.data).toMatchObject({ url: `http://localhost${image!.url}`, save_count: 1 });

      const device = { 'x-uuid': 'saver-1' };
      await h.call('POST', '/hyperf/clues/consult', {
        body: { mobile: '0912000222', accepted: 1, notice_version: '2026-11' },
        headers: device,
      });
      const [article] = await h.db.select().from(articles).where(eq(articles.id, 6));
      const byUrl = await h.call('POST', '/api/images/save', {
        body: { source_type: 'article', source_id: 6, url: `http://localhost${article!.images[0]!.src}` },
        headers: device,
      });
      expect(byUrl.status).toBe(200);
      expect(await h.db.select().from(imageSaves)).toHaveLength(2);
    });

    it('404 for an image of another work; 422 without an image', async () => {
      const [image] = await h.db.select().from(workImages).where(eq(workImages.workId, 5)).limit(1);
      const other = await h.call('POST', '/api/images/save', {
        body: { source_type: 'work', source_id: 4, image_id: image!.id },
        token: member,
      });
      expect(other.status).toBe(404);
      expect(
        (
          await h.call('POST', '/api/images/save', {
            body: { source_type: 'work', source_id: 4 },
            token: member,
          })
        ).status,
      ).toBe(422);
    });
  });

  describe('decoration robot and IM', () => {
    it('answer their welcome data', async () => {
      const robot = (await h.call('POST', '/api/decoration_robot/init', { body: {} })).body.data;
      expect(robot.messages.length).toBeGreaterThan(0);
      expect((await h.call('GET', '/api/im/welcome/v2')).body.data.quick_replies.length).toBeGreaterThan(0);
      const guest = (await h.call('POST', '/hyperf/im/register', { body: {}, headers: { 'x-uuid': 'im-1' } }))
        .body.data;
      const again = (await h.call('POST', '/hyperf/im/register', { body: {}, headers: { 'x-uuid': 'im-1' } }))
        .body.data;
      expect(guest.im_user_id).toBe(again.im_user_id);
      expect(guest.im_user_id).not.toContain('im-1');
      const mine = (
        await h.call('POST', '/hyperf/im/register', { body: { nickname: '小陳' }, token: member })
      ).body.data;
      expect(mine).toMatchObject({ is_member: true, nickname: '小陳' });
    });
  });

  describe('GET /media/{kind}/{file}', () => {
    it('serves a drawn SVG with a year of immutable caching', async () => {
      const res = await h.app.request('/media/photos/12-1-42.svg');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const svg = await res.text();
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<script|\son\w+=/i);
    });

    it('404 for what names no image', async () => {
      for (const path of [
        '/media/photos/99-1-42.svg',
        '/media/videos/x.svg',
        '/media/nothing/1.svg',
        '/media/logos/1-%3Cscript%3E.svg',
      ]) {
        const answer = await h.call('GET', path);
        expect(answer.status, path).toBe(404);
        expect(answer.body.message).toBe('找不到此圖片');
      }
    });
  });
});
