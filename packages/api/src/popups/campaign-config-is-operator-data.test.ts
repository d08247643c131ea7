/**
 * The configs call (docs/spec/quotes.md#calls: config_type[] mid_year_celebration_2507 → show_coupon and the
 * end
 * time in seconds) answers operator data: a production database starts with no campaign at all,
 * and a campaign the operator writes shows its coupon until its end time, then not.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigs } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

const CONFIGS = '/api/configs?config_type[]=mid_year_celebration_2507';
const V2 = { accept: 'application/vnd.renovo.v2+json' };

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
  });
  afterAll(() => h.close());

  it('a production database (reference data only) answers no campaign', async () => {
    const answer = await h.call('GET', CONFIGS, { headers: V2 });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({});
  });

  it("an operator's campaign shows its coupon until its end time, then not", async () => {
    const end = Math.floor(h.clock().getTime() / 1000) + 3600;
    await h.db
      .insert(siteConfigs)
      .values({ key: 'mid_year_celebration_2507', value: { coupon: true, end_time: end } });
    try {
      const live = await h.call('GET', CONFIGS, { headers: V2 });
      expect(live.body.data.mid_year_celebration_2507).toEqual({ show_coupon: true, end_time: end });
      h.clock.advance(3600 * 1000);
      const over = await h.call('GET', CONFIGS, { headers: V2 });
      expect(over.body.data.mid_year_celebration_2507).toEqual({ show_coupon: false, end_time: end });
    } finally {
      await h.db.delete(siteConfigs).where(eq(siteConfigs.key, 'mid_year_celebration_2507'));
    }
  });
});
