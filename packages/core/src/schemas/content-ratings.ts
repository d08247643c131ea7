/**
 * Answers of the rating routes (doc 1 §7): the two-step rating and on-site review, the step-two
 * labels, a rating by id, the rating config, the rating list and its configs.
 */
import * as z from 'zod/mini';
import {
  BigIdOutSchema,
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  DimensionSchema,
  DimensionScoreSchema,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  NamedRefSchema,
} from './content-common.ts';
import { CardCompanySchema } from './content-works.ts';

/** A score of a rating: 1 to 5. */
export const RatingScoreSchema = z.int().check(z.minimum(1), z.maximum(5));

/** A rating as the lists and the detail answer it (a draft only to its author). */
export const RatingItemSchema = z.object({
  id: BigIdOutSchema,
  company: CardCompanySchema,
  kind: z.enum(['rating', 'insite']),
  status: z.enum(['draft', 'published']),
  reviewer_name: z.string(),
  avatar: z.string(),
  score: RatingScoreSchema,
  score_cn: z.string(),
  scores: z.array(DimensionScoreSchema),
  labels: z.array(z.string()),
  content: z.string(),
  region: z.nullable(NamedRefSchema),
  housing_type: z.nullable(NamedRefSchema),
  budget_wan: z.nullable(z.int()),
  area_ping: z.nullable(z.int()),
  work_id: z.nullable(Int4IdOutSchema),
  created_at: IsoDateTimeSchema,
  published_at: z.nullable(IsoDateTimeSchema),
});
export type RatingItem = z.infer<typeof RatingItemSchema>;

/** Answer of a rating by id and of both step twos (the published rating). */
export const RatingItemAnswerSchema = contentAnswerOf(RatingItemSchema);

/** Answer of both step ones: the draft and the labels step two offers. */
export const RatingDraftAnswerSchema = contentAnswerOf(
  z.object({
    id: BigIdOutSchema,
    status: z.literal('draft'),
    score: RatingScoreSchema,
    labels: z.array(z.string()),
  }),
);

/** Answer of the step-two labels of a score. */
export const StepTwoLabelAnswerSchema = contentAnswerOf(
  z.object({
    score: RatingScoreSchema,
    score_cn: z.string(),
    tone: z.enum(['positive', 'neutral', 'negative']),
    labels: z.array(z.string()),
    max: z.int().check(z.positive()),
  }),
);

/** The step-two labels by tone. */
const RatingLabelsSchema = z.object({
  positive: z.array(z.string()),
  neutral: z.array(z.string()),
  negative: z.array(z.string()),
});

/** Answer of the rating config: dimensions, score words, labels and limits. */
export const RatingConfigAnswerSchema = contentAnswerOf(
  z.object({
    dimensions: z.array(DimensionSchema),
    /** Words of the scores 1 to 5, keyed by the score. */
    score_words: z.record(z.string(), z.string()),
    labels: RatingLabelsSchema,
    limits: z.object({ content_min: CountSchema, content_max: CountSchema, labels_max: CountSchema }),
  }),
);

/** Answer of the rating list. */
export const RatingPageAnswerSchema = contentAnswerOf(z.object(contentPageShape(RatingItemSchema)));

/** Answer of the rating list's filters and sorts. */
export const RatingListConfigsAnswerSchema = contentAnswerOf(
  z.object({
    sorts: z.array(z.object({ value: z.enum(['newest', 'score_high', 'score_low']), label: z.string() })),
    scores: z.array(z.object({ value: RatingScoreSchema, label: z.string(), name: z.string() })),
    regions: z.array(z.object({ value: z.int().check(z.positive()), label: z.string() })),
    dimensions: z.array(DimensionSchema),
    labels: RatingLabelsSchema,
  }),
);
