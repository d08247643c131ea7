/** Answers of the survey routes (doc 1 §7). */
import * as z from 'zod/mini';
import { BigIdOutSchema, contentAnswerOf } from './content-common.ts';

/** A survey question. */
export const SurveyQuestionSchema = z.object({
  key: z.string(),
  title: z.string(),
  type: z.enum(['single', 'multiple', 'text']),
  required: z.boolean(),
  options: z.optional(z.array(z.object({ value: z.string(), label: z.string() }))),
  /** Most options of a multiple-choice question; most characters of a text answer. */
  max: z.optional(z.int().check(z.positive())),
});

/** Answer of the survey: key, title, questions, and whether this visitor answered it. */
export const SurveyInfoAnswerSchema = contentAnswerOf(
  z.object({
    key: z.string(),
    title: z.string(),
    description: z.string(),
    questions: z.array(SurveyQuestionSchema),
    answered: z.boolean(),
  }),
);

/** Answer of whether to show the survey. */
export const SurveySwitchAnswerSchema = contentAnswerOf(
  z.object({ enabled: z.boolean(), survey_key: z.string(), show: z.boolean(), answered: z.boolean() }),
);

/** Answer of stored survey answers. */
export const SurveyStoreAnswerSchema = contentAnswerOf(z.object({ id: BigIdOutSchema }));
