/**
 * Quote flows (doc 2 §3, §7): the evaluation form, community search and layouts, the quote
 * preview (also the cost-estimate detail list of doc 1) and the recent quote records.
 */
import * as z from 'zod/mini';
/** Layout counts sent with a quote (the community form sends kitchen and balcony as 0). */
export declare const HouseLayoutSchema: z.ZodMiniObject<
  {
    bedroom: z.ZodMiniInt;
    living_room: z.ZodMiniInt;
    bathroom: z.ZodMiniInt;
    kitchen: z.ZodMiniInt;
    balcony: z.ZodMiniInt;
  },
  z.core.$strict
>;
export type HouseLayout = z.infer<typeof HouseLayoutSchema>;
/** One community returned by the community search. */
export declare const CommunitySearchItemSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    tag: z.ZodMiniString<string>;
    title: z.ZodMiniString<string>;
    address: z.ZodMiniString<string>;
    housingType: z.ZodMiniInt;
    housingTypeName: z.ZodMiniString<string>;
    name: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type CommunitySearchItem = z.infer<typeof CommunitySearchItemSchema>;
/** The chosen community as the evaluation form sends it back. */
export declare const EvaluationCommunitySchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    tag: z.ZodMiniOptional<z.ZodMiniString<string>>;
    title: z.ZodMiniOptional<z.ZodMiniString<string>>;
    address: z.ZodMiniOptional<z.ZodMiniString<string>>;
    housingType: z.ZodMiniOptional<z.ZodMiniInt>;
    housingTypeName: z.ZodMiniOptional<z.ZodMiniString<string>>;
    name: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strict
>;
export type EvaluationCommunity = z.infer<typeof EvaluationCommunitySchema>;
/** Body of postEvaluationForm (basic and community quotes), with the basic-quote messages. */
export declare const EvaluationFormSchema: z.ZodMiniObject<
  {
    region_id: z.ZodMiniNumber<number>;
    size: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>]>,
        z.ZodMiniTransform<string, string | number>
      >,
      z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<number, string>>
    >;
    mobile: z.ZodMiniString<string>;
    utm: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          source: z.ZodMiniOptional<z.ZodMiniString<string>>;
          medium: z.ZodMiniOptional<z.ZodMiniString<string>>;
          campaign: z.ZodMiniOptional<z.ZodMiniString<string>>;
          content: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strict
      >
    >;
    accepted: z.ZodMiniLiteral<0 | 1>;
    module: z.ZodMiniOptional<z.ZodMiniString<string>>;
    type: z.ZodMiniDefault<z.ZodMiniString<string>>;
    resource_id: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniPipe<
          z.ZodMiniPipe<
            z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
            z.ZodMiniTransform<number, string | number>
          >,
          z.ZodMiniInt
        >
      >
    >;
    company_id: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniPipe<
          z.ZodMiniPipe<
            z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
            z.ZodMiniTransform<number, string | number>
          >,
          z.ZodMiniInt
        >
      >
    >;
    community: z.ZodMiniOptional<
      z.ZodMiniNullable<
        z.ZodMiniObject<
          {
            id: z.ZodMiniInt;
            tag: z.ZodMiniOptional<z.ZodMiniString<string>>;
            title: z.ZodMiniOptional<z.ZodMiniString<string>>;
            address: z.ZodMiniOptional<z.ZodMiniString<string>>;
            housingType: z.ZodMiniOptional<z.ZodMiniInt>;
            housingTypeName: z.ZodMiniOptional<z.ZodMiniString<string>>;
            name: z.ZodMiniOptional<z.ZodMiniString<string>>;
          },
          z.core.$strict
        >
      >
    >;
    house_layout: z.ZodMiniOptional<
      z.ZodMiniObject<
        {
          bedroom: z.ZodMiniInt;
          living_room: z.ZodMiniInt;
          bathroom: z.ZodMiniInt;
          kitchen: z.ZodMiniInt;
          balcony: z.ZodMiniInt;
        },
        z.core.$strict
      >
    >;
  },
  z.core.$strict
>;
export type EvaluationForm = z.infer<typeof EvaluationFormSchema>;
export type EvaluationFormInput = z.input<typeof EvaluationFormSchema>;
/** Data of a successful evaluation submit. */
export declare const EvaluationResultSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    decoration_robot_messages: z.ZodMiniArray<z.ZodMiniString<string>>;
    house_region: z.ZodMiniOptional<z.ZodMiniString<string>>;
    acreage_name: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
