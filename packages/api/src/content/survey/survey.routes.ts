/**
 * Survey (docs/spec/platform.md#calls): the questions, whether to show it, and storing the answers — once per
 * member, or per device when signed out (X-Uuid).
 */

import { surveyInfoContract, surveyStoreContract, surveySwitchContract } from '@renovo/core/contracts';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { SURVEY } from '../catalogue/survey.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { visitorOf } from '../shared/visitor.ts';
import { hasAnswered, storeAnswers } from './survey.service.ts';

async function answered(c: Context<AppEnv>): Promise<boolean> {
  return hasAnswered(c.get('deps').db, SURVEY.key, await visitorOf(c));
}

/** The survey routes. */
export function surveyRoutes() {
  const app = new Hono<AppEnv>();

  route(app, surveyInfoContract, async (c) => ok(c, { ...SURVEY, answered: await answered(c) }));

  route(app, surveySwitchContract, async (c) => {
    const done = await answered(c);
    return ok(c, { enabled: true, survey_key: SURVEY.key, show: !done, answered: done });
  });

  route(
    app,
    surveyStoreContract,
    async (c, { body }) => {
      if (await answered(c)) fail(409, CONTENT_MESSAGES.surveyAnswered);
      const { userId, clientUuid } = await visitorOf(c);
      const { db, clock } = c.get('deps');
      const row = await storeAnswers(db, {
        surveyKey: SURVEY.key,
        userId,
        clientUuid,
        answers: body.answers,
        createdAt: clock(),
      });
      // A concurrent duplicate lost the race to the unique index.
      if (!row) fail(409, CONTENT_MESSAGES.surveyAnswered);
      return ok(c, { id: row.id }, { message: CONTENT_MESSAGES.surveyThanks });
    },
    { use: [idempotency()] },
  );

  return app;
}
