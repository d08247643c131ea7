/** Seeded residential communities with their floor plans, for the community search of the quote popup. */

export { mulberry32 } from '../../../api/src/lib/prng.ts';
export { DEFAULT_COMMUNITY_SEED, generateCommunities } from './generate-communities.ts';
export { SEED_HOUSING_TYPES, type SeedHousingType } from './housing-types.ts';
export { LAYOUT_PLANS } from './layout-plans.ts';
export { BIG_CITY_IDS, SEED_REGIONS, type SeedRegion } from './regions.ts';
export type { SeedCommunity, SeedLayout } from './types.ts';
