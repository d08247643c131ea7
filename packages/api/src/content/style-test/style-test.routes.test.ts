import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { countStyles, topStyles } from './style-result.ts';

describe('style-test result (unit)', () => {
  it('the most chosen style wins; ties keep every tied style, in the order first picked', () => {
    // Images 1–3 are style 1, 4–6 style 10, 7–9 style 12, 25–27 style 7.
    expect(topStyles(countStyles([7, 8, 1]))).toEqual([12]);
    expect(topStyles(countStyles([4, 1, 5, 2]))).toEqual([10, 1]);
    expect(countStyles([1, 2, 3, 9])).toEqual([
      { style_id: 1, count: 3 },
      { style_id: 12, count: 1 },
    ]);
  });
});

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
  });
  afterAll(() => h.close());

  const device = (uuid: string) => ({ 'x-uuid': uuid });

  it('GET /hyperf/style/style_images answers 30 images with style ids', async () => {
    const data = (await h.call('GET', '/hyperf/style/style_images')).body.data;
    expect(data.images).toHaveLength(30);
    expect(new Set(data.images.map((i: { style_id: number }) => i.style_id)).size).toBe(10);
    expect(data.images[0]).toMatchObject({
      id: 1,
      style_id: expect.any(Number),
      url: expect.stringContaining('/media/'),
    });
    expect(data.picks).toMatchObject({ min: 3, max: 10 });
  });

  it('submit computes the result from the choices; test_result reads it back by id or by device', async () => {
    const submitted = await h.call('POST', '/hyperf/style/submit_test', {
      body: { image_ids: [25, 26, 27, 1, 7] },
      headers: device('style-1'),
    });
    expect(submitted.status).toBe(200);
    const result = submitted.body.data;
    expect(result.style_ids).toEqual([7]);
    expect(result.main_style).toMatchObject({ id: 7, name: '新古典', description: expect.any(String) });
    expect(result.styles[0]).toEqual({ style_id: 7, name: '新古典', count: 3, percent: 60 });
    expect(result.works.every((w: { style: { id: number } }) => w.style.id === 7)).toBe(true);
    const byId = await h.call('GET', `/hyperf/style/test_result?id=${result.id}`);
    expect(byId.body.data.style_ids).toEqual([7]);
    const latest = await h.call('GET', '/hyperf/style/test_result', { headers: device('style-1') });
    expect(latest.body.data.id).toBe(result.id);
    const nobody = await h.call('GET', '/hyperf/style/test_result', { headers: device('style-none') });
    expect(nobody.status).toBe(404);
    expect((await h.call('GET', '/hyperf/style/test_result?id=999999')).status).toBe(404);
    expect((await h.call('GET', '/hyperf/style/test_result?id=x')).status).toBe(422);
  });

  it('bad picks are 422', async () => {
    for (const image_ids of [[1, 2], [1, 1, 2], [1, 2, 99], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const answer = await h.call('POST', '/hyperf/style/submit_test', { body: { image_ids } });
      expect(answer.status, JSON.stringify(image_ids)).toBe(422);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('user_clue_stats counts tests and the clues left after one', async () => {
    await h.call('POST', '/hyperf/style/submit_test', {
      body: { image_ids: [1, 2, 3] },
      headers: device('style-2'),
    });
    const before = (await h.call('GET', '/hyperf/style/user_clue_stats', { headers: device('style-2') })).body
      .data;
    expect(before.tested_count).toBeGreaterThanOrEqual(2);
    expect(before.has_clue).toBe(false);
    await h.call('POST', '/hyperf/clues/consult', {
      body: { mobile: '0912000111', accepted: 1, notice_version: '2026-11', type: 'style_test_a' },
      headers: device('style-2'),
    });
    const after = (await h.call('GET', '/hyperf/style/user_clue_stats', { headers: device('style-2') })).body
      .data;
    expect(after.clue_count).toBe(before.clue_count + 1);
    expect(after.has_clue).toBe(true);
  });
});
