/**
 * The media library's second chances (docs/spec/console.md#media-library), editors and admins,
 * each audited: `POST /console/api/media/{id}/retry` puts a failed asset (a photo or a video)
 * back to processing and queues it; `POST /console/api/media/{id}/poster` makes a ready video's
 * poster again from the frame at `at_seconds`. The poster is made inline, not on the job engine:
 * one frame of the already transcoded MP4 and its photo variants take a second or two, and the
 * editor waits for the new cover to see it.
 */
import { consoleMediaPosterContract, consoleMediaRetryContract } from '@renovo/core/contracts';
import { mediaLibraryMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { Hono } from 'hono';
import { contentChanged } from '../content/publishing/content-changed.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { fail } from '../lib/errors.ts';
import { requireStaff } from '../middleware/staff-auth/index.ts';
import { recordAudit } from '../services/audit/index.ts';
import { assetById, queueOf, reopenFailed, setPoster } from './media.service.ts';
import { mediaView } from './media-view.ts';
import { remakePoster } from './video-processing.ts';

/** The retry and poster routes. */
export function videoRoutes() {
  const app = new Hono<AppEnv>();
  const editors = requireStaff(...rolesWith('content.manage'));

  route(
    app,
    consoleMediaRetryContract,
    async (c, { params, ok }) => {
      const { db, jobs } = c.get('deps');
      const asset = await assetById(db, params.id);
      if (!asset) fail(404, m.notFound);
      const kind = await reopenFailed(db, asset.id);
      if (!kind) fail(409, m.notFailed);
      await recordAudit(db, c, {
        action: 'media.retry',
        subjectType: 'media',
        subjectId: asset.id,
        details: { kind, error: asset.error },
      });
      await jobs?.send(queueOf(kind), { id: asset.id });
      return ok({ id: asset.id, status: 'processing' as const });
    },
    { use: [editors] },
  );

  route(
    app,
    consoleMediaPosterContract,
    async (c, { params, body, ok }) => {
      const deps = c.get('deps');
      const asset = await assetById(deps.db, params.id);
      if (!asset) fail(404, m.notFound);
      if (asset.kind !== 'video') fail(422, m.notAVideo);
      if (asset.status !== 'ready' || asset.durationSeconds === null) fail(409, m.videoNotReady);
      if (body.at_seconds > asset.durationSeconds) fail(422, m.posterAt);
      const poster = await remakePoster(deps.media, asset, body.at_seconds);
      if (!poster) fail(409, m.videoNotReady);
      const updated = await setPoster(deps.db, asset.id, poster, body.at_seconds);
      await recordAudit(deps.db, c, {
        action: 'media.poster',
        subjectType: 'media',
        subjectId: asset.id,
        details: { at_seconds: body.at_seconds },
      });
      // A published short may show this poster.
      contentChanged(deps);
      return ok(mediaView(updated!, deps.env.MEDIA_PUBLIC_ORIGIN));
    },
    { use: [editors] },
  );
  return app;
}
