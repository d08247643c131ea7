/**
 * A company's photos (docs/spec/company-side.md#centre): a member uploads a photo through the
 * media library's pipeline (the bytes decide it is a photo; a video or anything else is refused;
 * at most 25 MB; stored, audited and processed like a staff upload; at most
 * COMPANY_SIDE_LIMITS.photosPerDay a Taipei day, each being decoded and made into variants) and
 * reads back one of the company's own photos. Another company's photo reads as missing.
 */
import {
  COMPANY_SIDE_LIMITS,
  companyMediaContract,
  companyMediaUploadContract,
  PHOTO_MAX_BYTES,
} from '@renovo/core/contracts';
import { companyCentreMessages as cm, format, mediaLibraryMessages as m } from '@renovo/core/messages';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Tx } from '../../db/client.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ApiError, fail } from '../../lib/errors.ts';
import { taipeiDayStart } from '../../lib/time.ts';
import { acceptUpload, UPLOAD_LIMITS } from '../../media/media.routes.ts';
import { mediaTypeOf } from '../../media/media.service.ts';
import { pictureOf } from '../../media/picture.ts';
import { consumeLimits, limitKey } from '../../services/rate-limit/index.ts';
import { requireCompanyMember } from '../members/company-member.ts';
import { claimUpload, companyAsset } from './company-media.service.ts';
import { noStore } from './no-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The multipart envelope around a photo. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The company photo routes. */
export function companyMediaRoutes() {
  const app = new Hono<AppEnv>();

  route(
    app,
    companyMediaUploadContract,
    async (c, { ok }) => {
      const member = await requireCompanyMember(c);
      const { db, clock } = c.get('deps');
      const now = clock();
      if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) fail(415, m.notMultipart);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        fail(400, m.notMultipart);
      }
      const file = form.file;
      if (!(file instanceof File) || file.size === 0) fail(422, m.noFile);
      if (file.size > PHOTO_MAX_BYTES) fail(413, UPLOAD_LIMITS.photo.refused);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const media = await mediaTypeOf(bytes);
      if ('refused' in media) fail(415, media.refused);
      if (media.kind !== 'photo') fail(415, cm.uploadNotPhoto);
      // The day's upload is spent under the company's key before the photo is kept: concurrent
      // uploads wait for each other, so the limit holds however many arrive at once.
      const spent = await db.transaction((tx: Tx) =>
        consumeLimits(
          tx,
          [
            {
              key: limitKey('company-photos', member.companyId),
              limit: COMPANY_SIDE_LIMITS.photosPerDay,
              since: taipeiDayStart(now),
              fixedLengthMs: DAY_MS,
              reason: format(cm.uploadsTooMany, { max: COMPANY_SIDE_LIMITS.photosPerDay }),
            },
          ],
          now,
        ),
      );
      if (!spent.ok)
        fail(429, spent.rule.reason, { headers: { 'Retry-After': String(spent.retryAfterSeconds) } });
      const id = await acceptUpload(c, bytes, media);
      await claimUpload(db, member.companyId, id, now);
      return ok({ id, status: 'processing' as const, picture: null, error: null });
    },
    {
      use: [
        noStore,
        bodyLimit({
          maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
          onError: () => {
            throw new ApiError(413, UPLOAD_LIMITS.photo.refused);
          },
        }),
      ],
    },
  );

  route(
    app,
    companyMediaContract,
    async (c, { params, ok }) => {
      const member = await requireCompanyMember(c);
      const { db, env } = c.get('deps');
      const asset = await companyAsset(db, member.companyId, params.id);
      if (!asset) fail(404, cm.mediaNotFound);
      const origin = env.MEDIA_PUBLIC_ORIGIN ?? '';
      return ok({
        id: asset.id,
        status: asset.status,
        picture: asset.kind === 'photo' ? pictureOf(asset, (path) => `${origin}${path}`) : null,
        error: asset.error,
      });
    },
    { use: [noStore] },
  );

  return app;
}
