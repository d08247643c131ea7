/** Short videos (doc 1 §7): the list (also a work's videos) and the play counter. */
import { playVideoContract, shortsListContract } from '@renovo/core/contracts';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { shorts } from '../../../db/schema-content.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { route } from '../../../lib/contract-route.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { listShortCards, shortCard } from './short-cards.ts';

/** The shorts routes. */
export function shortsRoutes() {
  const app = new Hono<AppEnv>();

  route(app, shortsListContract, async (c, { query }) => {
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

  route(app, playVideoContract, async (c, { params: { id } }) => {
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
