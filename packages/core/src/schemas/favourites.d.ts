/**
 * Favourites, shares, visits and article statistics (doc 1 §3, §7; doc 2 §4, §7).
 */
import * as z from 'zod/mini';
/** What can be collected. */
export declare const FavouriteSourceTypeSchema: z.ZodMiniEnum<{
  article: 'article';
  article_qa: 'article_qa';
  article_title: 'article_title';
  work: 'work';
}>;
export type FavouriteSourceType = z.infer<typeof FavouriteSourceTypeSchema>;
/** Body of POST /v1/collects and DELETE /v1/dis_collect. */
export declare const FavouritePayloadSchema: z.ZodMiniObject<
  {
    source_id: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniInt
    >;
    source_type: z.ZodMiniEnum<{
      article: 'article';
      article_qa: 'article_qa';
      article_title: 'article_title';
      work: 'work';
    }>;
  },
  z.core.$strict
>;
export type FavouritePayload = z.infer<typeof FavouritePayloadSchema>;
export type FavouritePayloadInput = z.input<typeof FavouritePayloadSchema>;
/** Where an article is shared to. */
export declare const ShareTypeSchema: z.ZodMiniEnum<{
  copy_link: 'copy_link';
  facebook: 'facebook';
  line: 'line';
}>;
export type ShareType = z.infer<typeof ShareTypeSchema>;
/** Body of POST /api/shares. */
export declare const SharePayloadSchema: z.ZodMiniObject<
  {
    share_type: z.ZodMiniEnum<{
      copy_link: 'copy_link';
      facebook: 'facebook';
      line: 'line';
    }>;
    type: z.ZodMiniLiteral<'article'>;
    source_id: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniInt
    >;
  },
  z.core.$strict
>;
export type SharePayload = z.infer<typeof SharePayloadSchema>;
export type SharePayloadInput = z.input<typeof SharePayloadSchema>;
/** Resource types of the pages that log visits. */
export declare const VisitSourceTypeSchema: z.ZodMiniEnum<{
  article: 'article';
  work: 'work';
}>;
export type VisitSourceType = z.infer<typeof VisitSourceTypeSchema>;
/** Body of POST /api/visits (sent as a JSON string). */
export declare const VisitPayloadSchema: z.ZodMiniObject<
  {
    source_type: z.ZodMiniEnum<{
      article: 'article';
      work: 'work';
    }>;
    source_id: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniInt
    >;
  },
  z.core.$strict
>;
export type VisitPayload = z.infer<typeof VisitPayloadSchema>;
export type VisitPayloadInput = z.input<typeof VisitPayloadSchema>;
/** Article statistic kinds. */
export declare const ArticleStatisticTypeSchema: z.ZodMiniEnum<{
  dislike: 'dislike';
  favorite: 'favorite';
}>;
export type ArticleStatisticType = z.infer<typeof ArticleStatisticTypeSchema>;
/** Query of the article statistic call (GET). */
export declare const ArticleStatisticQuerySchema: z.ZodMiniObject<
  {
    type: z.ZodMiniEnum<{
      dislike: 'dislike';
      favorite: 'favorite';
    }>;
    article_id: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniInt
    >;
    is_cancel: z.ZodMiniPipe<
      z.ZodMiniPipe<
        z.ZodMiniUnion<readonly [z.ZodMiniNumber<number>, z.ZodMiniString<string>]>,
        z.ZodMiniTransform<number, string | number>
      >,
      z.ZodMiniLiteral<0 | 1>
    >;
  },
  z.core.$strip
>;
export type ArticleStatisticQuery = z.infer<typeof ArticleStatisticQuerySchema>;
export type ArticleStatisticQueryInput = z.input<typeof ArticleStatisticQuerySchema>;
/** Answer of the article statistic: status 200 is success, info is the message to show. */
export declare const ArticleStatisticResponseSchema: z.ZodMiniObject<
  {
    status: z.ZodMiniNumber<number>;
    info: z.ZodMiniString<string>;
    data: z.ZodMiniOptional<z.ZodMiniUnknown>;
  },
  z.core.$strip
>;
export type ArticleStatisticResponse = z.infer<typeof ArticleStatisticResponseSchema>;
/** Envelope of the favourite, share and visit calls. */
export declare const ActionResponseSchema: z.ZodMiniObject<
  {
    code: z.ZodMiniNumber<number>;
    data: z.ZodMiniOptional<z.ZodMiniNullable<z.ZodMiniUnknown>>;
    message: z.ZodMiniOptional<z.ZodMiniString<string>>;
    status: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    meta: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
  },
  z.core.$strip
>;
export type ActionResponse = z.infer<typeof ActionResponseSchema>;
//# sourceMappingURL=favourites.d.ts.map
