/**
 * Popup manager, popup banner and activity configs (doc 2 §3, §4, §7).
 */
import * as z from 'zod/mini';
/** The two quote popups. */
export declare const PopupNameSchema: z.ZodMiniEnum<{
  'community-valuation': 'community-valuation';
  'normal-valuation': 'normal-valuation';
}>;
/** One entry of the locally stored popup history. */
export declare const PopupHistoryEntrySchema: z.ZodMiniObject<
  {
    name: z.ZodMiniString<string>;
    page: z.ZodMiniString<string>;
    timestamp: z.ZodMiniInt;
  },
  z.core.$strict
>;
export type PopupHistoryEntry = z.infer<typeof PopupHistoryEntrySchema>;
/** Body of the popups request. */
export declare const PopupsRequestSchema: z.ZodMiniObject<
  {
    test_popup_name: z.ZodMiniOptional<z.ZodMiniString<string>>;
    page_name: z.ZodMiniString<string>;
    data: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          name: z.ZodMiniString<string>;
          page: z.ZodMiniString<string>;
          timestamp: z.ZodMiniInt;
        },
        z.core.$strict
      >
    >;
  },
  z.core.$strict
>;
export type PopupsRequest = z.infer<typeof PopupsRequestSchema>;
/** A popup to show. */
export declare const PopupSchema: z.ZodMiniObject<
  {
    name: z.ZodMiniEnum<{
      'community-valuation': 'community-valuation';
      'normal-valuation': 'normal-valuation';
    }>;
  },
  z.core.$strip
>;
export type Popup = z.infer<typeof PopupSchema>;
/** Meta of the popups answer. */
export declare const PopupsMetaSchema: z.ZodMiniObject<
  {
    extra: z.ZodMiniObject<
      {
        has_submitted_clue: z.ZodMiniBoolean<boolean>;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
export type PopupsMeta = z.infer<typeof PopupsMetaSchema>;
/** Answer of the popups request: the popups in order and whether a clue was already sent. */
export declare const PopupsResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          name: z.ZodMiniEnum<{
            'community-valuation': 'community-valuation';
            'normal-valuation': 'normal-valuation';
          }>;
        },
        z.core.$strip
      >
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniObject<
      {
        extra: z.ZodMiniObject<
          {
            has_submitted_clue: z.ZodMiniBoolean<boolean>;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
export type PopupsResponse = z.infer<typeof PopupsResponseSchema>;
/** Banner images of the basic-quote popup v2. */
export declare const PopupBannerSchema: z.ZodMiniObject<
  {
    pc: z.ZodMiniString<string>;
    mobile: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type PopupBanner = z.infer<typeof PopupBannerSchema>;
/** Envelope of the popup banner. */
export declare const PopupBannerResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        pc: z.ZodMiniString<string>;
        mobile: z.ZodMiniString<string>;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type PopupBannerResponse = z.infer<typeof PopupBannerResponseSchema>;
/** Activity config types the client asks for. */
export declare const ConfigTypeSchema: z.ZodMiniEnum<{
  mid_year_celebration_2507: 'mid_year_celebration_2507';
}>;
export type ConfigType = z.infer<typeof ConfigTypeSchema>;
/** Query of the configs call: `config_type[]`, one value or several. */
export declare const ConfigsQuerySchema: z.ZodMiniObject<
  {
    'config_type[]': z.ZodMiniPipe<
      z.ZodMiniUnion<
        readonly [
          z.ZodMiniEnum<{
            mid_year_celebration_2507: 'mid_year_celebration_2507';
          }>,
          z.ZodMiniArray<
            z.ZodMiniEnum<{
              mid_year_celebration_2507: 'mid_year_celebration_2507';
            }>
          >,
        ]
      >,
      z.ZodMiniTransform<
        'mid_year_celebration_2507'[],
        'mid_year_celebration_2507' | 'mid_year_celebration_2507'[]
      >
    >;
  },
  z.core.$strip
>;
export type ConfigsQuery = z.infer<typeof ConfigsQuerySchema>;
export type ConfigsQueryInput = z.input<typeof ConfigsQuerySchema>;
/** The mid-year celebration activity: coupon shown, end time in seconds (countdown). */
export declare const ActivityConfigSchema: z.ZodMiniObject<
  {
    show_coupon: z.ZodMiniBoolean<boolean>;
    end_time: z.ZodMiniInt;
  },
  z.core.$strip
>;
export type ActivityConfig = z.infer<typeof ActivityConfigSchema>;
/** Data of the configs call, keyed by config type. */
export declare const ConfigsSchema: z.ZodMiniObject<
  {
    mid_year_celebration_2507: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          show_coupon: z.ZodMiniBoolean<boolean>;
          end_time: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type Configs = z.infer<typeof ConfigsSchema>;
/** Envelope of the configs call. */
export declare const ConfigsResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        mid_year_celebration_2507: z.ZodMiniOptional<
          z.ZodMiniObject<
            {
              show_coupon: z.ZodMiniBoolean<boolean>;
              end_time: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type ConfigsResponse = z.infer<typeof ConfigsResponseSchema>;
//# sourceMappingURL=popups.d.ts.map
