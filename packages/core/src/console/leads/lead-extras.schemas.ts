/**
 * What a lead records beyond the inbox's index row (docs/spec/console.md#lead-inbox): the home
 * (size in ping, layout, community) of a quote, and every UTM value it was filed with. The drawer
 * shows them and the CSV export writes them, read from `quotes` and `clues` by the same service.
 */
import { z } from 'zod';

/** A quote's layout: rooms by kind. */
export const LeadLayoutSchema = z.object({
  bedroom: z.int(),
  living_room: z.int(),
  bathroom: z.int(),
  kitchen: z.int(),
  balcony: z.int(),
});
export type LeadLayout = z.infer<typeof LeadLayoutSchema>;

/** The UTM values a lead stores (a value it did not get is null). */
export const LeadUtmSchema = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  content: z.string().nullable(),
});
export type LeadUtm = z.infer<typeof LeadUtmSchema>;

/** A lead's extras: null where the lead did not record one (a clue has no home). */
export const LeadExtrasSchema = z.object({
  /** The home's size in ping. */
  size: z.number().nullable(),
  layout: LeadLayoutSchema.nullable(),
  community_id: z.int().nullable(),
  /** The community's name as the form sent it. */
  community_name: z.string().nullable(),
  utm: LeadUtmSchema,
});
export type LeadExtras = z.infer<typeof LeadExtrasSchema>;
