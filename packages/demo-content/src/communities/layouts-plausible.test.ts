import { describe, expect, it } from 'vitest';
import { generateCommunities } from './generate-communities.ts';
import { LAYOUT_PLANS } from './layout-plans.ts';

const seeds = [undefined, 5, 2024];

describe('layouts: 1–4 each, exactly one is_check, plausible areas', () => {
  for (const seed of seeds) {
    it(`holds for seed ${seed ?? 'default'}`, () => {
      for (const community of generateCommunities(seed)) {
        const { layouts } = community;
        expect(layouts.length).toBeGreaterThanOrEqual(1);
        expect(layouts.length).toBeLessThanOrEqual(4);
        expect(layouts.filter((l) => l.is_check === 1)).toHaveLength(1);
        expect(layouts[0]?.is_check).toBe(1);
        expect(new Set(layouts.map((l) => l.room)).size).toBe(layouts.length);
        for (const layout of layouts) {
          expect([0, 1]).toContain(layout.is_check);
          const plan = LAYOUT_PLANS.find((p) => p.room === layout.room);
          expect(plan, community.name).toBeDefined();
          expect(plan?.halls).toContain(layout.hall);
          expect(plan?.baths).toContain(layout.bath);
          expect(layout.bath).toBeLessThanOrEqual(layout.room);
          const areas = layout.area_list.map((a) => a.building_area);
          expect(areas.length).toBeGreaterThanOrEqual(1);
          expect(areas.length).toBeLessThanOrEqual(3);
          expect([...areas].sort((a, b) => a - b)).toEqual(areas);
          expect(new Set(areas).size).toBe(areas.length);
          for (const area of areas) {
            expect(Math.round(area * 100) / 100).toBe(area);
            expect(area).toBeGreaterThanOrEqual(plan!.minArea);
            expect(area).toBeLessThanOrEqual(plan!.maxArea);
            expect(area).toBeLessThanOrEqual(999);
          }
        }
        const rest = layouts.slice(1).map((l) => l.room);
        expect([...rest].sort((a, b) => a - b)).toEqual(rest);
      }
    });
  }

  it('gives bigger plans more area: each room count starts above the one before', () => {
    for (let i = 1; i < LAYOUT_PLANS.length; i++) {
      expect(LAYOUT_PLANS[i]!.minArea).toBeGreaterThan(LAYOUT_PLANS[i - 1]!.minArea);
      expect(LAYOUT_PLANS[i]!.maxArea).toBeGreaterThan(LAYOUT_PLANS[i - 1]!.maxArea);
    }
  });

  it('gives old walk-ups (housing type 3) only 2–4 rooms', () => {
    for (const c of generateCommunities().filter((x) => x.housingType === 3)) {
      for (const l of c.layouts) expect([2, 3, 4]).toContain(l.room);
    }
  });
});
