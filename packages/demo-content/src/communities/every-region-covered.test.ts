import { describe, expect, it } from 'vitest';
import { generateCommunities } from './generate-communities.ts';
import { BIG_CITY_IDS, SEED_REGIONS } from './regions.ts';

const REGION_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 17, 19, 21, 22, 23, 24, 25, 26];
const communities = generateCommunities();

describe('every region is covered', () => {
  it('knows exactly the 22 region ids of the spec', () => {
    expect(SEED_REGIONS.map((r) => r.id)).toEqual(REGION_IDS);
  });

  it('gives each region the planned count: at least 8, at least 30 in the six big cities', () => {
    for (const region of SEED_REGIONS) {
      const count = communities.filter((c) => c.region_id === region.id).length;
      expect(count, region.name).toBe(region.communities);
      expect(count, region.name).toBeGreaterThanOrEqual(BIG_CITY_IDS.includes(region.id) ? 30 : 8);
    }
    const smallest = Math.min(
      ...SEED_REGIONS.filter((r) => !BIG_CITY_IDS.includes(r.id)).map((r) => r.communities),
    );
    const bigSmallest = Math.min(
      ...SEED_REGIONS.filter((r) => BIG_CITY_IDS.includes(r.id)).map((r) => r.communities),
    );
    expect(bigSmallest).toBeGreaterThan(smallest);
    expect(communities.length).toBe(SEED_REGIONS.reduce((sum, r) => sum + r.communities, 0));
  });

  it('addresses start with the region name and one of its districts, and end with a number', () => {
    for (const community of communities) {
      const region = SEED_REGIONS.find((r) => r.id === community.region_id)!;
      expect(community.address.startsWith(region.name)).toBe(true);
      const rest = community.address.slice(region.name.length);
      expect(
        region.districts.some((d) => rest.startsWith(d)),
        community.address,
      ).toBe(true);
      expect(community.address).toMatch(/(?:[路街道](?:[一二三四五六七]段)?(?:\d+巷)?|村)\d+號$/);
    }
  });

  it('matches the regions and districts of @renovo/core/data (skipped while it does not resolve)', async (ctx) => {
    // A variable specifier keeps tsc from following it: core's district table needs a
    // declaration file that only core's own build sees (see regions.ts).
    const specifier = '@renovo/core/data';
    const core = (await import(/* @vite-ignore */ specifier).catch(() => null)) as {
      REGIONS?: readonly { id: number; name: string }[];
      districtsOf?: (cityId: number) => readonly { name: string }[];
    } | null;
    if (core?.REGIONS === undefined || core.districtsOf === undefined) ctx.skip();
    const { REGIONS, districtsOf } = core as Required<NonNullable<typeof core>>;
    expect(SEED_REGIONS.map((r) => [r.id, r.name])).toEqual(REGIONS.map((r) => [r.id, r.name]));
    for (const region of SEED_REGIONS) {
      const real = new Set(districtsOf(region.id).map((d) => d.name));
      for (const district of region.districts)
        expect(real.has(district), `${region.name}${district}`).toBe(true);
    }
  });
});
