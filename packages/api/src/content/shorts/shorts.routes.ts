/**
 * Short videos (docs/spec/platform.md#calls): the list (also a work's videos), one short, and the
 * play counter. Only published shorts are public (docs/spec/console.md#shorts): one taken off the
 * site answers 410, one never published 404.
 */
import { join } from 'node:path';
import {
  GONE_STATUSES,
  PUBLIC_STATUS,
  playVideoContract,
  shortDetailContract,
  shortsListContract,
  shortVideoFileContract,
} from '@renovo/core/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { mediaDirOf, VIDEO_FILE } from '../../services/media-files.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { fileWithRanges } from './byte-ranges.ts';
import { listShortCards, shortCard, shortCardById } from './short-cards.ts';
import { countPlay } from './shorts.service.ts';

/** Headers of a video file (its URL never changes its content). */
const VIDEO_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

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

  route(app, shortDetailContract, async (c, { params: { id } }) => {
    const row = await shortCardById(c.get('deps').db, id);
    if (row && (GONE_STATUSES as readonly string[]).includes(row.status))
      fail(410, CONTENT_MESSAGES.shortGone);
    if (row?.status !== PUBLIC_STATUS) fail(404, CONTENT_MESSAGES.shortNotFound);
    return ok(c, shortCard(row, mediaUrls(c)));
  });

  // A short's MP4 (ADR 037) from the media folder, with byte ranges (byte-ranges.ts:
  // players, iOS Safari first, seek and start by them). Only names of video files reach this handler; the drawn `.svg` slideshows of the
  // same folder go on to the media routes.
  route(
    app,
    shortVideoFileContract,
    async (c, { params: { file } }) => {
      if (!VIDEO_FILE.test(file)) fail(404, CONTENT_MESSAGES.shortNotFound);
      for (const [name, value] of Object.entries(VIDEO_HEADERS)) c.header(name, value);
      const path = join(mediaDirOf(c.get('deps').env.RENOVO_DATA_DIR), 'videos', file);
      return (await fileWithRanges(c, path, 'video/mp4')) ?? fail(404, CONTENT_MESSAGES.shortNotFound);
    },
    { path: '/media/videos/:file{[0-9]+-[0-9]+-[0-9]+\\.mp4}' },
  );

  route(app, playVideoContract, async (c, { params: { id } }) => {
    const row = await countPlay(c.get('deps').db, id);
    if (!row) fail(404, CONTENT_MESSAGES.shortNotFound);
    return ok(c, { id: row.id, play_count: row.playCount });
  });

  return app;
}
