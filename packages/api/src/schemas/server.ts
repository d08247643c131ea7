/**
 * Server-side schemas for what `@renovo/core/schemas` does not describe (development routes,
 * health, and answers richer than the shared envelope). Requests of the spec's calls are
 * validated with the shared schemas; these only document and check the server's own shapes.
 */
import { z } from 'zod';

/** GET /hyperf/valuation/v3/result answer: the quote without personal data, priced at each level. */
export const QuoteResultResponseSchema = z.object({
  code: z.number(),
  data: z.object({
    id: z.number(),
    /** The unguessable id the result is read by (the submit's `public_id`). */
    public_id: z.string(),
    variant: z.enum(['basic', 'community']),
    region_id: z.number(),
    region_cn: z.string(),
    size: z.number(),
    size_cn: z.string(),
    house_layout: z.object({
      bedroom: z.number(),
      living_room: z.number(),
      kitchen: z.number(),
      bathroom: z.number(),
      balcony: z.number(),
    }),
    community: z
      .object({ id: z.number().nullable(), name: z.string(), title: z.string(), address: z.string() })
      .nullable(),
    created_at: z.string(),
    levels: z.array(
      z.object({
        decorate_level: z.number(),
        name: z.string(),
        total_amount: z.number(),
        design_and_construction: z.number(),
        furniture_and_appliance: z.number(),
      }),
    ),
  }),
});

/** Answer of collect / uncollect / favour / share (the shared ActionResponse has unknown data). */
export const FavouriteResultSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.object({
    is_collect: z.boolean().optional(),
    collect_count: z.number().optional(),
    is_favor: z.boolean().optional(),
    favor_count: z.number().optional(),
    share_count: z.number().optional(),
  }),
});