export type EvaluationResult = z.infer<typeof EvaluationResultSchema>;
/** Envelope of postEvaluationForm; code 0 means failure (network errors included). */
export declare const EvaluationResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          id: z.ZodMiniInt;
          decoration_robot_messages: z.ZodMiniArray<z.ZodMiniString<string>>;
          house_region: z.ZodMiniOptional<z.ZodMiniString<string>>;
          acreage_name: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strip
      >
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type EvaluationResponse = z.infer<typeof EvaluationResponseSchema>;
/** Community search query: a region and a non-empty keyword of at most 20 characters. */
export declare const CommunitySearchQuerySchema: z.ZodMiniObject<
  {
    regionId: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniNumber<number>
    >;
    keyword: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type CommunitySearchQuery = z.infer<typeof CommunitySearchQuerySchema>;
export type CommunitySearchQueryInput = z.input<typeof CommunitySearchQuerySchema>;
/** Envelope of the community search (code 200, data[]). */
export declare const CommunitySearchResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          id: z.ZodMiniInt;
          tag: z.ZodMiniString<string>;
          title: z.ZodMiniString<string>;
          address: z.ZodMiniString<string>;
          housingType: z.ZodMiniInt;
          housingTypeName: z.ZodMiniString<string>;
          name: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type CommunitySearchResponse = z.infer<typeof CommunitySearchResponseSchema>;
/** Community layouts query. */
export declare const CommunityLayoutQuerySchema: z.ZodMiniObject<
  {
    community_id: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniInt
    >;
  },
  z.core.$strip
>;
export type CommunityLayoutQuery = z.infer<typeof CommunityLayoutQuerySchema>;
export type CommunityLayoutQueryInput = z.input<typeof CommunityLayoutQuerySchema>;
/** One layout of a community, shown as 'N房N廳N衛'. */
export declare const CommunityLayoutSchema: z.ZodMiniObject<
  {
    room: z.ZodMiniInt;
    hall: z.ZodMiniInt;
    bath: z.ZodMiniInt;
    is_check: z.ZodMiniBoolean<boolean>;
    area_list: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          building_area: z.ZodMiniNumber<number>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type CommunityLayout = z.infer<typeof CommunityLayoutSchema>;
/** Envelope of the community layouts (read by `status`). */
export declare const CommunityLayoutResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          room: z.ZodMiniInt;
          hall: z.ZodMiniInt;
          bath: z.ZodMiniInt;
          is_check: z.ZodMiniBoolean<boolean>;
          area_list: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                building_area: z.ZodMiniNumber<number>;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type CommunityLayoutResponse = z.infer<typeof CommunityLayoutResponseSchema>;
/** Decorate levels 1 simple, 2 refined, 3 luxury. */
export declare const DecorateLevelSchema: z.ZodMiniLiteral<1 | 2 | 3>;
/** Quote preview query (GET, no size yet); numbers may arrive as query-string digits. */
export declare const PreviewQuerySchema: z.ZodMiniObject<
  {
    decorate_level: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniLiteral<1 | 2 | 3>
      >
    >;
    kind: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniLiteral<1>
      >
    >;
    type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    resource_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniInt
      >
    >;
    size: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>]>,
          z.ZodMiniTransform<string, string | number>
        >,
        z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<number, string>>
      >
    >;
  },
  z.core.$strip
>;
export type PreviewQuery = z.infer<typeof PreviewQuerySchema>;
export type PreviewQueryInput = z.input<typeof PreviewQuerySchema>;
/** Quote preview body (POST, a size is known). */
export declare const PreviewBodySchema: z.ZodMiniObject<
  {
    decorate_level: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniLiteral<1 | 2 | 3>
      >
    >;
    kind: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniLiteral<1>
      >
    >;
    type: z.ZodMiniOptional<z.ZodMiniString<string>>;
    resource_id: z.ZodMiniOptional<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniInt
      >
    >;
    size: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniNumber<number>]>,
        z.ZodMiniTransform<string, string | number>
      >,
      z.ZodMiniPipe<z.ZodMiniString<string>, z.ZodMiniTransform<number, string>>
    >;
  },
  z.core.$strict
