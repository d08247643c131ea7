/**
 * Style test (doc 1 §7): the images with their style ids, submitting the picks, the result
 * computed from them (the most chosen style ids), and the user clue stats. Open without login:
 * a result belongs to the member or the device (X-Uuid) and is also readable by its id.
 */
import {
  StyleClueStatsAnswerSchema,
  StyleImagesAnswerSchema,
  StyleResultAnswerSchema,
} from '@renovo/core/schemas';
import { and, count, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { clues } from '../../../db/schema.ts';
import { companies, styleTestResults, works } from '../../../db/schema-content.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { readBody } from '../../../lib/body.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { taipeiDayStart } from '../../../lib/time.ts';
import { validate } from '../../../lib/validate.ts';
import { idempotency } from '../../../middleware/idempotency/index.ts';
import { hasSubmittedClue } from '../../../services/clues/index.ts';
import { STYLE_NAMES } from '../catalogue/names.ts';
import {
  STYLE_PROFILES,
  STYLE_TEST_IMAGES,
  STYLE_TEST_PICKS,
  styleTestImage,
} from '../catalogue/style-test.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { queryOf } from '../shared/query.ts';
import { visitorOf } from '../shared/visitor.ts';
import { workCard, workCardColumns } from '../works/work-cards.ts';
import { countStyles, topStyles } from './style-result.ts';

const PICKS_MESSAGE = `請選擇 ${STYLE_TEST_PICKS.min} 到 ${STYLE_TEST_PICKS.max} 張喜歡的圖片`;
const IMAGE_MESSAGE = '圖片不正確，請重新選擇';

/** Body of POST /hyperf/style/submit_test: the ids of the picked images. */
export const StyleSubmitSchema = z.strictObject({
  image_ids: z
    .array(
      z
        .number(IMAGE_MESSAGE)
        .int(IMAGE_MESSAGE)
        .refine((id) => styleTestImage(id) !== undefined, IMAGE_MESSAGE),
      PICKS_MESSAGE,
    )
    .min(STYLE_TEST_PICKS.min, PICKS_MESSAGE)
    .max(STYLE_TEST_PICKS.max, PICKS_MESSAGE)
    .refine((ids) => new Set(ids).size === ids.length, IMAGE_MESSAGE),
});

/** Query of GET /hyperf/style/test_result: a result id, else the visitor's latest. */
export const StyleResultQuerySchema = z.object({
  id: z.optional(
    z
      .string()
      .regex(/^\d{1,12}$/, '請提供正確的編號')
      .transform(Number),
  ),
});

export const styleTestDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/hyperf/style/style_images',
    summary: 'The 30 test images with their style ids',
    tag: 'style-test',
    response: StyleImagesAnswerSchema,
  },
  {
    method: 'post',
    path: '/hyperf/style/submit_test',
    summary: 'Submits the picked image ids; answers the result (the most chosen styles)',
    tag: 'style-test',
    auth: 'optional',
    idempotent: true,
    body: StyleSubmitSchema,
    response: StyleResultAnswerSchema,
    errors: [413],
  },
  {
    method: 'get',
    path: '/hyperf/style/test_result',
    summary: 'A result by id, or the latest of the member or device; with works of the main style',
    tag: 'style-test',
    auth: 'optional',
    query: StyleResultQuerySchema,
    errors: [404],
    response: StyleResultAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/style/user_clue_stats',
    summary:
      'How many took the test (all, today), how many left a clue after it, and whether this visitor has one',
    tag: 'style-test',
    auth: 'optional',
    response: StyleClueStatsAnswerSchema,
  },
];

type ResultRow = typeof styleTestResults.$inferSelect;

async function resultData(c: Context<AppEnv>, row: ResultRow) {
  const url = mediaUrls(c);
  const total = row.counts.reduce((sum, entry) => sum + entry.count, 0);
  const main = row.styleIds[0]!;
  const profile = STYLE_PROFILES[main];
  const recommended = await c
    .get('deps')
    .db.select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(inArray(works.styleId, row.styleIds))
    .orderBy(desc(works.viewCount), desc(works.id))
    .limit(6);
  return {
    id: row.id,
    style_ids: row.styleIds,
    main_style: {
      id: main,
      name: STYLE_NAMES.get(main) ?? '',
      description: profile?.description ?? '',
      keywords: profile?.keywords ?? [],
    },
    styles: row.counts.map((entry) => ({
      style_id: entry.style_id,
      name: STYLE_NAMES.get(entry.style_id) ?? '',
      count: entry.count,
      percent: Math.round((entry.count * 100) / total),
    })),
    image_ids: row.imageIds,
    works: recommended.map((r) => workCard(r, url)),
    created_at: row.createdAt.toISOString(),
  };
}

/** The style-test routes. */
export function styleTestRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/hyperf/style/style_images', (c) => {
    const url = mediaUrls(c);
    return ok(c, {
      images: STYLE_TEST_IMAGES.map((image) => ({ ...image, url: url(image.url) })),
      picks: STYLE_TEST_PICKS,
    });
  });

  app.post('/hyperf/style/submit_test', idempotency(), async (c) => {
    const body = validate(StyleSubmitSchema, await readBody(c));
    const counts = countStyles(body.image_ids);
    const { userId, clientUuid } = await visitorOf(c);
    const { db, clock } = c.get('deps');
    const [row] = await db
      .insert(styleTestResults)
      .values({
        userId,
        clientUuid,
        imageIds: body.image_ids,
        styleIds: topStyles(counts),
        counts,
        createdAt: clock(),
      })
      .returning();
    return ok(c, await resultData(c, row!));
  });

  app.get('/hyperf/style/test_result', async (c) => {
    const query = queryOf(c, StyleResultQuerySchema);
    const { db } = c.get('deps');
    let where: SQL | undefined;
    if (query.id !== undefined) where = eq(styleTestResults.id, query.id);
    else {
      const { userId, clientUuid } = await visitorOf(c);
      if (userId) where = eq(styleTestResults.userId, userId);
      else if (clientUuid)
        where = and(isNull(styleTestResults.userId), eq(styleTestResults.clientUuid, clientUuid));
    }
    const [row] = where
      ? await db
          .select()
          .from(styleTestResults)
          .where(where)
          .orderBy(desc(styleTestResults.createdAt), desc(styleTestResults.id))
          .limit(1)
      : [];
    if (!row) fail(404, CONTENT_MESSAGES.styleResultNotFound);
    return ok(c, await resultData(c, row));
  });

  app.get('/hyperf/style/user_clue_stats', async (c) => {
    const { db, clock } = c.get('deps');
    const { userId, clientUuid } = await visitorOf(c);
    const fromStyleTest = or(
      inArray(clues.type, ['style_test', 'style_test_a', 'style_test_b']),
      eq(clues.sourceType, 'style_test'),
    );
    const [[all], [today], [leads], hasClue] = await Promise.all([
      db.select({ n: count() }).from(styleTestResults),
      db
        .select({ n: count() })
        .from(styleTestResults)
        .where(gte(styleTestResults.createdAt, taipeiDayStart(clock()))),
      db.select({ n: count() }).from(clues).where(fromStyleTest),
      hasSubmittedClue(db, { userId, clientUuid }),
    ]);
    return ok(c, {
      tested_count: all?.n ?? 0,
      tested_today: today?.n ?? 0,
      clue_count: leads?.n ?? 0,
      has_clue: hasClue,
    });
  });

  return app;
}
