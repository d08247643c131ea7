/**
 * Answers of the company routes (doc 1 §7): the company card of every list, company from a
 * work, the detail, the rating summary, the Google comments and the ranking.
 */
import * as z from 'zod/mini';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  DimensionScoreSchema,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  itemsOf,
  NamedRefSchema,
} from './content-common.ts';
import { RatingItemSchema, RatingScoreSchema } from './content-ratings.ts';
import { WorkCardSchema } from './content-works.ts';

/** A company as lists show it. */
export const CompanyCardSchema = z.object({
  id: Int4IdOutSchema,
  name: z.string(),
  logo: z.string(),
  region: NamedRefSchema,
  served_regions: z.array(NamedRefSchema),
  styles: z.array(NamedRefSchema),
  price_min_wan: z.int(),
  price_max_wan: z.int(),
  price_cn: z.string(),
  /** Average of the published on-site ratings (0 when none). */
  rating: z.number(),
  rating_count: CountSchema,
  reputation: z.number(),
  google_rating: z.number(),
  google_count: CountSchema,
  works_count: CountSchema,
});
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/** Answer of company-from-work (the work's company as a card). */
export const CompanyCardAnswerSchema = contentAnswerOf(CompanyCardSchema);

/** Answer of the lists of company cards without paging. */
export const CompanyItemsAnswerSchema = contentAnswerOf(itemsOf(CompanyCardSchema));

/** Answer of the company list. */
export const CompanyPageAnswerSchema = contentAnswerOf(z.object(contentPageShape(CompanyCardSchema)));

/** Answer of the reputation ranking: cards with their rank number. */
export const CompanyRankingAnswerSchema = contentAnswerOf(
  z.object(contentPageShape(z.object({ rank: z.int().check(z.positive()), ...CompanyCardSchema.def.shape }))),
);

/** Answer of the company detail. */
export const CompanyDetailAnswerSchema = contentAnswerOf(
  z.object({
    ...CompanyCardSchema.def.shape,
    intro: z.string(),
    address: z.string(),
    founded_year: z.int(),
    team_size: z.int(),
    scores: z.array(DimensionScoreSchema),
    is_hot: z.boolean(),
    works: z.array(WorkCardSchema),
  }),
);

/** Answer of the rating summary of a company. */
export const CompanyRatingAnswerSchema = contentAnswerOf(
  z.object({
    company_id: Int4IdOutSchema,
    score: z.number(),
    count: CountSchema,
    reputation: z.number(),
    scores: z.array(DimensionScoreSchema),
    distribution: z.array(z.object({ score: RatingScoreSchema, count: CountSchema })),
    top_labels: z.array(z.object({ label: z.string(), count: CountSchema })),
    latest: z.array(RatingItemSchema),
  }),
);

/** A Google (off-site) comment. */
export const GoogleCommentSchema = z.object({
  id: Int4IdOutSchema,
  author_name: z.string(),
  avatar: z.string(),
  rating: RatingScoreSchema,
  content: z.string(),
  published_at: IsoDateTimeSchema,
});

/** Answer of the Google comments of a company: its Google figures and a page of comments. */
export const GoogleCommentsAnswerSchema = contentAnswerOf(
  z.object({
    rating: z.number(),
    review_count: CountSchema,
    ...contentPageShape(GoogleCommentSchema),
  }),
);
