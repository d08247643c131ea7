import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { AREA_RANGES, BUDGET_RANGES, REGION_IDS } from '@renovo/core/data';
import { count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reactions } from '../../db/schema.ts';
import { articles, works } from '../../db/schema-content.ts';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
    // The counters here start from nothing: the demo readers' likes and collects go.
    await h.db.delete(reactions);
    member = await h.login('0966000001');
  });
  afterAll(() => h.close());

  const list = (query: string) => h.call('GET', `/hyperf/works/list?${query}`);

  describe('GET /hyperf/works/list', () => {
    it('answers a page of 20 newest works with total, page and per_page', async () => {
      const answer = await list('');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 200, data: { total: 300, page: 1, per_page: 20 } });
      const items = answer.body.data.items;
      expect(items).toHaveLength(20);
      const dates = items.map((w: { published_at: string }) => w.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(items[0]).toMatchObject({
        id: expect.any(Number),
        title: expect.any(String),
        cover: expect.stringMatching(/^http:\/\/localhost\/media\/photos\/.+\.svg$/),
        style: { id: expect.any(Number), name: expect.any(String) },
        company: { id: expect.any(Number), name: expect.any(String) },
      });
    });

    it('sorts by popularity', async () => {
      const items = (await list('sort=popular&per_page=50')).body.data.items as { view_count: number }[];
      const views = items.map((w) => w.view_count);
      expect([...views].sort((a, b) => b - a)).toEqual(views);
    });

    it('filters by style, space, housing type, region, budget and area', async () => {
      const byStyle = (await list('style_id=12&per_page=50')).body.data;
      expect(byStyle.total).toBeGreaterThan(0);
      expect(byStyle.items.every((w: { style: { id: number } }) => w.style.id === 12)).toBe(true);

      const bySpace = (await list('space_id=17&per_page=50')).body.data;
      expect(bySpace.total).toBeGreaterThan(0);
      expect(bySpace.total).toBeLessThan(300);
      const spaced = await h.db
        .select({ spaceIds: works.spaceIds })
        .from(works)
        .where(
          inArray(
            works.id,
            bySpace.items.map((w: { id: number }) => w.id),
          ),
        );
      expect(spaced.every((w) => w.spaceIds.includes(17))).toBe(true);

      const byHousing = (await list('housing_type=3')).body.data;
      expect(byHousing.items.every((w: { housing_type: { id: number } }) => w.housing_type.id === 3)).toBe(
        true,
      );

      for (const regionId of [REGION_IDS[0], REGION_IDS[REGION_IDS.length - 1]]) {
        const byRegion = (await list(`region_id=${regionId}`)).body.data;
        expect(byRegion.total, `region ${regionId}`).toBeGreaterThan(0);
        expect(byRegion.items.every((w: { region: { id: number } }) => w.region.id === regionId)).toBe(true);
      }

      const budget = BUDGET_RANGES.find((r) => r.value === '101-200')!;
      const byBudget = (await list('budget=101-200&per_page=50')).body.data;
      expect(byBudget.total).toBeGreaterThan(0);
      for (const w of byBudget.items) {
        expect(w.budget_wan).toBeGreaterThanOrEqual(budget.min!);
        expect(w.budget_wan).toBeLessThanOrEqual(budget.max!);
      }

      const area = AREA_RANGES.find((r) => r.value === '21-35')!;
      const byArea = (await list('area=21-35&per_page=50')).body.data;
      for (const w of byArea.items) {
        expect(w.area_ping).toBeGreaterThanOrEqual(area.min!);
        expect(w.area_ping).toBeLessThanOrEqual(area.max!);
      }

      const any = (await list('style_id=any&budget=any&area=&region_id=any')).body.data;
      expect(any.total).toBe(300);
      const combined = (await list('style_id=12&region_id=1&budget=101-200')).body.data;
      expect(combined.total).toBeLessThanOrEqual(byStyle.total);
    });

    it("room filter: only works with that many rooms (the work detail's same-layout block)", async () => {
      const [row] = await h.db.select({ room: works.room }).from(works).limit(1);
      const room = row!.room;
      const [counted] = await h.db.select({ n: count() }).from(works).where(eq(works.room, room));
      const answer = (await list(`room=${room}&per_page=50`)).body.data;
      expect(answer.total).toBe(counted!.n);
      expect(answer.total).toBeLessThan(300);
      const ids = answer.items.map((w: { id: number }) => w.id);
      const rooms = await h.db.select({ room: works.room }).from(works).where(inArray(works.id, ids));
      expect(new Set(rooms.map((r) => r.room))).toEqual(new Set([room]));
    });

    it('a page past the end is empty but keeps the total', async () => {
      const answer = await list('page=100&per_page=50');
      expect(answer.body.data).toMatchObject({ items: [], total: 300, page: 100 });
    });

    it('bad parameters are 422 with a zh-TW message', async () => {
      const cases: [string, string][] = [
        ['page=0', '頁碼須為 1 到 1000 的整數'],
        ['page=x', '頁碼須為 1 到 1000 的整數'],
        ['per_page=51', '每頁筆數須為 1 到 50 的整數'],
        ['per_page=1&per_page=2', '每頁筆數須為 1 到 50 的整數'],
        ['sort=oldest', '排序方式不正確'],
        ['style_id=999', '請選擇正確的風格'],
        ['space_id=7', '請選擇正確的空間'],
        ['housing_type=9', '請選擇正確的屋況'],
        ['budget=10-20', '請選擇正確的預算範圍'],
        ['area=1000%2B', '請選擇正確的坪數範圍'],
        ['region_id=9', '請選擇正確的地區'],
        ['room=0', '房數須為 1 到 20 的整數'],
        ['room=21', '房數須為 1 到 20 的整數'],
      ];
      for (const [query, message] of cases) {
        const answer = await list(query);
        expect(answer.status, query).toBe(422);
        expect(answer.body).toMatchObject({ code: 422, message });
      }
    });
  });

  describe('GET /v1/works/detail', () => {
    it('answers the work with its images by space, the floor plan and the company (code 200)', async () => {
      const answer = await h.call('GET', '/v1/works/detail?id=5');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({ id: 5, is_collect: false, is_represent_work: expect.any(Number) });
      const photos = data.images.filter((i: { space_cn: string }) => i.space_cn !== '平面圖');
      expect(photos.length).toBeGreaterThanOrEqual(6);
      expect(data.images.length).toBeLessThanOrEqual(20);
      expect(data.images.some((i: { space_cn: string }) => i.space_cn === '平面圖')).toBe(true);
      // Categories cover the images in order.
      let next = 0;
      for (const space of data.spaces) {
        expect(space.start_index).toBe(next);
        next += space.total;
      }
      expect(next).toBe(data.images.length);
      expect(data.images[0]).toMatchObject({
        id: expect.any(Number),
        url: expect.any(String),
        markers: expect.any(Array),
      });
      expect(data.company).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    });

    it('is_collect follows the signed-in member', async () => {
      await h.call('POST', '/v1/collects', { body: { source_id: 6, source_type: 'work' }, token: member });
      const mine = await h.call('GET', '/v1/works/detail?id=6', { token: member });
      expect(mine.body.data.is_collect).toBe(true);
      expect(mine.body.data.collect_count).toBe(1);
      expect(mine.body.data.images.every((i: { is_collect: boolean }) => i.is_collect)).toBe(true);
      const anonymous = await h.call('GET', '/v1/works/detail?id=6');
      expect(anonymous.body.data.is_collect).toBe(false);
    });

    it('a represent work carries construction images and labels', async () => {
      const [represent] = await h.db
        .select({ id: works.id })
        .from(works)
        .where(eq(works.isRepresent, true))
        .limit(1);
      const data = (await h.call('GET', `/v1/works/detail?id=${represent!.id}`)).body.data;
      expect(data.is_represent_work).toBe(1);
      expect(data.represent_data.construction_images.length).toBeGreaterThanOrEqual(7);
      expect(data.represent_data.construction_labels).toContain('水電配置');
    });

    it('a missing work answers 404 with the spec message; a bad id is 422', async () => {
      const missing = await h.call('GET', '/v1/works/detail?id=999999');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 404, message: '抱歉！您訪問的作品已不存在……' });
      const bad = await h.call('GET', '/v1/works/detail?id=abc');
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe('請提供正確的編號');
    });
  });

  describe('previous/next and recommended works', () => {
    it('PrevOrNextWorkById walks the newest-first order', async () => {
      const page = (await list('per_page=3')).body.data.items;
      const middle = await h.call('GET', `/api/mobile/v1/works/PrevOrNextWorkById?id=${page[1].id}`);
      expect(middle.body.data).toMatchObject({ prev_id: page[0].id, next_id: page[2].id });
      const first = await h.call('GET', `/api/mobile/v1/works/PrevOrNextWorkById?id=${page[0].id}`);
      expect(first.body.data.prev).toBeNull();
      expect((await h.call('GET', '/api/mobile/v1/works/PrevOrNextWorkById?id=999999')).status).toBe(404);
      expect((await h.call('GET', '/api/mobile/v1/works/PrevOrNextWorkById')).status).toBe(422);
    });

    it('detail_recommend_works answers works of the same style or region, not the work itself', async () => {
      const work = (await h.call('GET', '/v1/works/detail?id=10')).body.data;
      const answer = await h.call('GET', '/hyperf/works/10/detail_recommend_works?limit=8');
      expect(answer.body.data.items).toHaveLength(8);
      for (const item of answer.body.data.items) {
        expect(item.id).not.toBe(10);
        expect(item.style.id === work.style.id || item.region.id === work.region.id).toBe(true);
      }
      expect((await h.call('GET', '/hyperf/works/999999/detail_recommend_works')).status).toBe(404);
      expect((await h.call('GET', '/hyperf/works/x/detail_recommend_works')).status).toBe(422);
      expect((await h.call('GET', '/hyperf/works/10/detail_recommend_works?limit=0')).status).toBe(422);
    });
  });

  describe('represent works, filters, heal houses', () => {
    it('represent_works lists the 30 represent works, filterable', async () => {
      const all = (await h.call('GET', '/hyperf/works/represent_works?per_page=50')).body.data;
      expect(all.total).toBe(30);
      expect(all.items.every((w: { is_represent_work: number }) => w.is_represent_work === 1)).toBe(true);
      expect(all.items[0].construction_labels.length).toBeGreaterThan(0);
      const styled = (await h.call('GET', `/hyperf/works/represent_works?style_id=${all.items[0].style.id}`))
        .body.data;
      expect(styled.total).toBeGreaterThan(0);
      expect(styled.total).toBeLessThanOrEqual(30);
      expect((await h.call('GET', '/hyperf/works/represent_works?area=abc')).status).toBe(422);
    });

    it('represent_filters answers the lists of docs/spec/quotes.md#entities, each starting with any', async () => {
      const data = (await h.call('GET', '/hyperf/works/represent_filters')).body.data;
      for (const key of ['styles', 'spaces', 'housing_types', 'budgets', 'areas', 'regions']) {
        expect(data[key][0], key).toMatchObject({ value: 'any', label: '不限' });
      }
      expect(data.regions).toHaveLength(23);
      expect(data.budgets.map((b: { value: string }) => b.value)).toContain('501+');
    });

    it('represent_works_for_article answers for an article without a style (once a 500: ORDER BY 0)', async () => {
      const [plain] = await h.db
        .select({ id: articles.id })
        .from(articles)
        .where(isNull(articles.styleId))
        .limit(1);
      expect(plain).toBeDefined();
      const answer = await h.call('GET', `/hyperf/works/represent_works_for_article?article_id=${plain!.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data.items.length).toBeGreaterThan(0);
    });

    it('represent_works_for_article answers represent works; 404 for a missing article', async () => {
      const answer = await h.call('GET', '/hyperf/works/represent_works_for_article?article_id=3&limit=4');
      expect(answer.body.data.items).toHaveLength(4);
      expect(
        answer.body.data.items.every((w: { is_represent_work: number }) => w.is_represent_work === 1),
      ).toBe(true);
      const missing = await h.call('GET', '/hyperf/works/represent_works_for_article?article_id=999999');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('此文章找不到了');
    });

    it('heal_house/list answers heal-house works only', async () => {
      const data = (await h.call('GET', '/hyperf/heal_house/list?per_page=50')).body.data;
      const [healing] = await h.db.select({ n: count() }).from(works).where(eq(works.isHealHouse, true));
      expect(data.total).toBe(healing?.n);
      expect(data.total).toBeGreaterThan(10);
    });
  });
});
