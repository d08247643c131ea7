/**
 * Style test (docs/spec/platform.md#calls): the images with their style ids, submitting the picks, the result
 * computed from them (the most chosen style ids), and the user clue stats. Open without login:
 * a result belongs to the member or the device (X-Uuid) and is also readable by its id.
 */

import {
  styleImagesContract,
  styleSubmitTestContract,
  styleTestResultContract,
  styleUserClueStatsContract,
} from '@renovo/core/contracts';
import { type Context, Hono } from 'hono';
import { hasSubmittedClue } from '../../clues/clues.service.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import { idempotency } from '../../middleware/idempotency/index.ts';
import { STYLE_NAMES } from '../catalogue/names.ts';
import { STYLE_PROFILES, STYLE_TEST_IMAGES, STYLE_TEST_PICKS } from '../catalogue/style-test.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { visitorOf } from '../shared/visitor.ts';
import { workCard } from '../works/work-cards.ts';
import { countStyles, topStyles } from './style-result.ts';
import {
  latestResult,
  recommendedWorks,
  type StyleTestResult,
  storeResult,
  styleTestCounts,
} from './style-test.service.ts';

async function resultData(c: Context<AppEnv>, row: StyleTestResult) {
  const url = mediaUrls(c);
  const total = row.counts.reduce((sum, entry) => sum + entry.count, 0);
  const main = row.styleIds[0]!;
  const profile = STYLE_PROFILES[main];
  const recommended = await recommendedWorks(c.get('deps').db, row.styleIds);
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

  route(app, styleImagesContract, (c) => {
    const url = mediaUrls(c);
    return ok(c, {
      images: STYLE_TEST_IMAGES.map((image) => ({ ...image, url: url(image.url) })),
      picks: STYLE_TEST_PICKS,
    });
  });

  route(
    app,
    styleSubmitTestContract,
    async (c, { body }) => {
      const counts = countStyles(body.image_ids);
      const { userId, clientUuid } = await visitorOf(c);
      const { db, clock } = c.get('deps');
      const row = await storeResult(db, {
        userId,
        clientUuid,
        imageIds: body.image_ids,
        styleIds: topStyles(counts),
        counts,
        createdAt: clock(),
      });
      return ok(c, await resultData(c, row));
    },
    { use: [idempotency()] },
  );

  route(app, styleTestResultContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const owner =
      query.id !== undefined ? { id: query.id, userId: null, clientUuid: null } : await visitorOf(c);
    const row = await latestResult(db, owner);
    if (!row) fail(404, CONTENT_MESSAGES.styleResultNotFound);
    return ok(c, await resultData(c, row));
  });

  route(app, styleUserClueStatsContract, async (c) => {
    const { db, clock } = c.get('deps');
    const { userId, clientUuid } = await visitorOf(c);
    const [counts, hasClue] = await Promise.all([
      styleTestCounts(db, taipeiDayStart(clock())),
      hasSubmittedClue(db, { userId, clientUuid }),
    ]);
    return ok(c, {
      tested_count: counts.all,
      tested_today: counts.today,
      clue_count: counts.leads,
      has_clue: hasClue,
    });
  });

  return app;
}
