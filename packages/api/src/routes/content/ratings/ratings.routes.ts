/**
 * Ratings (doc 1 §7): the two-step rating (scores per dimension, then labels and text), the
 * step-two labels, the rating config, the on-site review steps, a rating by id, the rating list
 * and its configs. Submitting needs a login; step one makes a draft only its author sees,
 * step two publishes it and refreshes the company's figures and reputation.
 */

import { REGIONS } from '@renovo/core/data';
import {
  RatingConfigAnswerSchema,
  RatingDraftAnswerSchema,
  RatingItemAnswerSchema,
  RatingListConfigsAnswerSchema,
  RatingListQuerySchema,
  RatingPageAnswerSchema,
  StepTwoLabelAnswerSchema,
} from '@renovo/core/schemas';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { companies, companyRatings, works } from '../../../db/schema-content.ts';
import {
  labelsForScore,
  RATING_DIMENSIONS,
  RATING_LABELS,
  RATING_LIMITS,
  RATING_SORTS,
  SCORE_WORDS,
} from '../../../db/seed/content/catalogue/rating-config.ts';
import { refreshCompanyRatings } from '../../../db/seed/content/refresh-company-ratings.ts';
import type { AppEnv, CurrentUser } from '../../../lib/app-env.ts';
import { readBody } from '../../../lib/body.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { validate } from '../../../lib/validate.ts';
import { auth, loadUser, requireUser } from '../../../middleware/auth/index.ts';
import { idempotency } from '../../../middleware/idempotency/index.ts';
import { avatarUrl } from '../../../services/images/urls.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { pathId, queryOf } from '../shared/query.ts';
import { ratingItem, ratingItemColumns } from './rating-items.ts';
import {
  InsiteStepOneSchema,
  RATING_MESSAGES,
  RatingStepOneSchema,
  RatingStepTwoSchema,
  StepTwoLabelQuerySchema,
} from './rating-schemas.ts';

export const ratingsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/ratings/submit_step_one',
    summary:
      'Rating step one: a score per dimension and the project facts; answers the draft id and the labels',
    tag: 'ratings',
    auth: 'required',
    idempotent: true,
    body: RatingStepOneSchema,
    response: RatingDraftAnswerSchema,
    errors: [403, 404, 409, 413],
  },
  {
    method: 'get',
    path: '/api/ratings/step_two_label',
    summary: 'Labels offered for a score (positive 4–5, neutral 3, negative 1–2)',
    tag: 'ratings',
    query: StepTwoLabelQuerySchema,
    response: StepTwoLabelAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/ratings/submit_step_two',
    summary: 'Rating step two: labels and text; publishes the draft',
    tag: 'ratings',
    auth: 'required',
    body: RatingStepTwoSchema,
    response: RatingItemAnswerSchema,
    errors: [403, 404, 409, 413],
  },
  {
    method: 'get',
    path: '/api/ratings/{id}',
    summary: 'A published rating (a draft for its author only)',
    tag: 'ratings',
    auth: 'optional',
    response: RatingItemAnswerSchema,
    errors: [404, 422],
  },
  {
    method: 'get',
    path: '/api/rating_config',
    summary: 'Dimensions, score words, labels and limits',
    tag: 'ratings',
    response: RatingConfigAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/rating/insite_step_one',
    summary: 'On-site review step one: one overall score; answers the draft id and the labels',
    tag: 'ratings',
    auth: 'required',
    idempotent: true,
    body: InsiteStepOneSchema,
    response: RatingDraftAnswerSchema,
    errors: [403, 404, 409, 413],
  },
  {
    method: 'post',
    path: '/api/rating/insite_step_two',
    summary: 'On-site review step two: labels and text; publishes it',
    tag: 'ratings',
    auth: 'required',
    body: RatingStepTwoSchema,
    response: RatingItemAnswerSchema,
    errors: [403, 404, 409, 413],
  },
  {
    method: 'get',
    path: '/hyperf/company_rating/list',
    summary: 'Published on-site ratings: company_id, region_id, score; sort newest|score_high|score_low',
    tag: 'ratings',
    query: RatingListQuerySchema,
    response: RatingPageAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/company_rating/configs',
    summary: 'Filters and sorts of the rating list',
    tag: 'ratings',
    response: RatingListConfigsAnswerSchema,
  },
];

