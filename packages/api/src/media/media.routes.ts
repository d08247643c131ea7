/**
 * The media library's routes (docs/spec/console.md#media-library): editors, admins and marketing
 * (home banners) upload a
 * photo (at most 25 MB) or a video (at most 200 MB) — multipart field `file`, the route's own
 * body limit — whose bytes decide what it is; the original is stored privately and its
 * processing queued on the job engine; the asset's state, progress and variants are read back
 * by id. `GET /uploads/{file}` serves the public variants by their content-hashed names,
 * immutable, for a year; a video with byte ranges (players seek with them, Safari needs them).
 */
import {
  consoleMediaDetailContract,
  consoleMediaListContract,
  consoleMediaUploadContract,
  MEDIA_MAX_BYTES,
  MEDIA_PAGE_SIZE,
  type MediaKind,
  PHOTO_MAX_BYTES,
  uploadedFileContract,
  VIDEO_MAX_BYTES,
} from '@renovo/core/contracts';
import { format, mediaLibraryMessages as m } from '@renovo/core/messages';
import { mediaLibraryRoles } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bytesWithRanges, fileWithRanges } from '../content/shorts/byte-ranges.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ApiError, fail } from '../lib/errors.ts';
import { requireStaff } from '../middleware/staff-auth/index.ts';
import { recordAudit } from '../services/audit/index.ts';
import { assetById, mediaTypeOf, queueOf, recentAssets, storeUpload } from './media.service.ts';
import { mediaView } from './media-view.ts';

/** The multipart envelope around a photo: boundaries and the other small fields. */
const MULTIPART_OVERHEAD = 64 * 1024;
const MB = 1024 * 1024;
const TOO_LARGE = format(m.tooLarge, { mb: PHOTO_MAX_BYTES / MB });
const VIDEO_TOO_LARGE = format(m.videoTooLarge, { mb: VIDEO_MAX_BYTES / MB });
/** The largest upload of each kind, and the reason one larger is refused. */
export const UPLOAD_LIMITS: Record<MediaKind, { bytes: number; refused: string }> = {
  photo: { bytes: PHOTO_MAX_BYTES, refused: TOO_LARGE },
  video: { bytes: VIDEO_MAX_BYTES, refused: VIDEO_TOO_LARGE },
};

const MEDIA_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  mp4: 'video/mp4',
};
const IMMUTABLE = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;
/** The date a stored file's ranges are checked against (its bytes never change under its name). */
const STORED_FILES_DATE = new Date(0).toUTCString();

/**
 * Stores a photo or video whose type its bytes showed, audits it and queues its processing.
 * Without an engine in this process the asset waits: an engine queues every asset still
 * processing when it starts.
 */
export async function acceptUpload(
  c: Context<AppEnv>,
  bytes: Uint8Array,
  { kind, type }: { kind: MediaKind; type: string },
): Promise<number> {
  const { db, jobs, media } = c.get('deps');
  const id = await storeUpload(db, media, { bytes, kind, type, staffId: c.get('staff')?.id ?? null });
  await recordAudit(db, c, {
    action: 'media.upload',
    subjectType: 'media',
    subjectId: id,
    details: { kind, type, bytes: bytes.byteLength },
  });
  await jobs?.send(queueOf(kind), { id });
  return id;
}

/** The media library's routes. */
export function mediaRoutes() {
  const app = new Hono<AppEnv>();
  const editors = requireStaff(...mediaLibraryRoles());

  route(
    app,
    consoleMediaUploadContract,
    async (c, { ok }) => {
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
      if (file.size > MEDIA_MAX_BYTES) fail(413, VIDEO_TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const media = await mediaTypeOf(bytes);
      if ('refused' in media) fail(415, media.refused);
      const limit = UPLOAD_LIMITS[media.kind];
      if (bytes.byteLength > limit.bytes) fail(413, limit.refused);
      const id = await acceptUpload(c, bytes, media);
      return ok({ id, status: 'processing' as const });
    },
    {
      use: [
        editors,
        bodyLimit({
          maxSize: MEDIA_MAX_BYTES + MULTIPART_OVERHEAD,
          onError: () => {
            throw new ApiError(413, VIDEO_TOO_LARGE);
          },
        }),
      ],
    },
  );

  route(
    app,
    consoleMediaListContract,
    async (c, { query, ok }) => {
      const rows = await recentAssets(c.get('deps').db, MEDIA_PAGE_SIZE + 1, query.before);
      const page = rows.slice(0, MEDIA_PAGE_SIZE);
      const origin = c.get('deps').env.MEDIA_PUBLIC_ORIGIN;
      return ok({
        items: page.map((asset) => mediaView(asset, origin)),
        next_before: rows.length > MEDIA_PAGE_SIZE ? page.at(-1)!.id : null,
      });
    },
    { use: [editors] },
  );

  route(
    app,
    consoleMediaDetailContract,
    async (c, { params, ok }) => {
      const asset = await assetById(c.get('deps').db, params.id);
      if (!asset) fail(404, m.notFound);
      return ok(mediaView(asset, c.get('deps').env.MEDIA_PUBLIC_ORIGIN));
    },
    { use: [editors] },
  );

  route(app, uploadedFileContract, async (c, { params }) => {
    const store = c.get('deps').media;
    const extension = params.file.slice(params.file.lastIndexOf('.') + 1);
    const type = MEDIA_TYPES[extension] ?? 'application/octet-stream';
    for (const [name, value] of Object.entries(IMMUTABLE)) c.header(name, value);
    // A name with no file yet (a variant still being made, a guess) is not cached: only a stored
    // file's bytes never change under its name.
    const missing = () => {
      c.header('Cache-Control', 'no-store');
      return fail(404, m.notFound);
    };
    if (extension === 'mp4' && store.pathOf) {
      const answer = await fileWithRanges(c, store.pathOf('public', params.file), type);
      return answer ?? missing();
    }
    const bytes = await store.get('public', params.file);
    if (!bytes) return missing();
    if (extension === 'mp4') return bytesWithRanges(c, bytes, type, STORED_FILES_DATE);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': type });
  });
  return app;
}
