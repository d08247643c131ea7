import { mulberry32, pick, pickWeighted } from '@renovo/api/seeding';
import { generateAddress } from './generate-address.ts';
import { generateLayouts } from './generate-layouts.ts';
import { generateName } from './generate-name.ts';
import { SEED_HOUSING_TYPES } from './housing-types.ts';
import { SEED_REGIONS } from './regions.ts';
import type { SeedCommunity } from './types.ts';

/** Seed used when none is given, so every fresh database gets the same communities. */
export const DEFAULT_COMMUNITY_SEED = 20250701;

/** The seeded residential communities of all 22 regions, ids 1…n in region order; the same seed gives the same list. */
export function generateCommunities(seed: number = DEFAULT_COMMUNITY_SEED): SeedCommunity[] {
  const random = mulberry32(seed);
  // Addresses draw from their own stream, so the names (and the ids tests search for) do not
  // move when the street tables change.
  const addressRandom = mulberry32(seed ^ 0x5eed);
  const communities: SeedCommunity[] = [];
  for (const region of SEED_REGIONS) {
    const taken = new Set<string>();
    for (let i = 0; i < region.communities; i++) {
      const type = pickWeighted(random, SEED_HOUSING_TYPES);
      const district = pick(random, region.districts);
      const name = generateName(random, type.id, taken);
      communities.push({
        id: communities.length + 1,
        region_id: region.id,
        name,
        title: `${name}（${district}）`,
        address: generateAddress(addressRandom, region.id, region.name, district),
        tag: type.tag,
        housingType: type.id,
        housingTypeName: type.name,
        layouts: generateLayouts(random, type.id),
      });
    }
  }
  return communities;
}
