/** Bodies of the rating steps, with the zh-TW messages the rating form shows. */

import { REGION_IDS } from '@renovo/core/data';
import { HOUSING_TYPE_OPTION_IDS } from '@renovo/core/schemas';
import { z } from 'zod';
import { RATING_DIMENSIONS, RATING_LIMITS } from '../../../db/reference/rating-config.ts';
import { hasControlChars } from '../shared/text.ts';

/** Messages of the rating form. */
export const RATING_MESSAGES = {
  company: '請選擇要評價的設計公司',
  score: '請為每一項評分（1 到 5 分）',
  region: '請選擇正確的地區',
  housingType: '請選擇正確的屋況',
  budget: '預算須為 1 到 10000 萬的整數',
  area: '坪數須為 1 到 999 的整數',
  work: '請選擇正確的作品',
  id: '找不到要完成的評價',
  labels: `請選擇 1 到 ${RATING_LIMITS.labelsMax} 個評價標籤`,
  labelInvalid: '評價標籤不正確',
  content: `評價內容須為 ${RATING_LIMITS.contentMin} 到 ${RATING_LIMITS.contentMax} 個字`,
  contentInvalid: '評價內容含有無法顯示的字元',
  alreadyRated: '您已評價過這家設計公司',
  notDraft: '此評價已送出，無法再修改',
} as const;

/** A positive id as a JSON number or a string of digits. */
export const bodyId = (message: string) =>
  z
    .union(
      [
        z.number(message),
        z
          .string(message)
          .regex(/^\d{1,9}$/, message)
          .transform(Number),
      ],
      message,
    )
    .pipe(z.number().int(message).positive(message).max(2_147_483_647, message));
const id = bodyId;
const score = z
  .number(RATING_MESSAGES.score)
  .int(RATING_MESSAGES.score)
  .min(1, RATING_MESSAGES.score)
  .max(5, RATING_MESSAGES.score);

/** Step one of the full rating: a score per dimension and the project facts. */
export const RatingStepOneSchema = z.strictObject({
  company_id: id(RATING_MESSAGES.company),
  scores: z.strictObject(
    Object.fromEntries(RATING_DIMENSIONS.map((d) => [d.key, score])) as Record<
      (typeof RATING_DIMENSIONS)[number]['key'],
      typeof score
    >,
    RATING_MESSAGES.score,
  ),
  region_id: z.optional(
    z.number(RATING_MESSAGES.region).refine((v) => REGION_IDS.includes(v), RATING_MESSAGES.region),
  ),
  housing_type: z.optional(
    z
      .number(RATING_MESSAGES.housingType)
      .refine((v) => HOUSING_TYPE_OPTION_IDS.includes(v), RATING_MESSAGES.housingType),
  ),
  budget_wan: z.optional(
    z
      .number(RATING_MESSAGES.budget)
      .int(RATING_MESSAGES.budget)
      .min(1, RATING_MESSAGES.budget)
      .max(10_000, RATING_MESSAGES.budget),
  ),
  area_ping: z.optional(
    z
      .number(RATING_MESSAGES.area)
      .int(RATING_MESSAGES.area)
      .min(1, RATING_MESSAGES.area)
      .max(999, RATING_MESSAGES.area),
  ),
  work_id: z.optional(id(RATING_MESSAGES.work)),
});

/** Step one of the on-site (in-site) review: one overall score. */
export const InsiteStepOneSchema = z.strictObject({
  company_id: id(RATING_MESSAGES.company),
  score,
});

/** Step two of both: labels and text for the draft made by step one. */
export const RatingStepTwoSchema = z.strictObject({
  id: id(RATING_MESSAGES.id),
  labels: z
    .array(
      z
        .string(RATING_MESSAGES.labelInvalid)
        .max(20, RATING_MESSAGES.labelInvalid)
        .refine((v) => !hasControlChars(v), RATING_MESSAGES.labelInvalid),
      RATING_MESSAGES.labels,
    )
    .min(1, RATING_MESSAGES.labels)
    .max(RATING_LIMITS.labelsMax, RATING_MESSAGES.labels),
  content: z
    .string(RATING_MESSAGES.content)
    .trim()
    .min(RATING_LIMITS.contentMin, RATING_MESSAGES.content)
    .max(RATING_LIMITS.contentMax, RATING_MESSAGES.content)
    .refine((v) => !hasControlChars(v, true), RATING_MESSAGES.contentInvalid),
});

/** Query of the step-two labels. */
export const StepTwoLabelQuerySchema = z.object({
  score: z.coerce
    .number(RATING_MESSAGES.score)
    .int(RATING_MESSAGES.score)
    .min(1, RATING_MESSAGES.score)
    .max(5, RATING_MESSAGES.score),
});
