/**
 * Quote flows (docs/spec/quotes.md#entities, docs/spec/quotes.md#calls): the evaluation form, community
 * search and layouts, the quote
 * preview (also the cost-estimate list of docs/spec/platform.md#routes-and-overlays) and the recent quote
 * records.
 */
import * as z from 'zod/mini';
import { RegionIdSchema } from '../fields/schemas.ts';
import { HouseSizeSchema } from '../fields/size.ts';
import { inputMessages } from '../messages/input.ts';
import { basicQuoteMessages } from '../messages/zh-TW.ts';
import {
  envelopeOf,
  hasUnsafeChars,
  IdSchema,
  QueryIdSchema,
  queryInt,
  ShortTextSchema,
} from '../schemas/common.ts';

const roomCount = z.int().check(z.minimum(0), z.maximum(20));

const houseLayoutShape = {
  bedroom: roomCount,
  living_room: roomCount,
  bathroom: roomCount,
  kitchen: roomCount,
  balcony: roomCount,
};

/** Layout counts sent with a quote (the community form sends kitchen and balcony as 0). */
export const HouseLayoutSchema = z.strictObject(houseLayoutShape);
export type HouseLayout = z.infer<typeof HouseLayoutSchema>;

/** One community returned by the community search. */
export const CommunitySearchItemSchema = z.object({
  id: IdSchema,
  tag: z.string(),
  title: z.string(),
  address: z.string(),
  housingType: z.int(),
  housingTypeName: z.string(),
  name: z.string(),
});
export type CommunitySearchItem = z.infer<typeof CommunitySearchItemSchema>;

/** Data of a successful evaluation submit. */
export const EvaluationResultSchema = z.object({
  id: IdSchema,
  /**
   * The unguessable id of the result page (not in the spec: result pages were read by the
   * sequential `id`; docs/spec-deviations.md). The redirect after a submit uses it.
   */
  public_id: z.optional(z.string()),
  decoration_robot_messages: z.array(z.string()),
  house_region: z.optional(z.string()),
  acreage_name: z.optional(z.string()),
});
export type EvaluationResult = z.infer<typeof EvaluationResultSchema>;

/**
 * A stored quote's public id: 312 random bits in base64url (52 characters), the length of a
 * sealed result id, so an answer never tells which it is; or, made before that, 128 random bits
 * (22 characters) or a migrated row's 32 hex digits.
 */
export const STORED_RESULT_ID = /^(?:[A-Za-z0-9_-]{22}|[A-Za-z0-9_-]{52}|[0-9a-f]{32})$/;
/**
 * A sealed result id (52 base64url characters, no stored quote): the answer to a repeat from
 * another client, which stores nothing; it carries that client's own inputs, encrypted and
 * signed under the server's secret, and its result page is computed from them. It looks like a
 * stored quote's public id: random to anyone without the secret.
 */
export const SIGNED_RESULT_ID = /^[A-Za-z0-9_-]{52}$/;

/** Is `id` a result page's id: a stored quote's public id or a sealed result id? */
export function isResultId(id: string): boolean {
  return STORED_RESULT_ID.test(id) || SIGNED_RESULT_ID.test(id);
}

/** Query of the result page data: `id` is the submit's `public_id` (a sequential id is a 404). */
export const QuoteResultQuerySchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
});
export type QuoteResultQuery = z.infer<typeof QuoteResultQuerySchema>;

/** Envelope of postEvaluationForm; code 0 means failure (network errors included). */
export const EvaluationResponseSchema = envelopeOf(z.nullable(EvaluationResultSchema));
export type EvaluationResponse = z.infer<typeof EvaluationResponseSchema>;

/** Community search query: a region and a non-empty keyword of at most 20 characters. */
export const CommunitySearchQuerySchema = z.object({
  regionId: queryInt(RegionIdSchema, basicQuoteMessages.regionRequired),
  keyword: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(20),
    z.refine((value: string) => !hasUnsafeChars(value), inputMessages.textInvalid),
  ),
});
export type CommunitySearchQuery = z.infer<typeof CommunitySearchQuerySchema>;
export type CommunitySearchQueryInput = z.input<typeof CommunitySearchQuerySchema>;

/** Envelope of the community search (code 200, data[]). */
export const CommunitySearchResponseSchema = envelopeOf(z.array(CommunitySearchItemSchema));
export type CommunitySearchResponse = z.infer<typeof CommunitySearchResponseSchema>;

/** Community layouts query. */
export const CommunityLayoutQuerySchema = z.object({ community_id: QueryIdSchema });
export type CommunityLayoutQuery = z.infer<typeof CommunityLayoutQuerySchema>;
export type CommunityLayoutQueryInput = z.input<typeof CommunityLayoutQuerySchema>;