>;
export type PreviewBody = z.infer<typeof PreviewBodySchema>;
/** One priced line of the preview. */
export declare const PreviewItemSchema: z.ZodMiniObject<
  {
    name: z.ZodMiniString<string>;
    number_cn: z.ZodMiniString<string>;
    unit_price: z.ZodMiniNumber<number>;
    fmt_amount: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type PreviewItem = z.infer<typeof PreviewItemSchema>;
/** A named group of items. */
export declare const PreviewGroupSchema: z.ZodMiniObject<
  {
    name: z.ZodMiniString<string>;
    children: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          name: z.ZodMiniString<string>;
          number_cn: z.ZodMiniString<string>;
          unit_price: z.ZodMiniNumber<number>;
          fmt_amount: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type PreviewGroup = z.infer<typeof PreviewGroupSchema>;
/** A priced category of groups. */
export declare const PreviewCategorySchema: z.ZodMiniObject<
  {
    name: z.ZodMiniString<string>;
    tt_amount: z.ZodMiniNumber<number>;
    children: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          name: z.ZodMiniString<string>;
          children: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                name: z.ZodMiniString<string>;
                number_cn: z.ZodMiniString<string>;
                unit_price: z.ZodMiniNumber<number>;
                fmt_amount: z.ZodMiniString<string>;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type PreviewCategory = z.infer<typeof PreviewCategorySchema>;
/** One of the two valuation sections (design and construction; furniture and appliances). */
export declare const ValuationSectionSchema: z.ZodMiniObject<
  {
    name: z.ZodMiniString<string>;
    tt_amount: z.ZodMiniNumber<number>;
    children: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          name: z.ZodMiniString<string>;
          tt_amount: z.ZodMiniNumber<number>;
          children: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                name: z.ZodMiniString<string>;
                children: z.ZodMiniArray<
                  z.ZodMiniObject<
                    {
                      name: z.ZodMiniString<string>;
                      number_cn: z.ZodMiniString<string>;
                      unit_price: z.ZodMiniNumber<number>;
                      fmt_amount: z.ZodMiniString<string>;
                    },
                    z.core.$strip
                  >
                >;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type ValuationSection = z.infer<typeof ValuationSectionSchema>;
/** Data of the quote preview. */
export declare const PreviewSchema: z.ZodMiniObject<
  {
    total_amount: z.ZodMiniNumber<number>;
    house_layout: z.ZodMiniObject<
      {
        bedroom: z.ZodMiniInt;
        living_room: z.ZodMiniInt;
        bathroom: z.ZodMiniInt;
        kitchen: z.ZodMiniInt;
        balcony: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    valuation: z.ZodMiniObject<
      {
        design_and_construction: z.ZodMiniObject<
          {
            name: z.ZodMiniString<string>;
            tt_amount: z.ZodMiniNumber<number>;
            children: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  name: z.ZodMiniString<string>;
                  tt_amount: z.ZodMiniNumber<number>;
                  children: z.ZodMiniArray<
                    z.ZodMiniObject<
                      {
                        name: z.ZodMiniString<string>;
                        children: z.ZodMiniArray<
                          z.ZodMiniObject<
                            {
                              name: z.ZodMiniString<string>;
                              number_cn: z.ZodMiniString<string>;
                              unit_price: z.ZodMiniNumber<number>;
                              fmt_amount: z.ZodMiniString<string>;
                            },
                            z.core.$strip
                          >
                        >;
                      },
                      z.core.$strip
                    >
                  >;
                },
                z.core.$strip
              >
            >;
          },
          z.core.$strip
        >;
        furniture_and_appliance: z.ZodMiniObject<
          {
            name: z.ZodMiniString<string>;
            tt_amount: z.ZodMiniNumber<number>;
            children: z.ZodMiniArray<
              z.ZodMiniObject<
                {
                  name: z.ZodMiniString<string>;
                  tt_amount: z.ZodMiniNumber<number>;
                  children: z.ZodMiniArray<
                    z.ZodMiniObject<
                      {
                        name: z.ZodMiniString<string>;
                        children: z.ZodMiniArray<
                          z.ZodMiniObject<
                            {
                              name: z.ZodMiniString<string>;
                              number_cn: z.ZodMiniString<string>;
                              unit_price: z.ZodMiniNumber<number>;
                              fmt_amount: z.ZodMiniString<string>;
                            },
                            z.core.$strip
                          >
                        >;
                      },
                      z.core.$strip
                    >
                  >;
                },
                z.core.$strip
              >
            >;
          },
          z.core.$strip
        >;
      },
      z.core.$strip
    >;
  },
  z.core.$strip
>;
export type Preview = z.infer<typeof PreviewSchema>;
/** Envelope of the quote preview. */
export declare const PreviewResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        total_amount: z.ZodMiniNumber<number>;
        house_layout: z.ZodMiniObject<
          {
            bedroom: z.ZodMiniInt;
            living_room: z.ZodMiniInt;
            bathroom: z.ZodMiniInt;
            kitchen: z.ZodMiniInt;
            balcony: z.ZodMiniInt;
          },
          z.core.$strip
        >;
        valuation: z.ZodMiniObject<
          {
            design_and_construction: z.ZodMiniObject<
              {
                name: z.ZodMiniString<string>;
                tt_amount: z.ZodMiniNumber<number>;
                children: z.ZodMiniArray<
                  z.ZodMiniObject<
                    {
                      name: z.ZodMiniString<string>;
                      tt_amount: z.ZodMiniNumber<number>;
                      children: z.ZodMiniArray<
                        z.ZodMiniObject<
                          {
                            name: z.ZodMiniString<string>;
                            children: z.ZodMiniArray<
                              z.ZodMiniObject<
                                {
                                  name: z.ZodMiniString<string>;
                                  number_cn: z.ZodMiniString<string>;
                                  unit_price: z.ZodMiniNumber<number>;
                                  fmt_amount: z.ZodMiniString<string>;
                                },
                                z.core.$strip
                              >
                            >;
                          },
                          z.core.$strip
                        >
                      >;
                    },
                    z.core.$strip
                  >
                >;
              },
              z.core.$strip
            >;
            furniture_and_appliance: z.ZodMiniObject<
              {
                name: z.ZodMiniString<string>;
                tt_amount: z.ZodMiniNumber<number>;
                children: z.ZodMiniArray<
                  z.ZodMiniObject<
                    {
                      name: z.ZodMiniString<string>;
                      tt_amount: z.ZodMiniNumber<number>;
                      children: z.ZodMiniArray<
                        z.ZodMiniObject<
                          {
                            name: z.ZodMiniString<string>;
                            children: z.ZodMiniArray<
                              z.ZodMiniObject<
                                {
                                  name: z.ZodMiniString<string>;
                                  number_cn: z.ZodMiniString<string>;
                                  unit_price: z.ZodMiniNumber<number>;
                                  fmt_amount: z.ZodMiniString<string>;
                                },
                                z.core.$strip
                              >
                            >;
                          },
                          z.core.$strip
                        >
                      >;
                    },
                    z.core.$strip
                  >
                >;
              },
              z.core.$strip
            >;
          },
          z.core.$strip
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
export type PreviewResponse = z.infer<typeof PreviewResponseSchema>;
/** Recent records query (per_page 30 by default). */
export declare const RecentRecordsQuerySchema: z.ZodMiniObject<
  {
    per_page: z.ZodMiniDefault<
      z.ZodMiniPipe<
        z.ZodMiniPipe<
          z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
          z.ZodMiniTransform<number, string | number>
        >,
        z.ZodMiniInt
      >
    >;
  },
  z.core.$strip
>;
export type RecentRecordsQuery = z.infer<typeof RecentRecordsQuerySchema>;
export type RecentRecordsQueryInput = z.input<typeof RecentRecordsQuerySchema>;
/** One recent quote record. */
export declare const RecentRecordSchema: z.ZodMiniObject<
  {
    created_at: z.ZodMiniString<string>;
    region_cn: z.ZodMiniString<string>;
    size_cn: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type RecentRecord = z.infer<typeof RecentRecordSchema>;
/** Data of the recent records: the list and today's count. */
export declare const RecentRecordsSchema: z.ZodMiniObject<
  {
    records: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          created_at: z.ZodMiniString<string>;
          region_cn: z.ZodMiniString<string>;
          size_cn: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    count: z.ZodMiniInt;
  },
  z.core.$strip
>;
export type RecentRecords = z.infer<typeof RecentRecordsSchema>;
/** Envelope of the recent records. */
export declare const RecentRecordsResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        records: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              created_at: z.ZodMiniString<string>;
              region_cn: z.ZodMiniString<string>;
              size_cn: z.ZodMiniString<string>;
            },
            z.core.$strip
          >
        >;
        count: z.ZodMiniInt;
      },
      z.core.$strip
    >;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type RecentRecordsResponse = z.infer<typeof RecentRecordsResponseSchema>;
//# sourceMappingURL=quote.d.ts.map
