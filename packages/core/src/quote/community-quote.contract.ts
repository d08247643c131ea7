/** The community quote (docs/spec/quotes.md#entities, docs/spec/quotes.md#calls): community search in a region and a community's layouts. */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { communitiesRoute, communityLayoutsRoute } from './community-quote.routes.ts';
import { CommunityLayoutQuerySchema, CommunitySearchQuerySchema } from './quote.schemas.ts';

/** GET /hyperf/valuation/communities. */
export const communitiesContract = defineContract(communitiesRoute, {
  id: 'getValuationCommunities',
  example: { query: { regionId: 1, keyword: '信義' } },
  tag: 'quote',
  summary: 'Community search in a region (keyword 1–20 characters), at most 20 results',
  query: CommunitySearchQuerySchema,
  response: envelope(
    z
      .array(
        z.object({
          id: DbIdSchema,
          tag: z.string(),
          title: z.string(),
          address: z.string(),
          housingType: z.int(),
          housingTypeName: z.string(),
          name: z.string(),
        }),
      )
      .max(20),
  ),
});

/** GET /hyperf/valuation/community_layouts. */
export const communityLayoutsContract = defineContract(communityLayoutsRoute, {
  id: 'getValuationCommunityLayouts',
  example: { query: { community_id: 1 } },
  tag: 'quote',
  summary: 'Layouts of a community (room, hall, bath, is_check, area_list); community_id within int4',
  query: CommunityLayoutQuerySchema,
  response: envelope(
    z.array(
      z.object({
        room: z.int().nonnegative(),
        hall: z.int().nonnegative(),
        bath: z.int().nonnegative(),
        is_check: z.boolean(),
        area_list: z.array(z.object({ building_area: z.number() })),
      }),
    ),
  ),
  errors: [404],
});

/** The community-quote contracts. */
export const COMMUNITY_QUOTE_CONTRACTS = [communitiesContract, communityLayoutsContract] as const;
