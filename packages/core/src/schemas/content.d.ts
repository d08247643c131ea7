/**
 * Content read by the pages (doc 1 §3, doc 2 §3): article detail, work detail, company from work.
 */
import * as z from 'zod/mini';
/** Query of the detail calls that take one id (article detail, works detail, company from work). */
export declare const IdQuerySchema: z.ZodMiniObject<
  {
    id: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniInt
    >;
  },
  z.core.$strip
>;
export type IdQuery = z.infer<typeof IdQuerySchema>;
export type IdQueryInput = z.input<typeof IdQuerySchema>;
/** An image of an article, linked to the work it comes from. */
export declare const ArticleImageSchema: z.ZodMiniObject<
  {
    work_id: z.ZodMiniNullable<z.ZodMiniInt>;
    work_index: z.ZodMiniInt;
    src: z.ZodMiniString<string>;
    tags: z.ZodMiniArray<z.ZodMiniString<string>>;
    alt: z.ZodMiniString<string>;
  },
  z.core.$strip
>;
export type ArticleImage = z.infer<typeof ArticleImageSchema>;
/** Article detail data. */
export declare const ArticleDetailSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    title: z.ZodMiniString<string>;
    content: z.ZodMiniString<string>;
    is_collect: z.ZodMiniBoolean<boolean>;
    collect_count: z.ZodMiniInt;
    share_count: z.ZodMiniInt;
    favor_count: z.ZodMiniInt;
    is_favor: z.ZodMiniBoolean<boolean>;
    is_dislike: z.ZodMiniBoolean<boolean>;
    aiLabels: z.ZodMiniArray<z.ZodMiniString<string>>;
    imageList: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          work_id: z.ZodMiniNullable<z.ZodMiniInt>;
          work_index: z.ZodMiniInt;
          src: z.ZodMiniString<string>;
          tags: z.ZodMiniArray<z.ZodMiniString<string>>;
          alt: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
    viewImageList: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          work_id: z.ZodMiniNullable<z.ZodMiniInt>;
          work_index: z.ZodMiniInt;
          src: z.ZodMiniString<string>;
          tags: z.ZodMiniArray<z.ZodMiniString<string>>;
          alt: z.ZodMiniString<string>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type ArticleDetail = z.infer<typeof ArticleDetailSchema>;
/** Envelope of the article detail. */
export declare const ArticleDetailResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        id: z.ZodMiniInt;
        title: z.ZodMiniString<string>;
        content: z.ZodMiniString<string>;
        is_collect: z.ZodMiniBoolean<boolean>;
        collect_count: z.ZodMiniInt;
        share_count: z.ZodMiniInt;
        favor_count: z.ZodMiniInt;
        is_favor: z.ZodMiniBoolean<boolean>;
        is_dislike: z.ZodMiniBoolean<boolean>;
        aiLabels: z.ZodMiniArray<z.ZodMiniString<string>>;
        imageList: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              work_id: z.ZodMiniNullable<z.ZodMiniInt>;
              work_index: z.ZodMiniInt;
              src: z.ZodMiniString<string>;
              tags: z.ZodMiniArray<z.ZodMiniString<string>>;
              alt: z.ZodMiniString<string>;
            },
            z.core.$strip
          >
        >;
        viewImageList: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              work_id: z.ZodMiniNullable<z.ZodMiniInt>;
              work_index: z.ZodMiniInt;
              src: z.ZodMiniString<string>;
              tags: z.ZodMiniArray<z.ZodMiniString<string>>;
              alt: z.ZodMiniString<string>;
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
export type ArticleDetailResponse = z.infer<typeof ArticleDetailResponseSchema>;
/** A marker placed on a work image. */
export declare const ImageMarkerSchema: z.ZodMiniObject<
  {
    x: z.ZodMiniNumber<number>;
    y: z.ZodMiniNumber<number>;
    title: z.ZodMiniOptional<z.ZodMiniString<string>>;
    url: z.ZodMiniOptional<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
export type ImageMarker = z.infer<typeof ImageMarkerSchema>;
/** An image of a work. Images whose space_cn is the floor-plan label stay out of the viewer. */
export declare const WorkImageSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    url: z.ZodMiniString<string>;
    space_cn: z.ZodMiniString<string>;
    is_collect: z.ZodMiniBoolean<boolean>;
    markers: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          x: z.ZodMiniNumber<number>;
          y: z.ZodMiniNumber<number>;
          title: z.ZodMiniOptional<z.ZodMiniString<string>>;
          url: z.ZodMiniOptional<z.ZodMiniString<string>>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type WorkImage = z.infer<typeof WorkImageSchema>;
/** A gallery category (space): name, first image index, image count. */
export declare const WorkSpaceSchema: z.ZodMiniObject<
  {
    name: z.ZodMiniString<string>;
    start_index: z.ZodMiniInt;
    total: z.ZodMiniInt;
  },
  z.core.$strip
>;
export type WorkSpace = z.infer<typeof WorkSpaceSchema>;
/** Construction photos of a representative work. */
export declare const RepresentDataSchema: z.ZodMiniObject<
  {
    construction_images: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          id: z.ZodMiniInt;
          url: z.ZodMiniString<string>;
          space_cn: z.ZodMiniString<string>;
          is_collect: z.ZodMiniBoolean<boolean>;
          markers: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                x: z.ZodMiniNumber<number>;
                y: z.ZodMiniNumber<number>;
                title: z.ZodMiniOptional<z.ZodMiniString<string>>;
                url: z.ZodMiniOptional<z.ZodMiniString<string>>;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
    construction_labels: z.ZodMiniArray<z.ZodMiniString<string>>;
  },
  z.core.$strip
>;
export type RepresentData = z.infer<typeof RepresentDataSchema>;
/** A company as the work and article pages show it. */
export declare const CompanySummarySchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    name: z.ZodMiniString<string>;
    logo: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
  },
  z.core.$strip
