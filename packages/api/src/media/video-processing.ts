/**
 * A video asset's processing on the job engine (docs/spec/console.md#media-library): its
 * original is probed, transcoded (./video-transcode.ts) with its progress written to the row at
 * most about once a second, and its poster frame taken and made into the photo variants (AVIF,
 * WebP, JPEG at the photo widths, no metadata). The MP4 and the posters are stored public under
 * content-hashed names. A clip ffmpeg cannot read is failed for good with a zh-TW reason; a run
 * killed by a shutdown is thrown, so the job engine tries again (the asset stays processing).
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaLibraryMessages } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { type MediaVariantRow, mediaAssets } from '../db/schema-media.ts';
import { FfmpegFailed, FfmpegInterrupted, probeVideo } from './ffmpeg.ts';
import type { MediaStore } from './media-store.ts';
import { makePhotoVariants } from './photo-variants.ts';
import { defaultPosterAt, FRAME_TIMEOUT_MS, posterFrame, transcodeVideo } from './video-transcode.ts';

/** The row columns a video's processing reads. */
type VideoAsset = Pick<typeof mediaAssets.$inferSelect, 'id' | 'sourceSha256' | 'posterAtSeconds'>;

/** Milliseconds between two progress writes. */
const PROGRESS_EVERY_MS = 1000;

/** A scratch folder for one run, removed afterwards. */
async function withScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = join(tmpdir(), `renovo-video-${randomUUID()}`);
  await mkdir(dir, { recursive: true });
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const contentName = (bytes: Uint8Array, extension: string) =>
  `${createHash('sha256').update(bytes).digest('hex').slice(0, 20)}.${extension}`;

/** Takes the poster at `atSeconds` of the video file `input` and stores its photo variants. */
async function storePoster(
  store: MediaStore,
  dir: string,
  input: string,
  atSeconds: number,
  signal?: AbortSignal,
): Promise<MediaVariantRow[]> {
  const jpeg = join(dir, 'poster.jpg');
  await posterFrame(input, jpeg, atSeconds, signal);
  const frame = await readFile(jpeg).catch(() => null);
  if (!frame) throw new FfmpegFailed('no frame at that moment');
  const made = await makePhotoVariants(new Uint8Array(frame));
  for (const variant of made.variants) await store.put('public', variant.file, variant.bytes);
  return made.variants.map(({ file, format, width, height, bytes }) => ({
    file,
    format,
    width,
    height,
    bytes: bytes.byteLength,
  }));
}

/** What a video's processing ended in: ready, or failed for good with this reason. */
export type VideoOutcome = { ready: true } | { failed: string };

/** Transcodes the video asset `asset`; throws FfmpegInterrupted (and store errors) to be retried. */
export async function processVideo(
  db: Db,
  store: MediaStore,
  asset: VideoAsset,
  logger: Logger,
  signal?: AbortSignal,
): Promise<VideoOutcome> {
  const original = await store.get('originals', asset.sourceSha256);
  if (!original) return { failed: mediaLibraryMessages.unreadable };
  return withScratch(async (dir) => {
    const input = join(dir, 'original');
    const output = join(dir, 'video.mp4');
    await writeFile(input, original);
    try {
      const probed = await probeVideo(input, { timeoutMs: FRAME_TIMEOUT_MS, ...(signal ? { signal } : {}) });
      await db
        .update(mediaAssets)
        .set({ progress: 0, durationSeconds: probed.duration })
        .where(eq(mediaAssets.id, asset.id));
      let lastWrite = 0;
      let writing = Promise.resolve();
      await transcodeVideo(input, output, {
        duration: probed.duration,
        hasAudio: probed.hasAudio,
        ...(signal ? { signal } : {}),
        onProgress: (percent) => {
          const now = Date.now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          writing = writing.then(async () => {
            await db.update(mediaAssets).set({ progress: percent }).where(eq(mediaAssets.id, asset.id));
          });
        },
      });
      await writing;
      const mp4 = new Uint8Array(await readFile(output));
      const made = await probeVideo(output, { timeoutMs: FRAME_TIMEOUT_MS });
      const posterAt = Math.min(asset.posterAtSeconds ?? defaultPosterAt(made.duration), made.duration);
      const poster = await storePoster(store, dir, output, posterAt, signal);
      const file = contentName(mp4, 'mp4');
      await store.put('public', file, mp4);
      await db
        .update(mediaAssets)
        .set({
          status: 'ready',
          progress: 100,
          width: made.width,
          height: made.height,
          durationSeconds: made.duration,
          variants: [{ file, format: 'mp4', width: made.width, height: made.height, bytes: mp4.byteLength }],
          poster,
          error: null,
          processedAt: new Date(),
        })
        .where(eq(mediaAssets.id, asset.id));
      return { ready: true } as const;
    } catch (error) {
      if (error instanceof FfmpegInterrupted && error.timedOut)
        return { failed: mediaLibraryMessages.videoTimeout };
      if (error instanceof FfmpegFailed) {
        logger.warn({ asset: asset.id, err: error.message.slice(-500) }, 'video unreadable');
        return { failed: mediaLibraryMessages.videoUnreadable };
      }
      throw error;
    }
  });
}

/**
 * Takes a ready video's poster again at `atSeconds` (clamped to the clip) from its transcoded
 * MP4; answers the new poster variants, or null when the video's MP4 is not in the store.
 */
export async function remakePoster(
  store: MediaStore,
  asset: { variants: MediaVariantRow[]; durationSeconds: number | null },
  atSeconds: number,
): Promise<MediaVariantRow[] | null> {
  const mp4 = asset.variants.find((v) => v.format === 'mp4');
  const bytes = mp4 ? await store.get('public', mp4.file) : null;
  if (!bytes) return null;
  return withScratch(async (dir) => {
    const input = join(dir, 'video.mp4');
    await writeFile(input, bytes);
    return storePoster(store, dir, input, atSeconds);
  });
}
