/**
 * Gives the demo shorts real video at seed time (ADR 037): every short whose `video_url` is still
 * the drawn SVG slideshow gets an H.264 MP4 of the same drawings in `<mediaDir>/videos/`, its row
 * then points at `/media/videos/{style}-{space}-{seed}.mp4` with the video's real duration. An MP4
 * follows from its name alone, so encoded files are kept in a cache shared by every data folder
 * (`node_modules/.cache/renovo-demo-videos/<version>/`): only a machine's first seed encodes.
 * Where the encoder cannot load (no prebuilt binary for the platform), the shorts stay SVG
 * slideshows and a warning says so. Production never runs this (the demo content is never loaded).
 */
import { copyFile, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Db } from '@renovo/api/db';
import { shorts } from '@renovo/api/schema-content';
import { videoFileUrl } from '@renovo/api/seeding';
import { eq, like } from 'drizzle-orm';
import { encodeShortVideo, loadWebCodecs, SHORT_VIDEO } from './encode-short-video.ts';

/** Bump when the frames or the encoding change: the cache then starts afresh. */
const VIDEO_VERSION = 'v1';

/** Where encoded videos are kept across data folders. */
const DEFAULT_VIDEO_CACHE = join(
  import.meta.dirname,
  '../../../../node_modules/.cache/renovo-demo-videos',
  VIDEO_VERSION,
);

/** What {@link attachDemoVideos} did. */
export interface DemoVideoOutcome {
  /** Rows now pointing at an MP4. */
  attached: number;
  /** Videos encoded (not found in the cache). */
  encoded: number;
  /** Why nothing was encoded, when the encoder could not load. */
  unavailable?: string;
}

/** Options of {@link attachDemoVideos}. */
export interface DemoVideoOptions {
  /** The media folder the API serves `/media/videos/*.mp4` from (`<RENOVO_DATA_DIR>/media`). */
  mediaDir: string;
  /** The shared cache (default {@link DEFAULT_VIDEO_CACHE}). */
  cacheDir?: string;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.size > 0,
    () => false,
  );
}

/** Writes `data` to `path` whole or not at all (parallel seeds share the cache). */
async function writeWhole(path: string, data: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, path);
}

/** The MP4 of a short, from the cache or encoded, copied into the media folder. */
async function provide(name: string, params: [number, number, number], options: Required<DemoVideoOptions>) {
  const target = join(options.mediaDir, 'videos', name);
  if (await exists(target)) return false;
  const cached = join(options.cacheDir, name);
  let encoded = false;
  if (!(await exists(cached))) {
    await writeWhole(cached, await encodeShortVideo(...params));
    encoded = true;
  }
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await copyFile(cached, temp);
  await rename(temp, target);
  return encoded;
}

/** Encodes (or takes from the cache) the MP4 of every demo short still on its SVG slideshow. */
export async function attachDemoVideos(db: Db, options: DemoVideoOptions): Promise<DemoVideoOutcome> {
  const resolved = { cacheDir: DEFAULT_VIDEO_CACHE, ...options };
  try {
    await loadWebCodecs();
  } catch (err) {
    return { attached: 0, encoded: 0, unavailable: err instanceof Error ? err.message : String(err) };
  }
  const rows = await db
    .select({ id: shorts.id, videoUrl: shorts.videoUrl })
    .from(shorts)
    .where(like(shorts.videoUrl, '%.svg'));
  const seconds = Math.floor((Math.round(SHORT_VIDEO.fps * SHORT_VIDEO.sceneSeconds) * 3) / SHORT_VIDEO.fps);
  let attached = 0;
  let encoded = 0;
  for (const row of rows) {
    const match = /\/videos\/(\d+)-(\d+)-(\d+)\.svg$/.exec(row.videoUrl);
    if (!match) continue;
    const params = [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
    const url = videoFileUrl(...params);
    if (await provide(url.slice(url.lastIndexOf('/') + 1), params, resolved)) encoded++;
    await db.update(shorts).set({ videoUrl: url, durationSeconds: seconds }).where(eq(shorts.id, row.id));
    attached++;
  }
  return { attached, encoded };
}
