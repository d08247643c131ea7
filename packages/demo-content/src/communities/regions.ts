/**
 * The 22 regions of the spec (docs/spec/quotes.md#entities) with the district names (from
 * '@renovo/core/data') whose
 * real streets the demo content knows, and
 * how many communities each gets: the six special municipalities get the most.
 */
import { CITIES } from '@renovo/core/data';
import { DISTRICT_STREETS } from './district-streets.ts';

/** A region with the districts its communities are placed in and how many communities it gets. */
export interface SeedRegion {
  id: number;
  name: string;
  districts: readonly string[];
  communities: number;
}

/** Ids of the six special municipalities (臺北、新北、桃園、臺中、臺南、高雄), which get more communities. */
export const BIG_CITY_IDS: readonly number[] = [1, 3, 6, 8, 15, 17];

/** Communities seeded per region id; regions not listed get {@link DEFAULT_COMMUNITIES}. */
const COMMUNITIES_PER_REGION: Readonly<Record<number, number>> = {
  1: 40,
  2: 12,
  3: 48,
  4: 16,
  5: 14,
  6: 36,
  7: 10,
  8: 40,
  10: 12,
  12: 10,
  15: 30,
  17: 36,
  19: 10,
  21: 12,
  23: 10,
};
const DEFAULT_COMMUNITIES = 8;

/** Every region with the districts that have a street table (district-streets.ts) and its community count. */
export const SEED_REGIONS: readonly SeedRegion[] = CITIES.map((city) => ({
  id: city.id,
  name: city.name,
  districts: city.districts
    .map((district) => district.name)
    .filter((name) => DISTRICT_STREETS[city.id]?.[name]),
  communities: COMMUNITIES_PER_REGION[city.id] ?? DEFAULT_COMMUNITIES,
}));
