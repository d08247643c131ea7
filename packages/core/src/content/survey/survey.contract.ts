/** Answers of the survey routes (docs/spec/platform.md#calls). */
import { z as zc } from 'zod';
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { SURVEY, type SurveyQuestion } from '../../data/survey.ts';
import { contentMessages, surveyAnswerMessages } from '../../messages/content.ts';
import { hasUnsafeChars } from '../../schemas/common.ts';
import { BigIdOutSchema, contentAnswerOf } from '../content-common.ts';
import { surveyInfoRoute, surveyStoreRoute, surveySwitchRoute } from './survey.routes.ts';

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

function answerSchema(question: SurveyQuestion) {
  const { required, invalid } = surveyAnswerMessages(question.title);
  const values = (question.options ?? []).map((o) => o.value);
  const schema =
    question.type === 'text'
      ? zc
          .string(invalid)
          .trim()
          .max(question.max ?? 300, invalid)
          .refine((v) => !hasUnsafeChars(v, true), invalid)
      : question.type === 'single'
        ? zc.string(invalid).refine((v) => values.includes(v), invalid)
        : zc
            .array(
              zc.string(invalid).refine((v) => values.includes(v), invalid),
              invalid,
            )
            .min(1, required)
            .max(question.max ?? values.length, invalid)
            .refine((list) => new Set(list).size === list.length, invalid);
  return question.required ? schema : schema.optional();
}

/** Body of POST /api/survey/store. */
export const SurveyStoreSchema = zc.strictObject({
  survey_key: zc
    .string(contentMessages.surveyKeyInvalid)
    .refine((v) => v === SURVEY.key, contentMessages.surveyKeyInvalid),
  answers: zc.strictObject(
    Object.fromEntries(SURVEY.questions.map((q) => [q.key, answerSchema(q)])),
    contentMessages.surveyAnswersRequired,
  ),
});

/** GET /api/survey/info. */
export const surveyInfoContract = defineContract(surveyInfoRoute, {
  id: 'getSurveyInfo',
  tag: 'survey',
  summary: 'The survey: key, title, questions with options',
  auth: 'optional',
  response: SurveyInfoAnswerSchema,
});

/** GET /api/survey/switch. */
export const surveySwitchContract = defineContract(surveySwitchRoute, {
  id: 'getSurveySwitch',
  tag: 'survey',
  summary: 'Whether to show the survey (not once the member or device answered it)',
  auth: 'optional',
  response: SurveySwitchAnswerSchema,
});

/** POST /api/survey/store. */
export const surveyStoreContract = defineContract(surveyStoreRoute, {
  id: 'postSurveyStore',
  tag: 'survey',
  summary: 'Stores the answers (once per member, or per device when signed out)',
  auth: 'optional',
  idempotent: true,
  body: SurveyStoreSchema,
  example: {
    body: { survey_key: 'renovation_needs_2025', answers: { stage: 'research', priorities: ['budget'] } },
  },
  response: SurveyStoreAnswerSchema,
});

/** The survey contracts. */
export const SURVEY_CONTRACTS = [surveyInfoContract, surveySwitchContract, surveyStoreContract] as const;
