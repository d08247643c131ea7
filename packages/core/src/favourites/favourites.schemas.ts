/**
 * Favourites, shares, visits and article statistics (docs/spec/session.md#entities,
 * docs/spec/platform.md#calls; docs/spec/popups-and-header.md#states, docs/spec/quotes.md#calls).
 */
import * as z from 'zod/mini';
import { envelopeOf, QueryFlagSchema, QueryIdSchema, RefIdSchema } from '../schemas/common.ts';

/** What can be collected. */
export const FavouriteSourceTypeSchema = z.enum(['work', 'article', 'article_title', 'article_qa']);
export type FavouriteSourceType = z.infer<typeof FavouriteSourceTypeSchema>;

/** Body of POST /v1/collects and DELETE /v1/dis_collect. */
export const FavouritePayloadSchema = z.strictObject({
  source_id: RefIdSchema,
  source_type: FavouriteSourceTypeSchema,
});
export type FavouritePayload = z.infer<typeof FavouritePayloadSchema>;
export type FavouritePayloadInput = z.input<typeof FavouritePayloadSchema>;

/** Where an article is shared to. */
export const ShareTypeSchema = z.enum(['copy_link', 'facebook', 'line']);
export type ShareType = z.infer<typeof ShareTypeSchema>;

/** Body of POST /api/shares. */
export const SharePayloadSchema = z.strictObject({
  share_type: ShareTypeSchema,
  type: z.literal('article'),
  source_id: RefIdSchema,
});
export type SharePayload = z.infer<typeof SharePayloadSchema>;
export type SharePayloadInput = z.input<typeof SharePayloadSchema>;

/** Resource types of the pages that log visits. */
export const VisitSourceTypeSchema = z.enum(['work', 'article']);
export type VisitSourceType = z.infer<typeof VisitSourceTypeSchema>;

/** Body of POST /api/visits (sent as a JSON string). */
export const VisitPayloadSchema = z.strictObject({
  source_type: VisitSourceTypeSchema,
  source_id: RefIdSchema,
});
export type VisitPayload = z.infer<typeof VisitPayloadSchema>;
export type VisitPayloadInput = z.input<typeof VisitPayloadSchema>;

/** Article statistic kinds. */
export const ArticleStatisticTypeSchema = z.enum(['favorite', 'dislike']);
export type ArticleStatisticType = z.infer<typeof ArticleStatisticTypeSchema>;

/** Query of the article statistic call (GET). */
export const ArticleStatisticQuerySchema = z.object({
  type: ArticleStatisticTypeSchema,
  article_id: QueryIdSchema,
  /** 1 cancels the favourite or the dislike. */
  is_cancel: QueryFlagSchema,
});
export type ArticleStatisticQuery = z.infer<typeof ArticleStatisticQuerySchema>;
export type ArticleStatisticQueryInput = z.input<typeof ArticleStatisticQuerySchema>;

/** Answer of the article statistic: status 200 is success, info is the message to show. */
export const ArticleStatisticResponseSchema = z.object({
  status: z.number(),
  info: z.string(),
  data: z.optional(z.unknown()),
});
export type ArticleStatisticResponse = z.infer<typeof ArticleStatisticResponseSchema>;

/** Envelope of the favourite, share and visit calls. */
export const ActionResponseSchema = envelopeOf(z.nullish(z.unknown()));
export type ActionResponse = z.infer<typeof ActionResponseSchema>;