>;
export type CompanySummary = z.infer<typeof CompanySummarySchema>;
/** Work detail data (code 200 is success). */
export declare const WorkDetailSchema: z.ZodMiniObject<
  {
    id: z.ZodMiniInt;
    title: z.ZodMiniString<string>;
    is_represent_work: z.ZodMiniLiteral<0 | 1>;
    is_collect: z.ZodMiniBoolean<boolean>;
    company: z.ZodMiniObject<
      {
        id: z.ZodMiniInt;
        name: z.ZodMiniString<string>;
        logo: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
      },
      z.core.$strip
    >;
    spaces: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          name: z.ZodMiniString<string>;
          start_index: z.ZodMiniInt;
          total: z.ZodMiniInt;
        },
        z.core.$strip
      >
    >;
    images: z.ZodMiniArray<
      z.ZodMiniObject<
        {
          id: z.ZodMiniInt;
          url: z.ZodMiniString<string>;
          space_cn: z.ZodMiniString<string>;
          is_collect: z.ZodMiniBoolean<boolean>;
          markers: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                x: z.ZodMiniNumber<number>;
                y: z.ZodMiniNumber<number>;
                title: z.ZodMiniOptional<z.ZodMiniString<string>>;
                url: z.ZodMiniOptional<z.ZodMiniString<string>>;
              },
              z.core.$strip
            >
          >;
        },
        z.core.$strip
      >
    >;
    represent_data: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          construction_images: z.ZodMiniArray<
            z.ZodMiniObject<
              {
                id: z.ZodMiniInt;
                url: z.ZodMiniString<string>;
                space_cn: z.ZodMiniString<string>;
                is_collect: z.ZodMiniBoolean<boolean>;
                markers: z.ZodMiniArray<
                  z.ZodMiniObject<
                    {
                      x: z.ZodMiniNumber<number>;
                      y: z.ZodMiniNumber<number>;
                      title: z.ZodMiniOptional<z.ZodMiniString<string>>;
                      url: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    },
                    z.core.$strip
                  >
                >;
              },
              z.core.$strip
            >
          >;
          construction_labels: z.ZodMiniArray<z.ZodMiniString<string>>;
        },
        z.core.$strip
      >
    >;
  },
  z.core.$strip
>;
export type WorkDetail = z.infer<typeof WorkDetailSchema>;
/** Envelope of the works detail. */
export declare const WorkDetailResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniObject<
      {
        id: z.ZodMiniInt;
        title: z.ZodMiniString<string>;
        is_represent_work: z.ZodMiniLiteral<0 | 1>;
        is_collect: z.ZodMiniBoolean<boolean>;
        company: z.ZodMiniObject<
          {
            id: z.ZodMiniInt;
            name: z.ZodMiniString<string>;
            logo: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
          },
          z.core.$strip
        >;
        spaces: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              name: z.ZodMiniString<string>;
              start_index: z.ZodMiniInt;
              total: z.ZodMiniInt;
            },
            z.core.$strip
          >
        >;
        images: z.ZodMiniArray<
          z.ZodMiniObject<
            {
              id: z.ZodMiniInt;
              url: z.ZodMiniString<string>;
              space_cn: z.ZodMiniString<string>;
              is_collect: z.ZodMiniBoolean<boolean>;
              markers: z.ZodMiniArray<
                z.ZodMiniObject<
                  {
                    x: z.ZodMiniNumber<number>;
                    y: z.ZodMiniNumber<number>;
                    title: z.ZodMiniOptional<z.ZodMiniString<string>>;
                    url: z.ZodMiniOptional<z.ZodMiniString<string>>;
                  },
                  z.core.$strip
                >
              >;
            },
            z.core.$strip
          >
        >;
        represent_data: z.ZodMiniNullable<
          z.ZodMiniObject<
            {
              construction_images: z.ZodMiniArray<
                z.ZodMiniObject<
                  {
                    id: z.ZodMiniInt;
                    url: z.ZodMiniString<string>;
                    space_cn: z.ZodMiniString<string>;
                    is_collect: z.ZodMiniBoolean<boolean>;
                    markers: z.ZodMiniArray<
                      z.ZodMiniObject<
                        {
                          x: z.ZodMiniNumber<number>;
                          y: z.ZodMiniNumber<number>;
                          title: z.ZodMiniOptional<z.ZodMiniString<string>>;
                          url: z.ZodMiniOptional<z.ZodMiniString<string>>;
                        },
                        z.core.$strip
                      >
                    >;
                  },
                  z.core.$strip
                >
              >;
              construction_labels: z.ZodMiniArray<z.ZodMiniString<string>>;
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
export type WorkDetailResponse = z.infer<typeof WorkDetailResponseSchema>;
/** Envelope of company-from-work (a failure is answered as code 404 by the client). */
export declare const CompanyFromWorkResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniNullable<
      z.ZodMiniObject<
        {
          id: z.ZodMiniInt;
          name: z.ZodMiniString<string>;
          logo: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniString<string>>>;
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
export type CompanyFromWorkResponse = z.infer<typeof CompanyFromWorkResponseSchema>;
//# sourceMappingURL=content.d.ts.map
