/**
 * Answers of the rating routes (docs/spec/platform.md#calls): the two-step rating and on-site review, the
 * step-two
 * labels, a rating by id, the rating config, the rating list and its configs.
 */
import { z as zc } from 'zod';
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { RATING_DIMENSIONS, RATING_LIMITS } from '../../data/ratings.ts';
import { REGION_IDS } from '../../data/regions.ts';
import { basicQuoteMessages } from '../../messages/basic-quote.ts';
import { contentListMessages, ratingMessages } from '../../messages/content.ts';
import { RATING_STATUSES, REVIEW_KINDS } from '../../reviews/review-facts.ts';
import { hasUnsafeChars } from '../../schemas/common.ts';
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
  PathIdParamsSchema,
} from '../content-common.ts';
import { HOUSING_TYPE_OPTION_IDS, RatingListQuerySchema } from '../content-lists.schemas.ts';
import { CardCompanySchema } from '../works/works.contract.ts';
import {
  companyRatingConfigsRoute,
  companyRatingListRoute,
  insiteStepOneRoute,
  insiteStepTwoRoute,
  ratingConfigRoute,
  ratingRoute,
  ratingStepOneRoute,
  ratingStepTwoLabelRoute,
  ratingStepTwoRoute,
} from './ratings.routes.ts';

/** A score of a rating: 1 to 5. */
export const RatingScoreSchema = z.int().check(z.minimum(1), z.maximum(5));

/**
 * A rating as the lists and the detail answer it. Lists and other visitors see only published
 * ones; its author also sees a draft, one pending moderation and a rejected one (with the reason).
 */
export const RatingItemSchema = z.object({
  id: BigIdOutSchema,
  /** The listed company; null for an off-site review (a company not on the site). */
  company: z.nullable(CardCompanySchema),
  /** The company's name: the listed one's, or the name the owner typed (off-site). */
  company_name: z.string(),
  kind: z.enum(REVIEW_KINDS),
  status: z.enum(RATING_STATUSES),
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
  /** Why staff rejected it (its author's view only; null otherwise). */
  reject_reason: z.nullable(z.string()),
  /** The company's reply, once the staff published it (docs/spec/company-side.md#centre). */
  reply: z.optional(z.nullable(z.object({ body: z.string(), published_at: z.nullable(IsoDateTimeSchema) }))),
});
export type RatingItem = z.infer<typeof RatingItemSchema>;

/** Answer of a rating by id and of both step twos (the rating, pending moderation). */
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

