/**
 * Numbers an owner can trust: one lead has one price everywhere. The result page's
 * level cards (GET result → levels) and the itemised breakdown under them (POST preview with the
 * result's size and house_layout, as `<renovo-quote-preview record-id>` asks it) price the same
 * home; so does the community popup's preview, which sends the chosen layout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  /** A community layout as the community form stores it (kitchen and balcony 0, spec §3). */
  const communityLayout = { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 0, balcony: 0 };
  const form = { region_id: 1, accepted: 1, notice_version: '2026-11' };

  async function resultOf(body: Record<string, unknown>) {
    const created = await h.call('POST', '/hyperf/valuation/v3/submit', { body: { ...form, ...body } });
    expect(created.status).toBe(200);
    const answer = await h.call('GET', `/hyperf/valuation/v3/result?id=${created.body.data.public_id}`);
    expect(answer.status).toBe(200);
    return answer.body.data as {
      size: number;
      house_layout: Record<string, number>;
      levels: {
        decorate_level: 1 | 2 | 3;
        total_amount: number;
        design_and_construction: number;
        furniture_and_appliance: number;
      }[];
    };
  }

  async function preview(body: Record<string, unknown>) {
    const answer = await h.call('POST', '/hyperf/valuation/v3/preview', { body: { kind: 1, ...body } });
    expect(answer.status).toBe(200);
    return answer.body.data as {
      total_amount: number;
      house_layout: Record<string, number>;
      valuation: Record<'design_and_construction' | 'furniture_and_appliance', { tt_amount: number }>;
    };
  }

  it('a community quote: the result cards and the breakdown of the stored layout are the same numbers', async () => {
    const result = await resultOf({
      size: 38,
      mobile: '0912017001',
      community: { id: 1, name: '測試社區', title: '測試社區', address: '臺北市信義區松仁路 1 號' },
      house_layout: communityLayout,
    });
    expect(result.house_layout).toEqual(communityLayout);
    for (const level of result.levels) {
      const breakdown = await preview({
        decorate_level: level.decorate_level,
        size: result.size,
        house_layout: result.house_layout,
      });
      expect(breakdown.house_layout).toEqual(communityLayout);
      expect(breakdown.total_amount).toBe(level.total_amount);
      expect(breakdown.valuation.design_and_construction.tt_amount).toBe(level.design_and_construction);
      expect(breakdown.valuation.furniture_and_appliance.tt_amount).toBe(level.furniture_and_appliance);
    }
    // The size alone prices another home (the typical 3房2廳2衛 with a kitchen and a balcony):
    // without the layout the preview would disagree, which is the bug this guards.
    const bySizeOnly = await preview({ decorate_level: 1, size: result.size });
    expect(bySizeOnly.total_amount).not.toBe(result.levels[0]!.total_amount);
  });

  it('a basic quote (no layout): the result prices the layout it answers, and the preview of it agrees', async () => {
    const result = await resultOf({ size: 30, mobile: '0912017002' });
    for (const level of result.levels) {
      const withLayout = await preview({
        decorate_level: level.decorate_level,
        size: result.size,
        house_layout: result.house_layout,
      });
      const bySize = await preview({ decorate_level: level.decorate_level, size: result.size });
      expect(withLayout.total_amount).toBe(level.total_amount);
      expect(bySize.total_amount).toBe(level.total_amount);
    }
  });

  it('a layout the preview cannot price is a 422, never a 5xx', async () => {
    for (const house_layout of [
      { ...communityLayout, bathroom: 21 },
      { ...communityLayout, bathroom: -1 },
      { ...communityLayout, garage: 1 },
      { bedroom: 1 },
    ]) {
      const answer = await h.call('POST', '/hyperf/valuation/v3/preview', {
        body: { decorate_level: 1, size: 30, house_layout },
      });
      expect(answer.status, JSON.stringify(house_layout)).toBe(422);
    }
  });
});
