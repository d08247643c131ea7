/**
 * Answers of the articles routes (docs/spec/platform.md#calls, docs/spec/quotes.md#entities): the article
 * card of every list, the
 * article detail and the works of the article's style.
 */
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { inputMessages } from '../../messages/input.ts';
import { ArticleDetailSchema, ArticleImageSchema } from '../content.schemas.ts';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  itemsOf,
  NamedRefSchema,
  PathIdParamsSchema,
} from '../content-common.ts';
import {
  ArticleListQuerySchema,
  DetailIdQuerySchema,
  limitShape,
  optionalId,
  paginationShape,
  requiredId,
} from '../content-lists.schemas.ts';
import { CardCompanySchema, LimitQuerySchema, WorkCardSchema } from '../works/works.contract.ts';
import {
  articleDetailRoute,
  articleListRoute,
  articleMayLikeByIdRoute,
  articleRecommendRoute,
  articlesMayLikeRoute,
  sameStyleWorksRoute,
} from './articles.routes.ts';

/** An article as lists show it. */
export const ArticleCardSchema = z.object({
  id: Int4IdOutSchema,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** The cover as a `<picture>` when it is an uploaded photo (null for a drawn demo cover). */
  cover_picture: z.nullable(PictureSchema),
  label: NamedRefSchema,
  sub_label: NamedRefSchema,
  ai_labels: z.array(z.string()),
  style: z.nullable(NamedRefSchema),
  author: z.string(),
  reading_minutes: z.int(),
  view_count: CountSchema,
  published_at: IsoDateTimeSchema,
});
export type ArticleCard = z.infer<typeof ArticleCardSchema>;

/** Answer of the article list and the may-like feed. */
export const ArticlePageAnswerSchema = contentAnswerOf(z.object(contentPageShape(ArticleCardSchema)));

/** Answer of the article recommendations (`{items}`). */
export const ArticleItemsAnswerSchema = contentAnswerOf(itemsOf(ArticleCardSchema));

/** An article image with its work (int4) id. */
const ArticleImageOutSchema = z.object({
  ...ArticleImageSchema.def.shape,
  work_id: z.nullable(Int4IdOutSchema),
});

/**
 * The article detail as the server answers it: the fields the client reads (`ArticleDetailSchema`
 * of content.ts) and what the article page shows besides — `summary` (the page's lead and its
 * meta description), labels, style, region, company, author and the other counters.
 */
export const ArticleDetailDataSchema = z.object({
  ...ArticleDetailSchema.def.shape,
  id: Int4IdOutSchema,
  summary: z.string(),
  cover: z.string(),
  /** The cover as a `<picture>` when it is an uploaded photo (null for a drawn demo cover). */
  cover_picture: z.nullable(PictureSchema),
  /** The SEO title and description an editor gave ('' when none: the title and summary are used). */
  seo_title: z.string(),
  seo_description: z.string(),
  label: NamedRefSchema,
  sub_label: NamedRefSchema,
  style: z.nullable(NamedRefSchema),
  region: z.nullable(NamedRefSchema),
  company: z.nullable(CardCompanySchema),
  author: z.string(),
  reading_minutes: z.int(),
  view_count: CountSchema,
  work_ids: z.array(Int4IdOutSchema),
  dislike_count: CountSchema,
  imageList: z.array(ArticleImageOutSchema),
  viewImageList: z.array(ArticleImageOutSchema),
  published_at: IsoDateTimeSchema,
});
export type ArticleDetailData = z.infer<typeof ArticleDetailDataSchema>;
/** Answer of GET /v1/article/detail. */
export const ArticleDetailAnswerSchema = contentAnswerOf(ArticleDetailDataSchema);

/** Answer of the works of an article's style: its own works first. */
export const SameStyleWorksAnswerSchema = contentAnswerOf(
  z.object({ style_id: z.nullable(z.int().check(z.positive())), items: z.array(WorkCardSchema) }),
);

/** Query of the article recommendations: the article (none: the most read) and how many. */
export const ArticleRecommendQuerySchema = z.object({
  id: optionalId(inputMessages.idInvalid),
  ...limitShape,
});

/** Query of the may-like feed: the article (none: the most read) and the page. */
export const MayLikeFeedQuerySchema = z.object({
  article_id: optionalId(inputMessages.idInvalid),
  ...paginationShape,
});

/** Query of the works of an article's style. */
export const ArticleWorksQuerySchema = z.object({
  article_id: requiredId(inputMessages.idInvalid),
  ...limitShape,
});

/** GET /v1/article/list. */
export const articleListContract = defineContract(articleListRoute, {
  id: 'getArticleList',
  tag: 'articles',
  summary: 'Articles: label, sub_label, style_id, company_id; sort newest|popular',
  query: ArticleListQuerySchema,
  response: ArticlePageAnswerSchema,
});

/** GET /v1/article/detail. */
export const articleDetailContract = defineContract(articleDetailRoute, {
  id: 'getArticleDetail',
  tag: 'articles',
  summary:
    'Article detail with counters and the member flags (404 when there is none, 410 when it was taken off the site); a console preview link’s `preview` token shows it unpublished',
  auth: 'optional',
  query: z.object({
    ...DetailIdQuerySchema.def.shape,
    /** A console preview link's token (docs/spec/console.md#articles). */
    preview: z.optional(z.string().check(z.maxLength(200))),
  }),
  example: { query: { id: 1 } },
  response: ArticleDetailAnswerSchema,
  errors: [404, 410],
});

/** GET /v1/article/recommend. */
export const articleRecommendContract = defineContract(articleRecommendRoute, {
  id: 'getArticleRecommend',
  tag: 'articles',
  summary: 'Articles of the same label (popular first); without id the most read',
  query: ArticleRecommendQuerySchema,
  example: { query: { id: '1' } },
  response: ArticleItemsAnswerSchema,
  errors: [404],
});

/** GET /v1/article/{id}/may_like. */
export const articleMayLikeByIdContract = defineContract(articleMayLikeByIdRoute, {
  id: 'getArticleMayLikeById',
  tag: 'articles',
  summary: 'Articles close to this one (sub-label, style, label)',
  params: PathIdParamsSchema,
  query: LimitQuerySchema,
  example: { params: { id: '1' } },
  response: ArticleItemsAnswerSchema,
  errors: [404],
});

/** GET /hyperf/articles/may_like. */
export const articlesMayLikeContract = defineContract(articlesMayLikeRoute, {
  id: 'getArticlesMayLike',
  tag: 'articles',
  summary: 'The paged may-like feed of an article (or the most read)',
  query: MayLikeFeedQuerySchema,
  example: { query: { article_id: '1' } },
  response: ArticlePageAnswerSchema,
  errors: [404],
});

/** GET /hyperf/articles/same_style_works. */
export const sameStyleWorksContract = defineContract(sameStyleWorksRoute, {
  id: 'getSameStyleWorks',
  tag: 'articles',
  summary: 'Works of the article style (its own works first)',
  query: ArticleWorksQuerySchema,
  example: { query: { article_id: 1 } },
  response: SameStyleWorksAnswerSchema,
  errors: [404],
});

/** The articles contracts. */
export const ARTICLES_CONTRACTS = [
  articleListContract,
  articleDetailContract,
  articleRecommendContract,
  articleMayLikeByIdContract,
  articlesMayLikeContract,
  sameStyleWorksContract,
] as const;
