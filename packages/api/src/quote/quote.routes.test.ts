import { REGION_IDS } from '@renovo/core/data';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities, quotes } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { bannerUrl } from './banner-image.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const basic = { region_id: 1, size: 30, mobile: '0912345678', accepted: 1, notice_version: '2026-11' };

  async function submit(body: unknown, headers: Record<string, string> = {}) {
    return h.call('POST', '/hyperf/valuation/v3/submit', { body, headers });
  }

  async function quoteCount(): Promise<number> {
    const [row] = await h.db.select({ n: count() }).from(quotes);
    return row?.n ?? 0;
  }

  describe('POST /hyperf/valuation/v3/submit', () => {
    it('stores a basic quote with everything the issue lists and answers id and robot messages', async () => {
      const answer = await submit(
        {
          ...basic,
          utm: { source: 'fb', medium: 'cpc', campaign: 'summer', content: 'a' },
          module: 'article_detail_auto_popbox',
          type: 'article',
          resource_id: 42,
          company_id: 7,
          house_layout: { bedroom: 2, living_room: 1, bathroom: 1, kitchen: 1, balcony: 1 },
        },
        {
          origin: 'http://localhost:5173',
          'x-renovo-partner': 'demo',
          referer: 'http://localhost:5173/article/42',
          'user-agent': 'vitest',
          'x-forwarded-for': '203.0.113.9',
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(200);
      expect(answer.body.data.id).toBeGreaterThan(0);
      expect(answer.body.data.decoration_robot_messages.length).toBeGreaterThan(0);
      expect(answer.body.data).toMatchObject({ house_region: '臺北市', acreage_name: '30坪' });
      const [row] = await h.db.select().from(quotes).where(eq(quotes.id, answer.body.data.id));
      expect(row).toMatchObject({
        variant: 'basic',
        mobile: '0912345678',
        regionId: 1,
        size: 30,
        houseLayout: { bedroom: 2, living_room: 1, bathroom: 1, kitchen: 1, balcony: 1 },
        utm: { source: 'fb', medium: 'cpc', campaign: 'summer', content: 'a' },
        module: 'article_detail_auto_popbox',
        type: 'article',
        resourceId: '42',
        companyId: '7',
        partnerKey: 'demo',
        originPage: 'http://localhost:5173/article/42',
        userAgent: 'vitest',
        clientIp: '203.0.113.9',
        consentNoticeVersion: h.env.CONSENT_NOTICE_VERSION,
      });
      expect(row?.consentAcceptedAt.getTime()).toBe(h.clock().getTime());
    });

    it('type defaults to generic', async () => {
      const answer = await submit(basic);
      const [row] = await h.db.select().from(quotes).where(eq(quotes.id, answer.body.data.id));
      expect(row?.type).toBe('generic');
      expect(row?.partnerKey).toBeNull();
    });

    it.each([
      [{ region_id: 9 }, '請選擇正確的地區'],
      [{ region_id: 27 }, '請選擇正確的地區'],
      [{ size: '' }, '請輸入房屋坪數'],
      [{ size: 0 }, '請輸入正確的房屋坪數'],
      [{ size: '012' }, '請輸入正確的房屋坪數'],
      [{ size: 1000 }, '請輸入正確的房屋坪數'],
      [{ size: '12坪' }, '請輸入正確的房屋坪數'],
      [{ mobile: '' }, '請輸入行動電話'],
      [{ mobile: '0941234567' }, '請輸入正確的行動電話'],
      [{ mobile: '02-2345-6789' }, '請輸入正確的行動電話'],
      [{ accepted: 0 }, '請勾選'],
    ])('basic form rule %j → 422 %s', async (patch, message) => {
      const before = await quoteCount();
      const answer = await submit({ ...basic, ...patch });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(message);
      expect(await quoteCount()).toBe(before);
    });

    it('a submit without a community keeps a decimal size (the community popup after 跳過)', async () => {
      const answer = await submit({ ...basic, size: 28.5, module: 'community-valuation' });
      expect(answer.status).toBe(200);
      const [row] = await h.db.select().from(quotes).where(eq(quotes.id, answer.body.data.id));
      expect(row?.size).toBe(28.5);
      expect(row?.variant).toBe('basic');
    });

    it('size 1 and 999 are accepted', async () => {
      expect((await submit({ ...basic, size: 1 })).status).toBe(200);
      expect((await submit({ ...basic, size: '999' })).status).toBe(200);
    });

    const community = {
      ...basic,
      size: 32.5,
      community: {
        id: 1,
        name: '測試社區',
        title: '測試社區',
        address: '臺北市',
        tag: '',
        housingType: 1,
        housingTypeName: '新成屋',
      },
      house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 0, balcony: 0 },
    };

    it('stores the community variant with its community and layout', async () => {
      // Its own number: the same number from the same source within a day gives back the first quote.
      const answer = await submit({ ...community, mobile: '0912000101' });
      expect(answer.status).toBe(200);
      const [row] = await h.db.select().from(quotes).where(eq(quotes.id, answer.body.data.id));
      expect(row).toMatchObject({ variant: 'community', communityId: 1, size: 32.5 });
      expect(row?.community).toMatchObject({ name: '測試社區' });
    });

    it.each([
      [{ size: '' }, '請填寫房屋坪數'],
      [{ size: 'abc' }, '請填寫正確的房屋坪數'],
      [{ mobile: '' }, '請填寫行動電話'],
      [{ mobile: '12345' }, '請填寫正確的行動電話'],
      [{ accepted: 0 }, '請勾選服務條款'],
    ])('community form rule %j → 422 %s', async (patch, message) => {
      const answer = await submit({ ...community, ...patch });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(message);
    });

    it('Idempotency-Key: the same key replays the first answer and stores nothing new', async () => {
      const headers = { 'idempotency-key': 'quote-key-1' };
      const first = await submit(basic, headers);
      const before = await quoteCount();
      const again = await submit(basic, headers);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await quoteCount()).toBe(before);
    });

    it('Idempotency-Key: the same key with another body is 422', async () => {
      const headers = { 'idempotency-key': 'quote-key-2' };
      expect((await submit(basic, headers)).status).toBe(200);
      const other = await submit({ ...basic, size: 31 }, headers);
      expect(other.status).toBe(422);
      expect(other.body.message).toBe('此 Idempotency-Key 已用於內容不同的請求');
    });

    it('Idempotency-Key: concurrent duplicates make one row', async () => {
      const before = await quoteCount();
      const headers = { 'idempotency-key': 'quote-key-concurrent' };
      const fresh = { ...basic, mobile: '0912000102' };
      const answers = await Promise.all(Array.from({ length: 8 }, () => submit(fresh, headers)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
      expect(await quoteCount()).toBe(before + 1);
    });

    it('Idempotency-Key: keys are kept 72 h', async () => {
      const headers = { 'idempotency-key': 'quote-key-ttl' };
      const first = await submit(basic, headers);
      h.clock.advance(71 * 3600_000);
      expect((await submit(basic, headers)).body.data.id).toBe(first.body.data.id);
      h.clock.advance(2 * 3600_000);
      expect((await submit(basic, headers)).body.data.id).not.toBe(first.body.data.id);
    });

    it('a malformed Idempotency-Key is 400', async () => {
      const answer = await submit(basic, { 'idempotency-key': 'has space' });
      expect(answer.status).toBe(400);
    });
  });

  describe('GET /hyperf/valuation/v3/recent_records', () => {
    it('answers anonymous records from real submissions and the count of today', async () => {
      // Move to a new Taiwan day, then submit three quotes.
      h.clock.advance(2 * 24 * 3600_000);
      for (const size of [21, 22, 23])
        expect((await submit({ ...basic, mobile: `09120001${size}`, region_id: 17, size })).status).toBe(200);
      const answer = await h.call('GET', '/hyperf/valuation/v3/recent_records?per_page=2');
      expect(answer.status).toBe(200);
      expect(answer.body.data.count).toBe(3);
      expect(answer.body.data.records).toEqual([
        { created_at: expect.stringMatching(/\+08:00$/), region_cn: '高雄市', size_cn: '23坪' },
        { created_at: expect.stringMatching(/\+08:00$/), region_cn: '高雄市', size_cn: '22坪' },
      ]);
      expect(JSON.stringify(answer.body)).not.toContain('0912345678');
    });

    it('per_page defaults to 30 and is bounded', async () => {
      expect(
        (await h.call('GET', '/hyperf/valuation/v3/recent_records')).body.data.records.length,
      ).toBeLessThanOrEqual(30);
      expect((await h.call('GET', '/hyperf/valuation/v3/recent_records?per_page=0')).status).toBe(422);
      expect((await h.call('GET', '/hyperf/valuation/v3/recent_records?per_page=abc')).status).toBe(422);
    });
  });

  describe('quote preview', () => {
    it('GET without a size prices the default size', async () => {
      const answer = await h.call('GET', '/hyperf/valuation/v3/preview?decorate_level=1&kind=1');
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data.total_amount).toBe(
        data.valuation.design_and_construction.tt_amount + data.valuation.furniture_and_appliance.tt_amount,
      );
      expect(Object.keys(data.house_layout).sort()).toEqual([
        'balcony',
        'bathroom',
        'bedroom',
        'kitchen',
        'living_room',
      ]);
      const item = data.valuation.design_and_construction.children[0].children[0].children[0];
      expect(item).toMatchObject({
        name: expect.any(String),
        number_cn: expect.any(String),
        unit_price: expect.any(Number),
      });
      expect(item.fmt_amount).toEqual(expect.any(String));
    });

    it('POST with a size: totals rise with the level and with the size, integer NT$', async () => {
      const total = async (level: number, size: number) => {
        const answer = await h.call('POST', '/hyperf/valuation/v3/preview', {
          body: { decorate_level: level, kind: 1, size },
        });
        expect(answer.status).toBe(200);
        expect(Number.isInteger(answer.body.data.total_amount)).toBe(true);
        return answer.body.data.total_amount as number;
      };
      const [l1, l2, l3] = [await total(1, 30), await total(2, 30), await total(3, 30)];
      expect(l1).toBeLessThan(l2);
      expect(l2).toBeLessThan(l3);
      expect(await total(1, 45)).toBeGreaterThan(l1);
    });

    it('POST takes the level from the query too, and size as a string', async () => {
      const answer = await h.call('POST', '/hyperf/valuation/v3/preview?decorate_level=3', {
        body: { size: '25' },
      });
      expect(answer.status).toBe(200);
    });

    it('bad level or size → 422 with a zh-TW message', async () => {
      const bad = await h.call('GET', '/hyperf/valuation/v3/preview?decorate_level=4');
      expect(bad.status).toBe(422);
      expect(bad.body.message).toMatch(/裝修等級/);
      const size = await h.call('POST', '/hyperf/valuation/v3/preview', {
        body: { decorate_level: 1, size: 0 },
      });
      expect(size.status).toBe(422);
      expect(size.body.message).toMatch(/坪數/);
    });
  });

  describe('communities', () => {
    it('the seed covers every one of the 22 regions', async () => {
      const rows = await h.db
        .select({ regionId: communities.regionId, n: sql<number>`count(*)::int` })
        .from(communities)
        .groupBy(communities.regionId);
      expect(new Set(rows.map((r) => r.regionId))).toEqual(new Set(REGION_IDS));
    });

    it('searches a region by keyword and answers the spec fields', async () => {
      const [sample] = await h.db.select().from(communities).where(eq(communities.regionId, 8)).limit(1);
      const keyword = sample!.name.slice(0, 2);
      const answer = await h.call(
        'GET',
        `/hyperf/valuation/communities?regionId=8&keyword=${encodeURIComponent(keyword)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(200);
      expect(answer.body.data.length).toBeGreaterThan(0);
      expect(answer.body.data.length).toBeLessThanOrEqual(20);
      expect(Object.keys(answer.body.data[0]).sort()).toEqual(
        ['address', 'housingType', 'housingTypeName', 'id', 'name', 'tag', 'title'].sort(),
      );
    });

    it('an unmatched keyword answers an empty list; LIKE wildcards are literal', async () => {
      const answer = await h.call('GET', '/hyperf/valuation/communities?regionId=1&keyword=%25');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual([]);
    });

    it('keyword non-empty, at most 20 characters; region one of the 22', async () => {
      const empty = await h.call('GET', '/hyperf/valuation/communities?regionId=1&keyword=');
      expect(empty.status).toBe(422);
      expect(empty.body.message).toBe('請輸入社區名稱');
      const long = await h.call('GET', `/hyperf/valuation/communities?regionId=1&keyword=${'大'.repeat(21)}`);
      expect(long.status).toBe(422);
      expect(long.body.message).toBe('社區名稱最多 20 個字');
      const region = await h.call('GET', '/hyperf/valuation/communities?regionId=9&keyword=a');
      expect(region.status).toBe(422);
    });

    it('layouts of a community: room, hall, bath, is_check, area_list', async () => {
      const [sample] = await h.db.select().from(communities).limit(1);
      const answer = await h.call('GET', `/hyperf/valuation/community_layouts?community_id=${sample!.id}`);
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(200);
      expect(answer.body.data.length).toBeGreaterThan(0);
      const layout = answer.body.data[0];
      expect(layout).toMatchObject({
        room: expect.any(Number),
        hall: expect.any(Number),
        bath: expect.any(Number),
      });
      expect(typeof layout.is_check).toBe('boolean');
      expect(layout.area_list[0]).toEqual({ building_area: expect.any(Number) });
    });

    it('an unknown community is 404; a bad id is 422', async () => {
      expect((await h.call('GET', '/hyperf/valuation/community_layouts?community_id=99999999')).status).toBe(
        404,
      );
      expect((await h.call('GET', '/hyperf/valuation/community_layouts?community_id=x')).status).toBe(422);
      expect((await h.call('GET', '/hyperf/valuation/community_layouts')).status).toBe(422);
    });

    it('a community_id beyond int4 (2147483648) is 422, never 500', async () => {
      for (const id of ['2147483648', '999999999999999', '-1', '0']) {
        const answer = await h.call('GET', `/hyperf/valuation/community_layouts?community_id=${id}`);
        expect(answer.status, id).toBe(422);
      }
      expect(
        (await h.call('GET', '/hyperf/valuation/community_layouts?community_id=2147483647')).status,
      ).toBe(404);
    });
  });

  describe('banner and result', () => {
    it('GET /hyperf/valuation/v3/banner answers pc and mobile images', async () => {
      const answer = await h.call('GET', '/hyperf/valuation/v3/banner', {
        headers: { accept: 'application/vnd.renovo.v2+json' },
      });
      expect(answer.status).toBe(200);
      // Absolute, on this server, and really served (a partner page would resolve a relative
      // URL against its own origin).
      expect(answer.body.data).toMatchObject({
        pc: 'http://localhost/images/valuation/banner-pc.svg',
        mobile: 'http://localhost/images/valuation/banner-mobile.svg',
      });
      for (const url of [answer.body.data.pc, answer.body.data.mobile]) {
        const image = await h.app.request(url);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toContain('image/svg+xml');
        expect(image.headers.get('cache-control')).toContain('immutable');
        expect(await image.text()).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      }
    });

    it('a banner stored as a path this server does not serve still answers a served picture', () => {
      const origin = 'https://api.example.tw';
      expect(bannerUrl('/images/valuation/banner-pc.png', 'pc', origin)).toBe(
        'https://api.example.tw/images/valuation/banner-pc.svg',
      );
      expect(bannerUrl('https://cdn.example.tw/b.png', 'mobile', origin)).toBe(
        'https://cdn.example.tw/b.png',
      );
      expect(bannerUrl('', 'pc', origin)).toBe('');
    });

    it('GET /hyperf/valuation/v3/result?id answers the quote of a public_id without personal data', async () => {
      const created = await submit({ ...basic, mobile: '0912000131', region_id: 3, size: 40 });
      const publicId = created.body.data.public_id;
      const answer = await h.call('GET', `/hyperf/valuation/v3/result?id=${publicId}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ region_cn: '新北市', size: 40, size_cn: '40坪' });
      expect(answer.body.data.levels).toHaveLength(3);
      expect(JSON.stringify(answer.body)).not.toContain('0912000131');
      expect((await h.call('GET', '/hyperf/valuation/v3/result?id=987654321')).status).toBe(404);
      expect((await h.call('GET', '/hyperf/valuation/v3/result?id=abc')).status).toBe(404);
      expect((await h.call('GET', '/hyperf/valuation/v3/result')).status).toBe(422);
    });

    it('result pages take an unguessable id: the submit answers a 312-bit public_id, as long as a sealed one; a guessed sequential id is a 404', async () => {
      const first = await submit({ ...basic, mobile: '0912000141', size: 31 });
      const second = await submit({ ...basic, mobile: '0912000142', size: 32 });
      for (const created of [first, second]) {
        expect(created.body.data.id).toEqual(expect.any(Number));
        // 39 random bytes in base64url: the length of a sealed result id (another client's repeat).
        expect(created.body.data.public_id).toMatch(/^[A-Za-z0-9_-]{52}$/);
        expect(Buffer.from(created.body.data.public_id, 'base64url')).toHaveLength(39);
      }
      expect(first.body.data.public_id).not.toBe(second.body.data.public_id);
      // Every sequential id around the ones just stored is a 404.
      const last = second.body.data.id as number;
      for (let id = Math.max(1, last - 20); id <= last + 2; id += 1) {
        expect((await h.call('GET', `/hyperf/valuation/v3/result?id=${id}`)).status, String(id)).toBe(404);
      }
    });
  });
});