/** A positive id of a body (within int4) as a JSON number or a string of digits. */
export const bodyId = (message: string) =>
  zc
    .union(
      [
        zc.number(message),
        zc
          .string(message)
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      message,
    )
    .pipe(zc.number().int(message).positive(message).max(2_147_483_647, message));

const score = zc
  .number(ratingMessages.score)
  .int(ratingMessages.score)
  .min(1, ratingMessages.score)
  .max(5, ratingMessages.score);

/** Step one of the full rating: a score per dimension and the project facts. */
const RatingStepOneFields = zc.strictObject({
  company_id: zc.optional(bodyId(ratingMessages.company)),
  /** A company not listed on the site (the off-site flow): its name instead of `company_id`. */
  company_name: zc.optional(
    zc
      .string(ratingMessages.companyName)
      .trim()
      .min(2, ratingMessages.companyName)
      .max(60, ratingMessages.companyName)
      .refine((v) => !hasUnsafeChars(v), ratingMessages.companyName),
  ),
  scores: zc.strictObject(
    Object.fromEntries(RATING_DIMENSIONS.map((d) => [d.key, score])) as Record<
      (typeof RATING_DIMENSIONS)[number]['key'],
      typeof score
    >,
    ratingMessages.score,
  ),
  region_id: zc.optional(
    zc
      .number(basicQuoteMessages.regionInvalid)
      .refine((v) => REGION_IDS.includes(v), basicQuoteMessages.regionInvalid),
  ),
  housing_type: zc.optional(
    zc
      .number(contentListMessages.housingType)
      .refine((v) => HOUSING_TYPE_OPTION_IDS.includes(v), contentListMessages.housingType),
  ),
  budget_wan: zc.optional(
    zc
      .number(ratingMessages.budget)
      .int(ratingMessages.budget)
      .min(1, ratingMessages.budget)
      .max(10_000, ratingMessages.budget),
  ),
  area_ping: zc.optional(
    zc
      .number(ratingMessages.area)
      .int(ratingMessages.area)
      .min(1, ratingMessages.area)
      .max(999, ratingMessages.area),
  ),
  work_id: zc.optional(bodyId(ratingMessages.work)),
});

/**
 * Step one of the full rating: a listed company (`company_id`) or, off-site, a company not on
 * the site by name (`company_name`, then no `work_id`) — exactly one of them.
 */
export const RatingStepOneSchema = RatingStepOneFields.refine(
  (v) => (v.company_id === undefined) !== (v.company_name === undefined),
  { message: ratingMessages.company, path: ['company_id'] },
).refine((v) => v.company_name === undefined || v.work_id === undefined, {
  message: ratingMessages.work,
  path: ['work_id'],
});

/** Step one of the on-site (in-site) review: one overall score. */
export const InsiteStepOneSchema = zc.strictObject({ company_id: bodyId(ratingMessages.company), score });

/** Step two of both: labels and text for the draft made by step one. */
export const RatingStepTwoSchema = zc.strictObject({
  id: bodyId(ratingMessages.id),
  labels: zc
    .array(
      zc
        .string(ratingMessages.labelInvalid)
        .max(20, ratingMessages.labelInvalid)
        .refine((v) => !hasUnsafeChars(v), ratingMessages.labelInvalid),
      ratingMessages.labels,
    )
    .min(1, ratingMessages.labels)
    .max(RATING_LIMITS.labelsMax, ratingMessages.labels),
  content: zc
    .string(ratingMessages.content)
    .trim()
    .min(RATING_LIMITS.contentMin, ratingMessages.content)
    .max(RATING_LIMITS.contentMax, ratingMessages.content)
    .refine((v) => !hasUnsafeChars(v, true), ratingMessages.contentInvalid),
});

/** Query of the step-two labels. */
export const StepTwoLabelQuerySchema = zc.object({
  score: zc.coerce
    .number(ratingMessages.score)
    .int(ratingMessages.score)
    .min(1, ratingMessages.score)
    .max(5, ratingMessages.score),
});

/** POST /api/ratings/submit_step_one. */
export const ratingStepOneContract = defineContract(ratingStepOneRoute, {
  id: 'postRatingStepOne',
  tag: 'ratings',
  summary:
    'Rating step one: a score per dimension and the project facts, for a listed company (company_id) or, off-site, a company not on the site by name (company_name); answers the draft id and the labels',
  auth: 'bearer',
  idempotent: true,
  body: RatingStepOneSchema,
  example: {
    body: { company_id: 1, scores: { design: 5, construction: 4, service: 5, budget: 4, schedule: 5 } },
  },
  response: RatingDraftAnswerSchema,
  errors: [403, 404],
});

/** GET /api/ratings/step_two_label. */
export const ratingStepTwoLabelContract = defineContract(ratingStepTwoLabelRoute, {
  id: 'getRatingStepTwoLabel',
  tag: 'ratings',
  summary: 'Labels offered for a score (positive 4–5, neutral 3, negative 1–2)',
  query: StepTwoLabelQuerySchema,
  example: { query: { score: 4 } },
  response: StepTwoLabelAnswerSchema,
});

/** POST /api/ratings/submit_step_two. */
export const ratingStepTwoContract = defineContract(ratingStepTwoRoute, {
  id: 'postRatingStepTwo',
  tag: 'ratings',
  summary:
    'Rating step two: labels and text; sends the draft to moderation (pending: public only once an editor publishes it). An owner has one pending or published rating of a company (409)',
  auth: 'bearer',
  idempotent: true,
  body: RatingStepTwoSchema,
  response: RatingItemAnswerSchema,
  errors: [403, 404, 409],
});

/** GET /api/ratings/{id}. */
export const ratingContract = defineContract(ratingRoute, {
  id: 'getRating',
  tag: 'ratings',
  summary:
    'A published rating (a draft, pending or rejected one for its author only); 422 for an id that is not 1–9 digits',
  auth: 'optional',
  params: PathIdParamsSchema,
  example: { params: { id: '1' } },
  response: RatingItemAnswerSchema,
  errors: [404],
});

/** GET /api/rating_config. */
export const ratingConfigContract = defineContract(ratingConfigRoute, {
  id: 'getRatingConfig',
  tag: 'ratings',
  summary: 'Dimensions, score words, labels and limits',
  response: RatingConfigAnswerSchema,
});

/** POST /api/rating/insite_step_one. */
export const insiteStepOneContract = defineContract(insiteStepOneRoute, {
  id: 'postInsiteStepOne',
  tag: 'ratings',
  summary: 'On-site review step one: one overall score; answers the draft id and the labels',
  auth: 'bearer',
  idempotent: true,
  body: InsiteStepOneSchema,
  example: { body: { company_id: 1, score: 5 } },
  response: RatingDraftAnswerSchema,
  errors: [403, 404],
});

/** POST /api/rating/insite_step_two. */
export const insiteStepTwoContract = defineContract(insiteStepTwoRoute, {
  id: 'postInsiteStepTwo',
  tag: 'ratings',
  summary:
    'On-site review step two: labels and text; sends it to moderation (pending, public once an editor publishes it)',
  auth: 'bearer',
  idempotent: true,
  body: RatingStepTwoSchema,
  response: RatingItemAnswerSchema,
  errors: [403, 404, 409],
});

/** GET /hyperf/company_rating/list. */
export const companyRatingListContract = defineContract(companyRatingListRoute, {
  id: 'getCompanyRatingList',
  tag: 'ratings',
  summary: 'Published on-site ratings: company_id, region_id, score; sort newest|score_high|score_low',
  query: RatingListQuerySchema,
  response: RatingPageAnswerSchema,
});

/** GET /hyperf/company_rating/configs. */
export const companyRatingConfigsContract = defineContract(companyRatingConfigsRoute, {
  id: 'getCompanyRatingConfigs',
  tag: 'ratings',
  summary: 'Filters and sorts of the rating list',
  response: RatingListConfigsAnswerSchema,
});

/** The ratings contracts. */
export const RATINGS_CONTRACTS = [
  ratingStepOneContract,
  ratingStepTwoLabelContract,
  ratingStepTwoContract,
  ratingContract,
  ratingConfigContract,
  insiteStepOneContract,
  insiteStepTwoContract,
  companyRatingListContract,
  companyRatingConfigsContract,
] as const;
