/**
 * docs/spec/platform.md#limits: "Login regions sample works use region ids 0 to 17 (0 means all)". GET
 * /hyperf/works/login_samples answers the region's most viewed works (representative first),
 * every region's for 0 or no region_id, and refuses an id outside 0..17 as a client mistake.
 */
import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

interface Card {
  region: { id: number };
  is_represent_work: 0 | 1;
  view_count: number;
}

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
  });
  afterAll(() => h.close());

  const samples = (query: string) => h.call('GET', `/hyperf/works/login_samples?${query}`);

  it('region 0 means all regions: works of several regions', async () => {
    for (const query of ['region_id=0&limit=50', 'limit=50']) {
      const answer = await samples(query);
      expect(answer.status).toBe(200);
      const items = answer.body.data.items as Card[];
      expect(items).toHaveLength(50);
      expect(new Set(items.map((w) => w.region.id)).size).toBeGreaterThan(1);
    }
  });

  it('a region id from 1 to 17 answers only that region, representative works first, then by views', async () => {
    for (const region of [1, 17]) {
      const answer = await samples(`region_id=${region}&limit=12`);
      expect(answer.status).toBe(200);
      const items = answer.body.data.items as Card[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((w) => w.region.id === region)).toBe(true);
      const order = items.map((w) => [w.is_represent_work, w.view_count] as const);
      const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
      expect(order).toEqual(sorted);
    }
  });

  it('defaults to 6 works', async () => {
    expect((await samples('region_id=17')).body.data.items).toHaveLength(6);
  });

  it('refuses region ids outside 0..17 with 422, never 5xx', async () => {
    for (const bad of ['18', '19', '26', '-1', '1.5', 'taipei']) {
      const answer = await samples(`region_id=${bad}`);
      expect(answer.status, bad).toBe(422);
    }
  });
});
