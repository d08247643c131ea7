/**
 * The media library's routes (docs/spec/console.md#media-library): editors, admins and marketing
 * (home banners) upload a
 * photo (multipart field `file`, at most 25 MB, its own body limit) whose bytes decide its type;
 * the original is stored privately and its variants are queued on the job engine; the asset's
 * state and variants are read back by id. `GET /uploads/{file}` serves the public variants by
 * their content-hashed names, immutable, for a year.
 */
import {
  consoleMediaDetailContract,
  consoleMediaListContract,
  consoleMediaUploadContract,
  MEDIA_PAGE_SIZE,
  PHOTO_MAX_BYTES,
  uploadedFileContract,
} from '@renovo/core/contracts';
import { format, mediaLibraryMessages as m } from '@renovo/core/messages';
import { mediaLibraryRoles } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ApiError, fail } from '../lib/errors.ts';
import { requireStaff } from '../middleware/staff-auth/index.ts';
import { recordAudit } from '../services/audit/index.ts';
import {
  assetById,
  MEDIA_QUEUE,
  type MediaAssetRow,
  photoTypeOf,
  recentAssets,
  storeUpload,
} from './media.service.ts';

/** The multipart envelope around a photo: boundaries and the other small fields. */
const MULTIPART_OVERHEAD = 64 * 1024;
const TOO_LARGE = format(m.tooLarge, { mb: PHOTO_MAX_BYTES / 1024 / 1024 });

const MEDIA_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** An asset as the console reads it; variant URLs on `origin` (a CDN's, or '' for this site). */
function view(asset: MediaAssetRow, origin: string) {
  return {
    id: asset.id,
    kind: asset.kind,
    status: asset.status,
    width: asset.width,
    height: asset.height,
    variants: asset.variants.map((v) => ({
      url: `${origin}/uploads/${v.file}`,
      format: v.format,
      width: v.width,
      height: v.height,
    })),
    placeholder: asset.placeholder
      ? { color: asset.placeholder.color, data_url: asset.placeholder.dataUrl }
      : null,
    error: asset.error,
    created_at: asset.createdAt.toISOString(),
  };
}

/**
 * Stores a photo whose type its bytes showed, audits it and queues its variants. Without an
 * engine in this process the asset waits: an engine queues every asset still processing when it
 * starts.
 */
export async function acceptPhoto(c: Context<AppEnv>, bytes: Uint8Array, type: string): Promise<number> {
  const { db, jobs, media } = c.get('deps');
  const id = await storeUpload(db, media, { bytes, type, staffId: c.get('staff')?.id ?? null });
  await recordAudit(db, c, {
    action: 'media.upload',
    subjectType: 'media',
    subjectId: id,
    details: { type, bytes: bytes.byteLength },
  });
  await jobs?.send(MEDIA_QUEUE, { id });
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
      if (file.size > PHOTO_MAX_BYTES) fail(413, TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const photo = await photoTypeOf(bytes);
      if ('refused' in photo) fail(415, photo.refused);
      const id = await acceptPhoto(c, bytes, photo.type);
      return ok({ id, status: 'processing' as const });
    },
    {
      use: [
        editors,
        bodyLimit({
          maxSize: PHOTO_MAX_BYTES + MULTIPART_OVERHEAD,
          onError: () => {
            throw new ApiError(413, TOO_LARGE);
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
      const origin = c.get('deps').env.MEDIA_PUBLIC_ORIGIN ?? '';
      return ok({
        items: page.map((asset) => view(asset, origin)),
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
      return ok(view(asset, c.get('deps').env.MEDIA_PUBLIC_ORIGIN ?? ''));
    },
    { use: [editors] },
  );

  route(app, uploadedFileContract, async (c, { params }) => {
    const bytes = await c.get('deps').media.get('public', params.file);
    if (!bytes) fail(404, m.notFound);
    const extension = params.file.slice(params.file.lastIndexOf('.') + 1);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': MEDIA_TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
  return app;
}
