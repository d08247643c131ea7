/**
 * Demo content internally consistent: every demo community's address is in the
 * district its title names, on one of that district's own streets (district-streets.ts); so is
 * every demo company's. 康舍綠園（信義區）at 仁愛路二段 could not be generated again.
 */
import { describe, expect, it } from 'vitest';
import { generateContent } from '../content/generate-content.ts';
import { DISTRICT_STREETS, streetsOf } from './district-streets.ts';
import { generateCommunities } from './generate-communities.ts';
import { SEED_REGIONS } from './regions.ts';

/** The district and street of an address of `regionName`, read back from its text. */
function parts(address: string, regionId: number, regionName: string) {
  expect(address.startsWith(regionName), address).toBe(true);
  const rest = address.slice(regionName.length);
  const district = Object.keys(DISTRICT_STREETS[regionId] ?? {}).find((d) => rest.startsWith(d)) ?? '';
  const after = rest.slice(district.length);
  // The street is followed by a lane (N巷) or the number (N號).
  const street = /^(.+?)(?:\d+巷)?\d+號/.exec(after)?.[1] ?? '';
  return { district, street };
}

describe('demo addresses lie in their district', () => {
  for (const seed of [undefined, 1, 99]) {
    it(`every community (seed ${seed ?? 'default'}) is on a street of the district in its title`, () => {
      for (const community of generateCommunities(seed)) {
        const region = SEED_REGIONS.find((r) => r.id === community.region_id)!;
        const { district, street } = parts(community.address, region.id, region.name);
        expect(community.title, community.address).toBe(`${community.name}（${district}）`);
        expect(streetsOf(region.id, district), `${community.title} ${community.address}`).toContain(street);
      }
    });
  }

  it('every company is on a street of its district', () => {
    for (const company of generateContent().companies) {
      const region = SEED_REGIONS.find((r) => r.id === company.regionId)!;
      const { district, street } = parts(company.address, region.id, region.name);
      expect(streetsOf(region.id, district), company.address).toContain(street);
    }
  });

  it('the example of the issue cannot come back: 信義區 has no 仁愛路二段, 大同區 no 信義路二段', () => {
    expect(streetsOf(1, '信義區')).not.toContain('仁愛路二段');
    expect(streetsOf(1, '大同區')).not.toContain('信義路二段');
  });

  it('every region keeps districts to place homes in, and a district with no table gets no homes', () => {
    for (const region of SEED_REGIONS) {
      expect(region.districts.length, region.name).toBeGreaterThan(0);
      for (const district of region.districts)
        expect(streetsOf(region.id, district).length, district).toBeGreaterThan(0);
    }
    expect(() => streetsOf(1, '不存在區')).not.toThrow();
    expect(streetsOf(1, '不存在區')).toEqual([]);
  });
});
