/**
 * Counters that contradict each other: "今日已有 N 位屋主" is social proof of other
 * owners — the asking device's own quotes (its X-Uuid) are not in today's count; another
 * device's count includes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const visitor = { 'x-uuid': '0b7f2c4e-7d1a-4c55-9a51-5d8c1f1e0a01' };
  const other = { 'x-uuid': '7a1d9e20-3b4c-4f6a-8e2d-0c9b8a7f6e02' };

  async function todayCount(headers: Record<string, string> = {}): Promise<number> {
    const answer = await h.call('GET', '/hyperf/valuation/v3/recent_records?per_page=1', { headers });
    expect(answer.status).toBe(200);
    return answer.body.data.count;
  }

  it("the visitor's own quote is not counted for them, and is for everyone else", async () => {
    const before = {
      visitor: await todayCount(visitor),
      other: await todayCount(other),
      none: await todayCount(),
    };
    const filed = await h.call('POST', '/hyperf/valuation/v3/submit', {
      body: { region_id: 1, size: 30, mobile: '0912017201', accepted: 1, notice_version: '2026-11' },
      headers: visitor,
    });
    expect(filed.status).toBe(200);
    expect(await todayCount(visitor)).toBe(before.visitor);
    expect(await todayCount(other)).toBe(before.other + 1);
    expect(await todayCount()).toBe(before.none + 1);
  });
});
