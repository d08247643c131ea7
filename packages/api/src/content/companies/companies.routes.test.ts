import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, companies, works } from '../../db/schema-content.ts';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
  });
  afterAll(() => h.close());

  it('GET /v1/company/from/work answers the company of a work; 404 for a missing work', async () => {
    const [work] = await h.db.select().from(works).where(eq(works.id, 8));
    const answer = await h.call('GET', '/v1/company/from/work?id=8');
    expect(answer.body).toMatchObject({ code: 200, data: { id: work!.companyId, name: expect.any(String) } });
    expect(answer.body.data.logo).toMatch(/\/media\/logos\/.+\.svg$/);
    const missing = await h.call('GET', '/v1/company/from/work?id=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
  });

  it('GET /v1/company/detail answers regions served, styles, price range, scores and latest works', async () => {
    const data = (await h.call('GET', '/v1/company/detail?id=2')).body.data;
    expect(data).toMatchObject({
      id: 2,
      name: expect.any(String),
      intro: expect.any(String),
      served_regions: expect.arrayContaining([{ id: expect.any(Number), name: expect.any(String) }]),
      styles: expect.any(Array),
      price_cn: expect.stringMatching(/萬$/),
      rating_count: expect.any(Number),
      google_rating: expect.any(Number),
    });
    expect(data.scores).toHaveLength(5);
    expect(data.works.every((w: { company: { id: number } }) => w.company.id === 2)).toBe(true);
    expect((await h.call('GET', '/v1/company/detail?id=999999')).body).toMatchObject({
      code: 404,
      message: '找不到此設計公司',
    });
  });

  it('GET /v1/company/rating answers the average, the distribution, top labels and latest ratings', async () => {
    const data = (await h.call('GET', '/v1/company/rating?id=3')).body.data;
    const total = data.distribution.reduce((sum: number, d: { count: number }) => sum + d.count, 0);
    expect(total).toBe(data.count);
    expect(data.score).toBeGreaterThanOrEqual(1);
    expect(data.score).toBeLessThanOrEqual(5);
    expect(data.top_labels.length).toBeGreaterThan(0);
    expect(data.latest.length).toBeGreaterThan(0);
    expect(data.latest[0]).toMatchObject({
      company: { id: 3 },
      score: expect.any(Number),
      labels: expect.any(Array),
    });
    expect((await h.call('GET', '/v1/company/rating?id=x')).status).toBe(422);
  });

  it('GET /v1/company/google_comments pages the off-site comments', async () => {
    const data = (await h.call('GET', '/v1/company/google_comments?id=4&per_page=2')).body.data;
    expect(data.items.length).toBeLessThanOrEqual(2);
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.items[0]).toMatchObject({ author_name: expect.any(String), rating: expect.any(Number) });
    expect(data.review_count).toBeGreaterThanOrEqual(data.total);
    expect((await h.call('GET', '/v1/company/google_comments?id=999999')).status).toBe(404);
  });

  it('companies_for_article puts the companies of the article works first', async () => {
    const [article] = await h.db.select().from(articles).where(eq(articles.id, 5));
    const [work] = await h.db.select().from(works).where(eq(works.id, article!.workIds[0]!));
    const items = (await h.call('GET', '/hyperf/companies/companies_for_article?article_id=5&limit=4')).body
      .data.items;
    expect(items).toHaveLength(4);
    expect(items.map((c: { id: number }) => c.id)).toContain(work!.companyId);
    expect((await h.call('GET', '/hyperf/companies/companies_for_article?article_id=999999')).status).toBe(
      404,
    );
  });

  it('clue_matching_companies answers companies serving the region, within budget, style first', async () => {
    const items = (
      await h.call(
        'GET',
        '/hyperf/companies/clue_matching_companies?region_id=1&style_id=12&budget=101-200&limit=10',
      )
    ).body.data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) {
      expect(c.served_regions.map((r: { id: number }) => r.id)).toContain(1);
      expect(c.price_min_wan).toBeLessThanOrEqual(200);
      expect(c.price_max_wan).toBeGreaterThanOrEqual(101);
    }
    const styled = items.filter((c: { styles: { id: number }[] }) => c.styles.some((s) => s.id === 12));
    if (styled.length > 0) expect(items[0].styles.map((s: { id: number }) => s.id)).toContain(12);
    expect((await h.call('GET', '/hyperf/companies/clue_matching_companies?region_id=9')).status).toBe(422);
  });

  it('the company list filters by region served; the ranking is by reputation with ranks', async () => {
    const islands = (await h.call('GET', '/hyperf/companies/list?region_id=26')).body.data;
    expect(islands.total).toBeGreaterThan(0);
    for (const c of islands.items) expect(c.served_regions.map((r: { id: number }) => r.id)).toContain(26);
    const all = (await h.call('GET', '/hyperf/companies/list?per_page=50&page=2')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(60);
    const ranking = (await h.call('GET', '/hyperf/company_rating/ranking?per_page=10&page=2')).body.data;
    expect(ranking.items[0].rank).toBe(11);
    const scores = ranking.items.map((c: { reputation: number }) => c.reputation);
    expect([...scores].sort((a: number, b: number) => b - a)).toEqual(scores);
    expect((await h.call('GET', '/hyperf/company_rating/ranking?sort=cheap')).status).toBe(422);
  });

  it('GET /api/search_company finds companies by name (LIKE wildcards taken literally)', async () => {
    const [company] = await h.db.select().from(companies).where(eq(companies.id, 9));
    const keyword = encodeURIComponent(company!.name.slice(0, 2));
    const items = (await h.call('GET', `/api/search_company?keyword=${keyword}`)).body.data.items;
    expect(items.map((c: { id: number }) => c.id)).toContain(9);
    expect((await h.call('GET', '/api/search_company?keyword=%25')).body.data.items).toEqual([]);
    expect((await h.call('GET', `/api/search_company?keyword=${'字'.repeat(51)}`)).status).toBe(422);
  });
});
