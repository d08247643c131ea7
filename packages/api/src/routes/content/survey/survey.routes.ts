/**
 * Survey (doc 1 §7): the questions, whether to show it, and storing the answers — once per
 * member, or per device when signed out (X-Uuid).
 */
import {
  SurveyInfoAnswerSchema,
  SurveyStoreAnswerSchema,
  SurveySwitchAnswerSchema,
} from '@renovo/core/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { surveyResponses } from '../../../db/schema-content.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { readBody } from '../../../lib/body.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { validate } from '../../../lib/validate.ts';
import { idempotency } from '../../../middleware/idempotency/index.ts';
import { SURVEY, type SurveyQuestion } from '../catalogue/survey.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { hasControlChars } from '../shared/text.ts';
import { visitorOf } from '../shared/visitor.ts';

function answerSchema(question: SurveyQuestion) {
  const required = `請回答「${question.title}」`;
  const invalid = `「${question.title}」的答案不正確`;
  const values = (question.options ?? []).map((o) => o.value);
  const schema =
    question.type === 'text'
      ? z
          .string(invalid)
          .trim()
          .max(question.max ?? 300, invalid)
          .refine((v) => !hasControlChars(v, true), invalid)
      : question.type === 'single'
        ? z.string(invalid).refine((v) => values.includes(v), invalid)
        : z
            .array(
              z.string(invalid).refine((v) => values.includes(v), invalid),
              invalid,
            )
            .min(1, required)
            .max(question.max ?? values.length, invalid)
            .refine((list) => new Set(list).size === list.length, invalid);
  return question.required ? schema : schema.optional();
}

/** Body of POST /api/survey/store. */
export const SurveyStoreSchema = z.strictObject({
  survey_key: z
    .string(CONTENT_MESSAGES.surveyKeyInvalid)
    .refine((v) => v === SURVEY.key, CONTENT_MESSAGES.surveyKeyInvalid),
  answers: z.strictObject(
    Object.fromEntries(SURVEY.questions.map((q) => [q.key, answerSchema(q)])),
    '請填寫問卷答案',
  ),
});

export const surveyDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/survey/info',
    summary: 'The survey: key, title, questions with options',
    tag: 'survey',
    response: SurveyInfoAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/survey/switch',
    summary: 'Whether to show the survey (not once the member or device answered it)',
    tag: 'survey',
    response: SurveySwitchAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/survey/store',
    summary: 'Stores the answers (once per member, or per device when signed out)',
    tag: 'survey',
    auth: 'optional',
    idempotent: true,
    body: SurveyStoreSchema,
    response: SurveyStoreAnswerSchema,
    errors: [409, 413],
  },
];

async function answered(c: Context<AppEnv>): Promise<boolean> {
  const { userId, clientUuid } = await visitorOf(c);
  if (!userId && !clientUuid) return false;
  const [row] = await c
    .get('deps')
    .db.select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(
      and(
        eq(surveyResponses.surveyKey, SURVEY.key),
        userId
          ? eq(surveyResponses.userId, userId)
          : and(isNull(surveyResponses.userId), eq(surveyResponses.clientUuid, clientUuid!)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The survey routes. */
export function surveyRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/api/survey/info', async (c) => ok(c, { ...SURVEY, answered: await answered(c) }));

  app.get('/api/survey/switch', async (c) => {
    const done = await answered(c);
    return ok(c, { enabled: true, survey_key: SURVEY.key, show: !done, answered: done });
  });

  app.post('/api/survey/store', idempotency(), async (c) => {
    const body = validate(SurveyStoreSchema, await readBody(c));
    if (await answered(c)) fail(409, CONTENT_MESSAGES.surveyAnswered);
    const { userId, clientUuid } = await visitorOf(c);
    const { db, clock } = c.get('deps');
    const [row] = await db
      .insert(surveyResponses)
      .values({ surveyKey: SURVEY.key, userId, clientUuid, answers: body.answers, createdAt: clock() })
      .onConflictDoNothing()
      .returning({ id: surveyResponses.id });
    // A concurrent duplicate lost the race to the unique index.
    if (!row) fail(409, CONTENT_MESSAGES.surveyAnswered);
    return ok(c, { id: row.id }, { message: '感謝您填寫問卷' });
  });

  return app;
}
