/** Seeded residential communities with their floor plans, for the community search of the quote popup. */

export { generateCommunities } from './generate-communities.ts';
