/**
 * The media library's work (docs/spec/console.md#media-library): store an upload's original and
 * its row, and process an asset (make its variants, store them, mark it ready or failed). A
 * process that dies mid-way leaves the asset `processing`; its job is retried by the job engine
 * and, at start, every asset still processing is queued again, so none is stuck.
 */
import { createHash } from 'node:crypto';
import { type MediaKind, PHOTO_INPUT_TYPES, VIDEO_INPUT_TYPES } from '@renovo/core/contracts';
import { mediaLibraryMessages } from '@renovo/core/messages';
import { and, desc, eq, lt } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { mediaAssets } from '../db/schema-media.ts';
import type { MediaStore } from './media-store.ts';
import { makePhotoVariants } from './photo-variants.ts';
import { processVideo } from './video-processing.ts';

/** An asset's row. */
export type MediaAssetRow = typeof mediaAssets.$inferSelect;

/** The job engine's queue of photos to process. */
export const MEDIA_QUEUE = 'media-process';
/** The job engine's queue of videos to transcode (longer jobs, one at a time). */
export const VIDEO_QUEUE = 'media-video';
/** The queue of an asset of `kind`. */
export const queueOf = (kind: MediaKind) => (kind === 'video' ? VIDEO_QUEUE : MEDIA_QUEUE);

/** Attempts after which an asset is failed for good. */
const MAX_ATTEMPTS = 3;

/** What file-type calls an iPhone photo. */
const HEIC_TYPES = new Set(['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);

/**
 * What the bytes are — a photo or a video, and its type — or the zh-TW reason they are refused
 * (an iPhone HEIC, or not a photo or video the library takes): the name and the sender's
 * Content-Type are never asked.
 */
export async function mediaTypeOf(
  bytes: Uint8Array,
): Promise<{ kind: MediaKind; type: string } | { refused: string }> {
  const type = (await fileTypeFromBuffer(bytes))?.mime ?? '';
  if (HEIC_TYPES.has(type)) return { refused: mediaLibraryMessages.heic };
  if ((PHOTO_INPUT_TYPES as readonly string[]).includes(type)) return { kind: 'photo', type };
  if ((VIDEO_INPUT_TYPES as readonly string[]).includes(type)) return { kind: 'video', type };
  return { refused: mediaLibraryMessages.notAPhoto };
}

/** Stores an upload's original and its row (processing); answers the asset's id. */
export async function storeUpload(
  db: Db,
  store: MediaStore,
  upload: { bytes: Uint8Array; kind: MediaKind; type: string; staffId: number | null },
): Promise<number> {
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  await store.put('originals', sha256, upload.bytes);
  const [row] = await db
    .insert(mediaAssets)
    .values({
      kind: upload.kind,
      sourceType: upload.type,
      sourceSha256: sha256,
      sourceBytes: upload.bytes.byteLength,
      createdBy: upload.staffId,
    })
    .returning({ id: mediaAssets.id });
  return row!.id;
}

/** An asset by id. */
export async function assetById(db: Db, id: number) {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row;
}

/** Sets a video's poster (its variants) and the moment it was taken from; answers the asset. */
export async function setPoster(
  db: Db,
  id: number,
  poster: NonNullable<MediaAssetRow['poster']>,
  atSeconds: number,
): Promise<MediaAssetRow | undefined> {
  const [updated] = await db
    .update(mediaAssets)
    .set({ poster, posterAtSeconds: atSeconds })
    .where(eq(mediaAssets.id, id))
    .returning();
  return updated;
}

/** A page of the library, newest first: `limit` assets older than `before`. */
export function recentAssets(db: Db, limit: number, before?: number) {
  return db
    .select()
    .from(mediaAssets)
    .where(and(before === undefined ? undefined : lt(mediaAssets.id, before)))
    .orderBy(desc(mediaAssets.id))
    .limit(limit);
}

/** The assets still processing (queued again when the job engine starts). */
export function processingAssets(db: Db): Promise<{ id: number; kind: MediaKind }[]> {
  return db
    .select({ id: mediaAssets.id, kind: mediaAssets.kind })
    .from(mediaAssets)
    .where(eq(mediaAssets.status, 'processing'));
}

/**
 * Puts a failed asset back to processing (its attempts, reason and progress cleared); answers
 * its kind, or null when it is not failed (nothing is changed then).
 */
export async function reopenFailed(db: Db, id: number): Promise<MediaKind | null> {
  const [row] = await db
    .update(mediaAssets)
    .set({ status: 'processing', attempts: 0, error: null, progress: null })
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.status, 'failed')))
    .returning({ kind: mediaAssets.kind });
  return row?.kind ?? null;
}

/**
 * Processes the asset `id`: a ready or failed one is left alone (a job delivered twice does its
 * work once). A photo sharp cannot read (a video ffmpeg cannot) is failed with a zh-TW reason,
 * for good; any other
 * failure is thrown so the job engine retries it, and failed after MAX_ATTEMPTS.
 */
export async function processAsset(
  db: Db,
  store: MediaStore,
  id: number,
  logger: Logger,
  signal?: AbortSignal,
): Promise<void> {
  const asset = await assetById(db, id);
  if (asset?.status !== 'processing') return;
  const attempts = asset.attempts + 1;
  await db.update(mediaAssets).set({ attempts }).where(eq(mediaAssets.id, id));
  const fail = (error: string) =>
    db
      .update(mediaAssets)
      .set({ status: 'failed', error, processedAt: new Date() })
      .where(eq(mediaAssets.id, id));
  if (asset.kind === 'video') {
    let outcome: Awaited<ReturnType<typeof processVideo>>;
    try {
      outcome = await processVideo(db, store, asset, logger, signal);
    } catch (error) {
      if (attempts >= MAX_ATTEMPTS) await fail(mediaLibraryMessages.retryLimit);
      throw error;
    }
    if ('failed' in outcome) await fail(outcome.failed);
    return;
  }
  const original = await store.get('originals', asset.sourceSha256);
  if (!original) {
    await fail(mediaLibraryMessages.unreadable);
    return;
  }
  let made: Awaited<ReturnType<typeof makePhotoVariants>>;
  try {
    made = await makePhotoVariants(original);
  } catch (error) {
    logger.warn({ asset: id, err: (error as Error).message }, 'photo unreadable');
    await fail(mediaLibraryMessages.unreadable);
    return;
  }
  try {
    for (const variant of made.variants) await store.put('public', variant.file, variant.bytes);
  } catch (error) {
    if (attempts >= MAX_ATTEMPTS) await fail(mediaLibraryMessages.retryLimit);
    throw error;
  }
  await db
    .update(mediaAssets)
    .set({
      status: 'ready',
      width: made.width,
      height: made.height,
      variants: made.variants.map(({ file, format, width, height, bytes }) => ({
        file,
        format,
        width,
        height,
        bytes: bytes.byteLength,
      })),
      placeholder: made.placeholder,
      error: null,
      processedAt: new Date(),
    })
    .where(eq(mediaAssets.id, id));
}
