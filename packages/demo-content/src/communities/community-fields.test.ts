import { describe, expect, it } from 'vitest';
import { generateCommunities } from './generate-communities.ts';
import { SEED_HOUSING_TYPES } from './housing-types.ts';

const seeds = [undefined, 1, 99, 123456];

describe('community fields: unique ids, unique names per region, matching housing type and tag', () => {
  for (const seed of seeds) {
    it(`holds for seed ${seed ?? 'default'}`, () => {
      const communities = generateCommunities(seed);
      expect(new Set(communities.map((c) => c.id)).size).toBe(communities.length);
      expect(communities.map((c) => c.id)).toEqual(communities.map((_, i) => i + 1));
      const byRegion = new Map<number, Set<string>>();
      for (const c of communities) {
        const names = byRegion.get(c.region_id) ?? new Set<string>();
        expect(names.has(c.name), `${c.region_id} ${c.name}`).toBe(false);
        names.add(c.name);
        byRegion.set(c.region_id, names);
        expect(c.name).toMatch(/^[\u4e00-\u9fff]{3,10}$/);
        expect(c.title.startsWith(c.name)).toBe(true);
        const type = SEED_HOUSING_TYPES.find((t) => t.id === c.housingType);
        expect(type, c.name).toBeDefined();
        expect(c.housingTypeName).toBe(type?.name);
        expect(c.tag).toBe(type?.tag);
      }
    });
  }

  it('uses the spec ids 1 new, 6 used, 5 pre-sale, 3 old renovation, and all four appear', () => {
    expect(SEED_HOUSING_TYPES.map((t) => [t.id, t.name])).toEqual([
      [1, '新成屋'],
      [6, '中古屋'],
      [5, '預售屋'],
      [3, '老屋翻新'],
    ]);
    const seen = new Set(generateCommunities().map((c) => c.housingType));
    expect([...seen].sort()).toEqual([1, 3, 5, 6]);
  });
});
