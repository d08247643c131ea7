/**
 * Answers of the articles routes (doc 1 §7, doc 2 §3): the article card of every list, the
 * article detail and the works of the article's style.
 */
import * as z from 'zod/mini';
import { ArticleDetailSchema, ArticleImageSchema } from './content.ts';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  itemsOf,
  NamedRefSchema,
} from './content-common.ts';
import { CardCompanySchema, WorkCardSchema } from './content-works.ts';

/** An article as lists show it. */
export const ArticleCardSchema = z.object({
  id: Int4IdOutSchema,
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
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