/** One layout of a community, shown as 'N房N廳N衛'. */
export const CommunityLayoutSchema = z.object({
  room: z.int().check(z.nonnegative()),
  hall: z.int().check(z.nonnegative()),
  bath: z.int().check(z.nonnegative()),
  is_check: z.boolean(),
  area_list: z.array(z.object({ building_area: z.number() })),
});
export type CommunityLayout = z.infer<typeof CommunityLayoutSchema>;

/** Envelope of the community layouts (read by `status`). */
export const CommunityLayoutResponseSchema = envelopeOf(z.array(CommunityLayoutSchema));
export type CommunityLayoutResponse = z.infer<typeof CommunityLayoutResponseSchema>;

/** Decorate levels 1 simple, 2 refined, 3 luxury. */
export const DecorateLevelSchema = z.literal([1, 2, 3]);

const previewShape = {
  decorate_level: z._default(queryInt(DecorateLevelSchema), 1),
  kind: z._default(queryInt(z.literal(1)), 1),
  type: z.optional(ShortTextSchema),
  resource_id: z.optional(QueryIdSchema),
};

/** Quote preview query (GET, no size yet); numbers may arrive as query-string digits. */
export const PreviewQuerySchema = z.object({ ...previewShape, size: z.optional(HouseSizeSchema) });
export type PreviewQuery = z.infer<typeof PreviewQuerySchema>;
export type PreviewQueryInput = z.input<typeof PreviewQuerySchema>;
/** What a caller asks a preview for: the query, and with a size the layout to price (POST only). */
export type PreviewParams = PreviewQueryInput & { house_layout?: HouseLayout | undefined };

/**
 * Quote preview body (POST, a size is known). `house_layout`: the layout to price (a community's
 * chosen layout, or a stored quote's), so the preview prices the same home as the stored quote;
 * without it the server derives a typical layout from the size.
 */
export const PreviewBodySchema = z.strictObject({
  ...previewShape,
  size: HouseSizeSchema,
  house_layout: z.optional(HouseLayoutSchema),
});
export type PreviewBody = z.infer<typeof PreviewBodySchema>;

/** One priced line of the preview. */
export const PreviewItemSchema = z.object({
  name: z.string(),
  /** Quantity with its unit, in Chinese (e.g. '12坪'). */
  number_cn: z.string(),
  unit_price: z.number(),
  /** Formatted amount. */
  fmt_amount: z.string(),
});
export type PreviewItem = z.infer<typeof PreviewItemSchema>;

/** A named group of items. */
export const PreviewGroupSchema = z.object({ name: z.string(), children: z.array(PreviewItemSchema) });
export type PreviewGroup = z.infer<typeof PreviewGroupSchema>;

/** A priced category of groups. */
export const PreviewCategorySchema = z.object({
  name: z.string(),
  tt_amount: z.number(),
  children: z.array(PreviewGroupSchema),
});
export type PreviewCategory = z.infer<typeof PreviewCategorySchema>;

/** One of the two valuation sections (design and construction; furniture and appliances). */
export const ValuationSectionSchema = z.object({
  name: z.string(),
  tt_amount: z.number(),
  children: z.array(PreviewCategorySchema),
});
export type ValuationSection = z.infer<typeof ValuationSectionSchema>;

/** Data of the quote preview. */
export const PreviewSchema = z.object({
  total_amount: z.number(),
  house_layout: z.object(houseLayoutShape),
  valuation: z.object({
    design_and_construction: ValuationSectionSchema,
    furniture_and_appliance: ValuationSectionSchema,
  }),
});
export type Preview = z.infer<typeof PreviewSchema>;

/** Envelope of the quote preview. */
export const PreviewResponseSchema = envelopeOf(PreviewSchema);
export type PreviewResponse = z.infer<typeof PreviewResponseSchema>;

/** Recent records query (per_page 30 by default). */
export const RecentRecordsQuerySchema = z.object({
  per_page: z._default(queryInt(z.int().check(z.minimum(1), z.maximum(100))), 30),
});
export type RecentRecordsQuery = z.infer<typeof RecentRecordsQuerySchema>;
export type RecentRecordsQueryInput = z.input<typeof RecentRecordsQuerySchema>;

/** One recent quote record. */
export const RecentRecordSchema = z.object({
  created_at: z.string(),
  region_cn: z.string(),
  size_cn: z.string(),
});
export type RecentRecord = z.infer<typeof RecentRecordSchema>;

/** Data of the recent records: the list and today's count. */
export const RecentRecordsSchema = z.object({
  records: z.array(RecentRecordSchema),
  count: z.int().check(z.nonnegative()),
});
export type RecentRecords = z.infer<typeof RecentRecordsSchema>;

/** Envelope of the recent records. */
export const RecentRecordsResponseSchema = envelopeOf(RecentRecordsSchema);
export type RecentRecordsResponse = z.infer<typeof RecentRecordsResponseSchema>;