/** How a member appears on a rating: the profile name, else 會員 and the last digits of the mobile. */
function reviewer(user: CurrentUser): { name: string; avatar: string } {
  const name = user.name.trim() || `會員${user.mobile ? `***${user.mobile.slice(-3)}` : user.id}`;
  return { name, avatar: user.avatar || avatarUrl(user.id, [...name][0] ?? '會') };
}

async function ensureCompany(c: Context<AppEnv>, companyId: number): Promise<void> {
  const [row] = await c
    .get('deps')
    .db.select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) fail(404, CONTENT_MESSAGES.companyNotFound);
}

async function ensureNotRated(c: Context<AppEnv>, userId: number, companyId: number): Promise<void> {
  const [row] = await c
    .get('deps')
    .db.select({ id: companyRatings.id })
    .from(companyRatings)
    .where(
      and(
        eq(companyRatings.userId, userId),
        eq(companyRatings.companyId, companyId),
        eq(companyRatings.status, 'published'),
      ),
    )
    .limit(1);
  if (row) fail(409, RATING_MESSAGES.alreadyRated);
}

async function ratingById(c: Context<AppEnv>, id: number) {
  const [row] = await c
    .get('deps')
    .db.select({ ...ratingItemColumns, userId: companyRatings.userId })
    .from(companyRatings)
    .innerJoin(companies, eq(companies.id, companyRatings.companyId))
    .where(eq(companyRatings.id, id))
    .limit(1);
  return row;
}

/** Step two of both flows: the member's own draft of that source gets labels and text and is published. */
async function publish(c: Context<AppEnv>, source: 'rating' | 'insite') {
  const user = await requireUser(c);
  const body = validate(RatingStepTwoSchema, await readBody(c));
  const { db, clock } = c.get('deps');
  const row = await ratingById(c, body.id);
  // Someone else's rating reads as missing: ids do not reveal other members' drafts.
  if (!row || row.userId !== user.id || row.source !== source) fail(404, CONTENT_MESSAGES.ratingNotFound);
  if (row.status !== 'draft') fail(409, RATING_MESSAGES.notDraft);
  const allowed = new Set(labelsForScore(row.score));
  if (!body.labels.every((label) => allowed.has(label))) fail(422, RATING_MESSAGES.labelInvalid);
  await ensureNotRated(c, user.id, row.companyId);
  const now = clock();
  await db.transaction(async (tx) => {
    await tx
      .update(companyRatings)
      .set({
        labels: [...new Set(body.labels)],
        content: body.content,
        status: 'published',
        publishedAt: now,
      })
      .where(and(eq(companyRatings.id, row.id), eq(companyRatings.status, 'draft')));
    await refreshCompanyRatings(tx, row.companyId);
  });
  const published = await ratingById(c, row.id);
  return ok(c, ratingItem(published!, mediaUrls(c)));
}

