/**
 * Popup manager, popup banner and activity configs (docs/spec/quotes.md#entities,
 * docs/spec/popups-and-header.md#states, docs/spec/quotes.md#calls).
 */
import * as z from 'zod/mini';
import { POPUP_HISTORY_CAP, POPUP_NAMES } from '../data/constants.ts';
import { envelopeOf, ShortTextSchema } from '../schemas/common.ts';

/** The two quote popups. */
export const PopupNameSchema = z.enum(POPUP_NAMES);

/** One entry of the locally stored popup history. */
export const PopupHistoryEntrySchema = z.strictObject({
  name: ShortTextSchema,
  page: ShortTextSchema,
  timestamp: z.int().check(z.nonnegative()),
});
export type PopupHistoryEntry = z.infer<typeof PopupHistoryEntrySchema>;

/** Body of the popups request. */
export const PopupsRequestSchema = z.strictObject({
  test_popup_name: z.optional(ShortTextSchema),
  page_name: ShortTextSchema.check(z.minLength(1)),
  data: z.array(PopupHistoryEntrySchema).check(z.maxLength(POPUP_HISTORY_CAP)),
});
export type PopupsRequest = z.infer<typeof PopupsRequestSchema>;

/** A popup to show. */
export const PopupSchema = z.object({ name: PopupNameSchema });
export type Popup = z.infer<typeof PopupSchema>;

/** Meta of the popups answer. */
export const PopupsMetaSchema = z.object({
  extra: z.object({ has_submitted_clue: z.boolean() }),
});
export type PopupsMeta = z.infer<typeof PopupsMetaSchema>;

/** Answer of the popups request: the popups in order and whether a clue was already sent. */
export const PopupsResponseSchema = z.extend(envelopeOf(z.array(PopupSchema)), { meta: PopupsMetaSchema });
export type PopupsResponse = z.infer<typeof PopupsResponseSchema>;

/** Banner images of the basic-quote popup v2. */
export const PopupBannerSchema = z.object({ pc: z.string(), mobile: z.string() });
export type PopupBanner = z.infer<typeof PopupBannerSchema>;

/** Envelope of the popup banner. */
export const PopupBannerResponseSchema = envelopeOf(PopupBannerSchema);
export type PopupBannerResponse = z.infer<typeof PopupBannerResponseSchema>;

/** Activity config types the client asks for. */
export const ConfigTypeSchema = z.enum(['mid_year_celebration_2507']);
export type ConfigType = z.infer<typeof ConfigTypeSchema>;

/** Query of the configs call: `config_type[]`, one value or several. */
export const ConfigsQuerySchema = z.object({
  'config_type[]': z.pipe(
    z.union([ConfigTypeSchema, z.array(ConfigTypeSchema).check(z.minLength(1), z.maxLength(10))]),
    z.transform((value: ConfigType | ConfigType[]) => (Array.isArray(value) ? value : [value])),
  ),
});
export type ConfigsQuery = z.infer<typeof ConfigsQuerySchema>;
export type ConfigsQueryInput = z.input<typeof ConfigsQuerySchema>;

/** The mid-year celebration activity: coupon shown, end time in seconds (countdown). */
export const ActivityConfigSchema = z.object({
  show_coupon: z.boolean(),
  end_time: z.int().check(z.nonnegative()),
});
export type ActivityConfig = z.infer<typeof ActivityConfigSchema>;

/** Data of the configs call, keyed by config type. */
export const ConfigsSchema = z.object({ mid_year_celebration_2507: z.optional(ActivityConfigSchema) });
export type Configs = z.infer<typeof ConfigsSchema>;

/** Envelope of the configs call. */
export const ConfigsResponseSchema = envelopeOf(ConfigsSchema);
export type ConfigsResponse = z.infer<typeof ConfigsResponseSchema>;
