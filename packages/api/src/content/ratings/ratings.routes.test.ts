import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema-content.ts';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let member: string;
  let other: string;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
    member = await h.login('0966000021');
    other = await h.login('0966000022');
  });
  afterAll(() => h.close());

  const scores = { design: 5, construction: 4, service: 5, budget: 4, schedule: 5 };

  it('GET /api/rating_config and step_two_label answer the dimensions and the labels of a score', async () => {
    const config = (await h.call('GET', '/api/rating_config')).body.data;
    expect(config.dimensions.map((d: { key: string }) => d.key)).toEqual([
      'design',
      'construction',
      'service',
      'budget',
      'schedule',
    ]);
    const good = (await h.call('GET', '/api/ratings/step_two_label?score=5')).body.data;
    expect(good).toMatchObject({ tone: 'positive', labels: expect.arrayContaining(['溝通順暢']) });
    const bad = (await h.call('GET', '/api/ratings/step_two_label?score=1')).body.data;
    expect(bad.tone).toBe('negative');
    expect((await h.call('GET', '/api/ratings/step_two_label?score=6')).status).toBe(422);
  });

  it('two-step rating: a draft only its author sees, then pending moderation, still only its author sees', async () => {
    const [before] = await h.db.select().from(companies).where(eq(companies.id, 12));
    expect(
      (await h.call('POST', '/api/ratings/submit_step_one', { body: { company_id: 12, scores } })).status,
    ).toBe(401);
    const one = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: 12, scores, region_id: 1, housing_type: 6, budget_wan: 120, area_ping: 30 },
      token: member,
    });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      status: 'draft',
      score: 5,
      labels: expect.arrayContaining(['施工細緻']),
    });
    const id = one.body.data.id;
    expect((await h.call('GET', `/api/ratings/${id}`)).status).toBe(404);
    expect((await h.call('GET', `/api/ratings/${id}`, { token: member })).body.data.status).toBe('draft');

    // Someone else cannot complete it; a label of the wrong tone is refused.
    const stranger = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id, labels: ['溝通順暢'], content: '設計師很用心，推薦給大家。' },
      token: other,
    });
    expect(stranger.status).toBe(404);
    const wrongLabel = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id, labels: ['溝通不良'], content: '設計師很用心，推薦給大家。' },
      token: member,
    });
    expect(wrongLabel.status).toBe(422);
    const short = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id, labels: ['溝通順暢'], content: '很好' },
      token: member,
    });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('評價內容須為 10 到 1000 個字');

    const two = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id, labels: ['溝通順暢', '施工細緻'], content: '設計師很用心，工班也很細心，推薦給大家。' },
      token: member,
    });
    expect(two.status).toBe(200);
    expect(two.body.data).toMatchObject({
      id,
      status: 'pending',
      labels: ['溝通順暢', '施工細緻'],
      score: 5,
      published_at: null,
    });
    expect((await h.call('GET', `/api/ratings/${id}`)).status).toBe(404);
    const own = (await h.call('GET', `/api/ratings/${id}`, { token: member })).body.data;
    expect(own).toMatchObject({ status: 'pending', reviewer_name: expect.stringMatching(/^會員/) });
    const [after] = await h.db.select().from(companies).where(eq(companies.id, 12));
    expect(after!.ratingCount).toBe(before!.ratingCount);

    // Pending: no second completion, no second rating of the same company.
    const again = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id, labels: ['溝通順暢'], content: '再評一次的內容，十個字以上。' },
      token: member,
    });
    expect(again.status).toBe(409);
    const twice = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: 12, scores },
      token: member,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('您已評價過這家設計公司');

    const listed = (await h.call('GET', '/hyperf/company_rating/list?company_id=12&per_page=50')).body.data;
    expect(listed.items.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('step one refuses bad scores, unknown companies and works of another company', async () => {
    const bad = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: 13, scores: { ...scores, design: 6 } },
      token: member,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('請為每一項評分（1 到 5 分）');
    const missing = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: 999999, scores },
      token: member,
    });
    expect(missing.status).toBe(404);
    const extra = await h.call('POST', '/api/ratings/submit_step_one', {
      body: { company_id: 13, scores, admin: true },
      token: member,
    });
    expect(extra.status).toBe(422);
  });

  it('on-site review: one score, then labels and text', async () => {
    const one = await h.call('POST', '/api/rating/insite_step_one', {
      body: { company_id: 20, score: 2 },
      token: other,
    });
    expect(one.body.data).toMatchObject({ status: 'draft', labels: expect.arrayContaining(['溝通不良']) });
    // A draft of the other flow is not completed here.
    const wrongFlow = await h.call('POST', '/api/ratings/submit_step_two', {
      body: { id: one.body.data.id, labels: ['溝通不良'], content: '回覆很慢，等了很久才處理。' },
      token: other,
    });
    expect(wrongFlow.status).toBe(404);
    const two = await h.call('POST', '/api/rating/insite_step_two', {
      body: { id: one.body.data.id, labels: ['溝通不良'], content: '回覆很慢，等了很久才處理。' },
      token: other,
    });
    expect(two.body.data).toMatchObject({ kind: 'insite', status: 'pending', score: 2 });
  });

  it('the rating list filters and sorts; configs answer its filters', async () => {
    const low = (await h.call('GET', '/hyperf/company_rating/list?sort=score_low&per_page=10')).body.data;
    const lowScores = low.items.map((r: { score: number }) => r.score);
    expect([...lowScores].sort()).toEqual(lowScores);
    const fives = (await h.call('GET', '/hyperf/company_rating/list?score=5')).body.data;
    expect(fives.items.every((r: { score: number }) => r.score === 5)).toBe(true);
    expect(fives.total).toBeGreaterThan(100);
    expect((await h.call('GET', '/hyperf/company_rating/list?score=6')).status).toBe(422);
    const configs = (await h.call('GET', '/hyperf/company_rating/configs')).body.data;
    expect(configs.regions).toHaveLength(22);
    expect(configs.sorts.map((s: { value: string }) => s.value)).toEqual([
      'newest',
      'score_high',
      'score_low',
    ]);
    expect((await h.call('GET', '/api/ratings/999999')).status).toBe(404);
    expect((await h.call('GET', '/api/ratings/abc')).status).toBe(422);
  });
});
