/**
 * Ratings (docs/spec/platform.md#calls): the two-step rating (scores per dimension, then labels and text),
 * the
 * step-two labels, the rating config, the on-site review steps, a rating by id, the rating list
 * and its configs. Submitting needs a login; step one makes a draft only its author sees,
 * step two sends it to moderation (pending, seen by its author only); an editor of the console
 * publishes it (console/reviews/reviews.routes.ts), which refreshes the company's figures and
 * reputation. Both steps take an Idempotency-Key, so a retried submit answers the first result.
 */

import {
  companyRatingConfigsContract,
  companyRatingListContract,
  insiteStepOneContract,
  insiteStepTwoContract,
  type ReviewKind,
  ratingConfigContract,
  ratingContract,
  ratingStepOneContract,
  ratingStepTwoContract,
  ratingStepTwoLabelContract,
} from '@renovo/core/contracts';
import { REGIONS } from '@renovo/core/data';
import { contentMessages, format, ratingMessages, serverMessages, unitMessages } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import {
  labelsForScore,
  RATING_DIMENSIONS,
  RATING_LABELS,
  RATING_LIMITS,
  RATING_SORTS,
  SCORE_WORDS,
} from '../../db/reference/rating-config.ts';
import type { AppEnv, CurrentUser } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { auth, loadUser, requireUser } from '../../middleware/auth/index.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { avatarUrl } from '../../services/images/urls.ts';
import { isUniqueViolation } from '../../services/lead-guard/index.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { ensureNotRated, ratedCompany } from './rated-company.ts';
import { ratingItem } from './rating-items.ts';
import { insertDraft, isWorkOf, publishedRatings, ratingById, sendToModeration } from './ratings.service.ts';

const RATING_MESSAGES = ratingMessages;

/** How a member appears on a rating: the profile name, else 會員 and the last digits of the mobile. */
function reviewer(user: CurrentUser): { name: string; avatar: string } {
  const suffix = user.mobile ? `***${user.mobile.slice(-3)}` : String(user.id);
  const name = user.name.trim() || format(serverMessages.memberName, { suffix });
  return { name, avatar: user.avatar || avatarUrl(user.id, [...name][0] ?? serverMessages.memberName[0]!) };
}

/**
 * Step two of both flows: the member's own draft of that source gets labels and text and waits
 * for moderation. The unique index of one pending or published rating per owner and company
 * turns a racing second submit into a 409, never a second review.
 */
async function publish(
  c: Context<AppEnv>,
  source: ReviewKind,
  body: { id: number; labels: string[]; content: string },
) {
  const user = await requireUser(c);
  const { db, clock } = c.get('deps');
  const row = await ratingById(db, body.id);
  // Someone else's rating reads as missing: ids do not reveal other members' drafts.
  if (!row || row.userId !== user.id || row.source !== source) fail(404, CONTENT_MESSAGES.ratingNotFound);
  if (row.status !== 'draft') fail(409, contentMessages.ratingNotEditable);
  const allowed = new Set(labelsForScore(row.score));
  if (!body.labels.every((label) => allowed.has(label))) fail(422, RATING_MESSAGES.labelInvalid);
  await ensureNotRated(db, user.id, { id: row.companyId, name: row.companyName ?? row.offsiteName ?? '' });
  const sent = await sendToModeration(db, row.id, {
    labels: [...new Set(body.labels)],
    content: body.content,
    now: clock(),
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) fail(409, RATING_MESSAGES.alreadyRated);
    throw error;
  });
  if (!sent) fail(409, contentMessages.ratingNotEditable);
  const pending = await ratingById(db, row.id);
  return ok(c, ratingItem(pending!, mediaUrls(c)));
}

/** The ratings routes. */
export function ratingsRoutes() {
  const app = new Hono<AppEnv>();
  const member = auth({ required: true });

  route(
    app,
    ratingStepOneContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const { db, clock } = c.get('deps');
      // A listed company (by id, or by a name that is a listed company's), or off-site a company
      // not on the site by name (no company figures).
      const company = await ratedCompany(db, body);
      await ensureNotRated(db, user.id, company);
      const companyId = company.id;
      if (body.work_id !== undefined && companyId !== null) {
        if (!(await isWorkOf(db, body.work_id, companyId))) fail(422, RATING_MESSAGES.work);
      }
      const values = Object.values(body.scores);
      const score = Math.round(values.reduce((a, b) => a + b, 0) / values.length);
      const who = reviewer(user);
      const id = await insertDraft(db, {
        companyId,
        companyName: companyId === null ? company.name : null,
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
      });
      return ok(c, { id, status: 'draft', score, labels: labelsForScore(score) });
    },
    { use: [member, idempotency()] },
  );

  route(app, ratingStepTwoLabelContract, (c, { query: { score } }) => {
    const tone = score >= 4 ? 'positive' : score === 3 ? 'neutral' : 'negative';
    return ok(c, {
      score,
      score_cn: SCORE_WORDS[score],
      tone,
      labels: labelsForScore(score),
      max: RATING_LIMITS.labelsMax,
    });
  });

  route(app, ratingStepTwoContract, (c, { body }) => publish(c, 'rating', body), {
    use: [member, idempotency()],
  });

  route(app, ratingContract, async (c, { params: { id } }) => {
    const row = await ratingById(c.get('deps').db, id);
    if (!row) fail(404, CONTENT_MESSAGES.ratingNotFound);
    if (row.status !== 'published') {
      const user = await loadUser(c);
      if (!user || user.id !== row.userId) fail(404, CONTENT_MESSAGES.ratingNotFound);
    }
    return ok(c, ratingItem(row, mediaUrls(c)));
  });

  route(app, ratingConfigContract, (c) =>
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

  route(
    app,
    insiteStepOneContract,
    async (c, { body }) => {
      const user = await requireUser(c);
      const { db, clock } = c.get('deps');
      await ensureNotRated(db, user.id, await ratedCompany(db, body));
      const who = reviewer(user);
      const id = await insertDraft(db, {
        companyId: body.company_id,
        userId: user.id,
        source: 'insite',
        status: 'draft',
        reviewerName: who.name,
        avatarUrl: who.avatar,
        score: body.score,
        createdAt: clock(),
      });
      return ok(c, { id, status: 'draft', score: body.score, labels: labelsForScore(body.score) });
    },
    { use: [member, idempotency()] },
  );

  route(app, insiteStepTwoContract, (c, { body }) => publish(c, 'insite', body), {
    use: [member, idempotency()],
  });

  route(app, companyRatingListContract, async (c, { query }) => {
    const { rows, total } = await publishedRatings(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => ratingItem(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, companyRatingConfigsContract, (c) =>
    ok(c, {
      sorts: RATING_SORTS,
      scores: [5, 4, 3, 2, 1].map((score) => ({
        value: score,
        label: format(unitMessages.stars, { score }),
        name: SCORE_WORDS[score],
      })),
      regions: REGIONS.map((r) => ({ value: r.id, label: r.name })),
      dimensions: RATING_DIMENSIONS,
      labels: RATING_LABELS,
    }),
  );

  return app;
}
