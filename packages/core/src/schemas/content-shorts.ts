/** Answers of the short-video and decoration-guide routes (doc 1 §7). */
import * as z from 'zod/mini';
import { ArticleCardSchema } from './content-articles.ts';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  NamedRefSchema,
} from './content-common.ts';
import { CardCompanySchema } from './content-works.ts';

/** A short video as lists show it. */
export const ShortCardSchema = z.object({
  id: Int4IdOutSchema,
  title: z.string(),
  description: z.string(),
  poster: z.string(),
  video_url: z.string(),
  /** The drawn videos are animated SVG slideshows (docs/spec-deviations.md). */
  video_type: z.literal('image/svg+xml'),
  /** Seconds. */
  duration: CountSchema,
  duration_cn: z.string(),
  play_count: CountSchema,
  work: z.nullable(z.object({ id: Int4IdOutSchema, title: z.string() })),
  company: z.nullable(CardCompanySchema),
  category: NamedRefSchema,
  style: NamedRefSchema,
  published_at: IsoDateTimeSchema,
});
export type ShortCard = z.infer<typeof ShortCardSchema>;

/** Answer of the shorts list (also a work's videos). */
export const ShortPageAnswerSchema = contentAnswerOf(z.object(contentPageShape(ShortCardSchema)));

/** Answer of a counted play: the new play count. */
export const PlayVideoAnswerSchema = contentAnswerOf(
  z.object({ id: Int4IdOutSchema, play_count: CountSchema }),
);

/** A guide category (an article label). */
const GuideCategoryRefSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  description: z.string(),
});

/** Answer of the guide categories with their sub-labels and counts. */
export const GuideCategoriesAnswerSchema = contentAnswerOf(
  z.object({
    items: z.array(
      z.object({
        ...GuideCategoryRefSchema.def.shape,
        sub_labels: z.array(NamedRefSchema),
        short_count: CountSchema,
        article_count: CountSchema,
      }),
    ),
  }),
);

/** Answer of the short videos of a guide category (category null when none is asked for). */
export const GuideShortVideosAnswerSchema = contentAnswerOf(
  z.object({ category: z.nullable(NamedRefSchema), ...contentPageShape(ShortCardSchema) }),
);

/** Answer of the aggregation list: per category its newest videos and most read articles. */
export const GuideAggregationAnswerSchema = contentAnswerOf(
  z.object({
    items: z.array(
      z.object({
        category: GuideCategoryRefSchema,
        short_videos: z.array(ShortCardSchema),
        articles: z.array(ArticleCardSchema),
      }),
    ),
  }),
);
