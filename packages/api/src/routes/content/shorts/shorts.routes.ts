/** Short videos (doc 1 §7): the list (also a work's videos) and the play counter. */
import { PlayVideoAnswerSchema, ShortPageAnswerSchema, ShortsListQuerySchema } from '@renovo/core/schemas';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { shorts } from '../../../db/schema-content.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { pathId, queryOf } from '../shared/query.ts';
import { listShortCards, shortCard } from './short-cards.ts';

export const shortsDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/shorts/list',
    summary: 'Short videos: work_id, category_id, style_id; sort newest|popular',
    tag: 'shorts',
    query: ShortsListQuerySchema,
    response: ShortPageAnswerSchema,
  },
  {
    method: 'post',
    path: '/hyperf/short_videos/{id}/play_video',
    summary: 'Counts a play; answers the new play_count',
    tag: 'shorts',
    response: PlayVideoAnswerSchema,
    errors: [404, 422],
  },
];

/** The shorts routes. */
export function shortsRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/v1/shorts/list', async (c) => {
    const query = queryOf(c, ShortsListQuerySchema);
    const { rows, total } = await listShortCards(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => shortCard(r, url)),
        total,
        query,
      ),
    );
  });

  app.post('/hyperf/short_videos/:id/play_video', async (c) => {
    const id = pathId(c.req.param('id'));
    const [row] = await c
      .get('deps')
      .db.update(shorts)
      .set({ playCount: sql`${shorts.playCount} + 1` })
      .where(eq(shorts.id, id))
      .returning({ id: shorts.id, playCount: shorts.playCount });
    if (!row) fail(404, CONTENT_MESSAGES.shortNotFound);
    return ok(c, { id: row.id, play_count: row.playCount });
  });

  return app;
}
