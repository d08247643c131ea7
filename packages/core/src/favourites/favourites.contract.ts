/**
 * Favourites (docs/spec/session.md#entities, docs/spec/platform.md#calls): collects, favours (likes), shares,
 * visits and the article
 * favourite/dislike statistic. Members only, except visits; role design gets 403.
 */
import { z } from 'zod';
import * as zm from 'zod/mini';
import { paginationShape } from '../content/content-lists.schemas.ts';
import { defineContract } from '../contracts/contract.ts';
import { DbIdSchema, EmptyEnvelopeSchema, envelope } from '../contracts/envelope.ts';
import {
  articleStatisticRoute,
  collectRoute,
  collectsListRoute,
  disCollectRoute,
  favorRoute,
  shareRoute,
  visitRoute,
} from './favourites.routes.ts';
import {
  ArticleStatisticQuerySchema,
  FavouritePayloadSchema,
  FavouriteSourceTypeSchema,
  SharePayloadSchema,
  VisitPayloadSchema,
} from './favourites.schemas.ts';

/** Query of GET /v1/collects: an optional source type and the paging of the lists. */
export const CollectsQuerySchema = zm.object({
  source_type: zm.optional(FavouriteSourceTypeSchema),
  ...paginationShape,
});

/** A card of a collected work or article (the content area's card; id and title checked here). */
const CardSchema = z.looseObject({ id: DbIdSchema, title: z.string() });

/** One listed collect: its source and the card of its work or article. */
const CollectItemSchema = z.union([
  z.object({
    source_type: z.literal('work'),
    source_id: DbIdSchema,
    created_at: z.string(),
    work: CardSchema,
  }),
  z.object({
    source_type: z.literal('article'),
    source_id: DbIdSchema,
    created_at: z.string(),
    article: CardSchema,
  }),
]);

const count = z.int().nonnegative();

/** GET /v1/collects. */
export const collectsListContract = defineContract(collectsListRoute, {
  id: 'getCollects',
  example: { query: { source_type: 'work', page: 1, per_page: 12 } },
  tag: 'favourites',
  summary: "The member's collected works and articles as cards, newest first",
  auth: 'bearer',
  query: CollectsQuerySchema,
  response: envelope(
    z.object({
      items: z.array(CollectItemSchema),
      total: count,
      page: z.int().positive(),
      per_page: z.int().positive(),
    }),
  ),
  errors: [403],
});

/** POST /v1/collects. */
export const collectContract = defineContract(collectRoute, {
  id: 'postCollects',
  example: { body: { source_id: 1, source_type: 'work' } },
  tag: 'favourites',
  summary: 'Collect a work or an article',
  auth: 'bearer',
  idempotent: true,
  body: FavouritePayloadSchema,
  response: envelope(z.object({ is_collect: z.literal(true), collect_count: count })),
  errors: [403],
});

/** DELETE /v1/dis_collect. */
export const disCollectContract = defineContract(disCollectRoute, {
  id: 'deleteDisCollect',
  example: { body: { source_id: 1, source_type: 'work' } },
  tag: 'favourites',
  summary: 'Remove a collect (JSON body, or the same fields in the query)',
  auth: 'bearer',
  body: FavouritePayloadSchema,
  response: envelope(z.object({ is_collect: z.literal(false), collect_count: count })),
  errors: [403],
});

/** POST /api/favors. */
export const favorContract = defineContract(favorRoute, {
  id: 'postFavors',
  example: { body: { source_id: 1, source_type: 'article' } },
  tag: 'favourites',
  summary: 'Favour (like) a work or an article',
  auth: 'bearer',
  idempotent: true,
  body: FavouritePayloadSchema,
  response: envelope(z.object({ is_favor: z.literal(true), favor_count: count })),
  errors: [403],
});

/** POST /api/shares. */
export const shareContract = defineContract(shareRoute, {
  id: 'postShares',
  example: { body: { share_type: 'line', type: 'article', source_id: 1 } },
  tag: 'favourites',
  summary: 'Record a share; answers the new share_count',
  auth: 'bearer',
  idempotent: true,
  body: SharePayloadSchema,
  response: envelope(z.object({ share_count: count })),
});

/** POST /api/visits. */
export const visitContract = defineContract(visitRoute, {
  id: 'postVisits',
  example: { body: { source_type: 'work', source_id: 1 } },
  tag: 'favourites',
  summary: 'Record a visit (body may be a JSON string)',
  auth: 'optional',
  idempotent: true,
  body: VisitPayloadSchema,
  response: EmptyEnvelopeSchema,
});

/** POST /api/app/v1/article/statisticArticle. */
export const articleStatisticContract = defineContract(articleStatisticRoute, {
  id: 'postArticleStatistic',
  example: { body: { type: 'favorite', article_id: 1, is_cancel: 0 } },
  tag: 'favourites',
  summary:
    "Article favourite / dislike (is_cancel=1 undoes); answers status and info (POST only: the spec's GET changes state)",
  auth: 'bearer',
  body: ArticleStatisticQuerySchema,
  response: envelope(z.object({ favor_count: count, is_favor: z.boolean(), is_dislike: z.boolean() })).extend(
    {
      info: z.string(),
    },
  ),
  errors: [403],
});

/** The favourites contracts. */
export const FAVOURITES_CONTRACTS = [
  collectsListContract,
  collectContract,
  disCollectContract,
  favorContract,
  shareContract,
  visitContract,
  articleStatisticContract,
] as const;
