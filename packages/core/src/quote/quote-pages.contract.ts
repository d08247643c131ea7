/**
 * Quote preview (also the cost-estimate list of docs/spec/platform.md#routes-and-overlays), recent records,
 * the popup banner and
 * its drawn pictures, and the result page data (docs/spec/quotes.md#entities, docs/spec/quotes.md#calls).
 */
import { z } from 'zod';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, envelope } from '../contracts/envelope.ts';
import { QUOTE_VARIANTS } from '../leads/lead-facts.ts';
import {
  PreviewBodySchema,
  PreviewQuerySchema,
  QuoteResultQuerySchema,
  RecentRecordsQuerySchema,
} from './quote.schemas.ts';
import {
  bannerMobileRoute,
  bannerPcRoute,
  popupBannerRoute,
  previewForSizeRoute,
  previewRoute,
  quoteResultRoute,
  recentRecordsRoute,
} from './quote-pages.routes.ts';

const count = z.int().nonnegative();
const HouseLayoutAnswerSchema = z.object({
  bedroom: count,
  living_room: count,
  kitchen: count,
  bathroom: count,
  balcony: count,
});

const PreviewItemSchema = z.object({
  name: z.string(),
  number_cn: z.string(),
  unit_price: z.number(),
  /** Whole NT$. */
  amount: z.int(),
  fmt_amount: z.string(),
});
const SectionSchema = z.object({
  name: z.string(),
  tt_amount: z.number(),
  children: z.array(
    z.object({
      name: z.string(),
      tt_amount: z.number(),
      children: z.array(
        z.object({ name: z.string(), tt_amount: z.number(), children: z.array(PreviewItemSchema) }),
      ),
    }),
  ),
});

/** The priced quote. */
const PreviewAnswerSchema = envelope(
  z.object({
    total_amount: z.number(),
    house_layout: HouseLayoutAnswerSchema,
    valuation: z.object({ design_and_construction: SectionSchema, furniture_and_appliance: SectionSchema }),
  }),
);

/** GET /hyperf/valuation/v3/preview. */
export const previewContract = defineContract(previewRoute, {
  id: 'getValuationPreview',
  example: { query: { decorate_level: 2 } },
  tag: 'quote',
  summary: 'Quote preview without a size (default size) — also the cost-estimate detail list',
  query: PreviewQuerySchema,
  response: PreviewAnswerSchema,
});

/** POST /hyperf/valuation/v3/preview. */
export const previewForSizeContract = defineContract(previewForSizeRoute, {
  id: 'postValuationPreview',
  example: { body: { decorate_level: 1, size: 30 } },
  tag: 'quote',
  summary: 'Quote preview for a size (body; query values are accepted too)',
  body: PreviewBodySchema,
  response: PreviewAnswerSchema,
});

/** GET /hyperf/valuation/v3/recent_records. */
export const recentRecordsContract = defineContract(recentRecordsRoute, {
  id: 'getValuationRecentRecords',
  example: { query: { per_page: 10 } },
  tag: 'quote',
  summary:
    "Recent quote records (anonymous: time, region, size) and the count of submissions today by other devices (the asking X-Uuid's own are not counted)",
  query: RecentRecordsQuerySchema,
  response: envelope(
    z.object({
      records: z
        .array(z.object({ created_at: z.string(), region_cn: z.string(), size_cn: z.string() }))
        .max(100),
      count,
    }),
  ),
});

/** GET /hyperf/valuation/v3/banner. */
export const popupBannerContract = defineContract(popupBannerRoute, {
  id: 'getValuationBanner',
  tag: 'quote',
  summary:
    'Popup banner images (pc, mobile): absolute URLs of pictures this server serves ("" for none), and the link the banner opens ("" for none)',
  response: envelope(z.object({ pc: z.string(), mobile: z.string(), link: z.string() })),
});

/** GET /images/valuation/banner-pc.svg. */
export const bannerPcContract = defineContract(bannerPcRoute, {
  id: 'getBannerPcSvg',
  tag: 'quote',
  summary: 'The desktop popup banner (SVG drawn by the server, cached for a year)',
  contentType: 'image/svg+xml',
  response: z.string(),
});

/** GET /images/valuation/banner-mobile.svg. */
export const bannerMobileContract = defineContract(bannerMobileRoute, {
  id: 'getBannerMobileSvg',
  tag: 'quote',
  summary: 'The mobile popup banner (SVG drawn by the server, cached for a year)',
  contentType: 'image/svg+xml',
  response: z.string(),
});

/** GET /hyperf/valuation/v3/result. */
export const quoteResultContract = defineContract(quoteResultRoute, {
  id: 'getValuationResult',
  tag: 'quote',
  summary:
    'Result page data of a submitted quote, read by its public_id (no personal data): region, size, layout, totals per level. A signed public_id (a repeat from another client, nothing stored) is answered from the inputs it carries',
  query: QuoteResultQuerySchema,
  response: envelope(
    z.object({
      id: DbIdSchema,
      public_id: z.string(),
      variant: z.enum(QUOTE_VARIANTS),
      region_id: DbIdSchema,
      region_cn: z.string(),
      size: z.number().positive(),
      size_cn: z.string(),
      house_layout: HouseLayoutAnswerSchema,
      community: z
        .object({ id: DbIdSchema.nullable(), name: z.string(), title: z.string(), address: z.string() })
        .nullable(),
      created_at: z.string(),
      levels: z
        .array(
          z.object({
            decorate_level: z.literal([1, 2, 3]),
            name: z.string(),
            total_amount: z.number(),
            design_and_construction: z.number(),
            furniture_and_appliance: z.number(),
          }),
        )
        .length(3),
      /** The submit's data.decoration_robot_messages again (the result page's chat entry shows them). */
      decoration_robot_messages: z.array(z.string()).min(1),
    }),
  ),
  errors: [404],
});

/** The quote page contracts. */
export const QUOTE_PAGES_CONTRACTS = [
  previewContract,
  previewForSizeContract,
  recentRecordsContract,
  popupBannerContract,
  bannerPcContract,
  bannerMobileContract,
  quoteResultContract,
] as const;