/** The ratings routes. */
export function ratingsRoutes() {
  const app = new Hono<AppEnv>();
  const member = auth({ required: true });

  app.post('/api/ratings/submit_step_one', member, idempotency(), async (c) => {
    const user = await requireUser(c);
    const body = validate(RatingStepOneSchema, await readBody(c));
    await ensureCompany(c, body.company_id);
    await ensureNotRated(c, user.id, body.company_id);
    const { db, clock } = c.get('deps');
    if (body.work_id !== undefined) {
      const [work] = await db
        .select({ id: works.id })
        .from(works)
        .where(and(eq(works.id, body.work_id), eq(works.companyId, body.company_id)));
      if (!work) fail(422, RATING_MESSAGES.work);
    }
    const values = Object.values(body.scores);
    const score = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
    const who = reviewer(user);
    const [row] = await db
      .insert(companyRatings)
      .values({
        companyId: body.company_id,
        userId: user.id,
        source: 'rating',
        status: 'draft',
        reviewerName: who.name,
        avatarUrl: who.avatar,
        score,
        scores: body.scores,
        regionId: body.region_id ?? null,
        housingType: body.housing_type ?? null,
        budgetWan: body.budget_wan ?? null,
        areaPing: body.area_ping ?? null,
        workId: body.work_id ?? null,
        createdAt: clock(),
      })
      .returning({ id: companyRatings.id });
    return ok(c, { id: row!.id, status: 'draft', score, labels: labelsForScore(score) });
  });

  app.get('/api/ratings/step_two_label', (c) => {
    const { score } = queryOf(c, StepTwoLabelQuerySchema);
    const tone = score >= 4 ? 'positive' : score === 3 ? 'neutral' : 'negative';
    return ok(c, {
      score,
      score_cn: SCORE_WORDS[score],
      tone,
      labels: labelsForScore(score),
      max: RATING_LIMITS.labelsMax,
    });
  });

  app.post('/api/ratings/submit_step_two', member, (c) => publish(c, 'rating'));

  app.get('/api/ratings/:id', async (c) => {
    const id = pathId(c.req.param('id'));
    const row = await ratingById(c, id);
    if (!row) fail(404, CONTENT_MESSAGES.ratingNotFound);
    if (row.status !== 'published') {
      const user = await loadUser(c);
      if (!user || user.id !== row.userId) fail(404, CONTENT_MESSAGES.ratingNotFound);
    }
    return ok(c, ratingItem(row, mediaUrls(c)));
  });

  app.get('/api/rating_config', (c) =>
    ok(c, {
      dimensions: RATING_DIMENSIONS,
      score_words: SCORE_WORDS,
      labels: RATING_LABELS,
      limits: {
        content_min: RATING_LIMITS.contentMin,
        content_max: RATING_LIMITS.contentMax,
        labels_max: RATING_LIMITS.labelsMax,
      },
    }),
  );

  app.post('/api/rating/insite_step_one', member, idempotency(), async (c) => {
    const user = await requireUser(c);
    const body = validate(InsiteStepOneSchema, await readBody(c));
    await ensureCompany(c, body.company_id);
    await ensureNotRated(c, user.id, body.company_id);
    const who = reviewer(user);
    const { db, clock } = c.get('deps');
    const [row] = await db
      .insert(companyRatings)
      .values({
        companyId: body.company_id,
        userId: user.id,
        source: 'insite',
        status: 'draft',
        reviewerName: who.name,
        avatarUrl: who.avatar,
        score: body.score,
        createdAt: clock(),
      })
      .returning({ id: companyRatings.id });
    return ok(c, { id: row!.id, status: 'draft', score: body.score, labels: labelsForScore(body.score) });
  });

  app.post('/api/rating/insite_step_two', member, (c) => publish(c, 'insite'));

  app.get('/hyperf/company_rating/list', async (c) => {
    const query = queryOf(c, RatingListQuerySchema);
    const where: SQL[] = [eq(companyRatings.status, 'published')];
    if (query.company_id !== undefined) where.push(eq(companyRatings.companyId, query.company_id));
    if (query.region_id !== undefined) where.push(eq(companyRatings.regionId, query.region_id));
    if (query.score !== undefined) where.push(eq(companyRatings.score, query.score));
    const order =
      query.sort === 'score_high'
        ? [desc(companyRatings.score), desc(companyRatings.publishedAt), desc(companyRatings.id)]
        : query.sort === 'score_low'
          ? [asc(companyRatings.score), desc(companyRatings.publishedAt), desc(companyRatings.id)]
          : [desc(companyRatings.publishedAt), desc(companyRatings.id)];
    const { db } = c.get('deps');
    const [rows, [counted]] = await Promise.all([
      db
        .select(ratingItemColumns)
        .from(companyRatings)
        .innerJoin(companies, eq(companies.id, companyRatings.companyId))
        .where(and(...where))
        .orderBy(...order)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db
        .select({ n: count() })
        .from(companyRatings)
        .where(and(...where)),
    ]);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => ratingItem(r, url)),
        counted?.n ?? 0,
        query,
      ),
    );
  });

  app.get('/hyperf/company_rating/configs', (c) =>
    ok(c, {
      sorts: RATING_SORTS,
      scores: [5, 4, 3, 2, 1].map((score) => ({
        value: score,
        label: `${score} 星`,
        name: SCORE_WORDS[score],
      })),
      regions: REGIONS.map((r) => ({ value: r.id, label: r.name })),
      dimensions: RATING_DIMENSIONS,
      labels: RATING_LABELS,
    }),
  );

  return app;
}
