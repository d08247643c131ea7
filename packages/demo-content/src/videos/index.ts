/**
 * Gives the demo shorts real video at seed time (ADR 037): every short whose `video_url` is still
 * the drawn SVG slideshow gets an H.264 MP4 of the same drawings in `<mediaDir>/videos/`, its row
 * then points at `/media/videos/{style}-{space}-{seed}.mp4` with the video's real duration. An MP4
 * follows from its name alone, so encoded files are kept in a cache shared by every data folder
 * (`node_modules/.cache/renovo-demo-videos/<version>/`): only a machine's first seed encodes.
 * Seeds that run at once (parallel test workers) share that work: each video is encoded by the
 * seed that claims it first, and the others wait for its file instead of encoding it again.
 * Where the encoder cannot load (no prebuilt binary for the platform), the shorts stay SVG
 * slideshows and a warning says so. Production never runs this (the demo content is never loaded).
 */
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
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
  /** Stops the work between two videos (the server shuts down); the rows done so far stay. */
  signal?: AbortSignal | undefined;
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

/** A claim older than this is taken over whoever holds it (its seed hangs or died unseen). */
const CLAIM_STALE_MS = 5 * 60_000;

/** Whether the claim file `path` is gone, old, or held by a process that no longer runs. */
async function claimIsStale(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  if (!info || Date.now() - info.mtimeMs > CLAIM_STALE_MS) return true;
  const pid = Number(await readFile(path, 'utf8').catch(() => ''));
  // Being written (no pid yet): its seed is alive.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Claims the encoding of the cached MP4 `cached` for this process: a `.claim` file beside it,
 * created exclusively, holding this process's id. False while another running seed holds it. Two
 * seeds that find one stale claim at once may both end up encoding: the same bytes, written whole.
 */
async function claim(cached: string): Promise<boolean> {
  const path = `${cached}.claim`;
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(path, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!(await claimIsStale(path))) return false;
      await rm(path, { force: true });
    }
  }
  return false;
}

/** How an MP4 is made from its drawing's style, space and seed. */
type Encoder = (...params: [number, number, number]) => Promise<Uint8Array>;

/**
 * Encodes the MP4 into the cache under a claim taken by {@link claim}, then lets the claim go.
 * False when the MP4 is there already: a seed writes its MP4 before it lets its claim go, so one
 * that found no MP4 a moment ago and then got the claim sees that seed's MP4 here.
 */
async function encodeClaimed(cached: string, video: DemoVideo, encode: Encoder): Promise<boolean> {
  try {
    if (await exists(cached)) return false;
    await writeWhole(cached, await encode(...video.params));
    return true;
  } finally {
    await rm(`${cached}.claim`, { force: true });
  }
}

/** One short to give a video: its row, the MP4's name and the drawing it is made from. */
export interface DemoVideo {
  id: number;
  url: string;
  name: string;
  params: [number, number, number];
}

/**
 * Makes sure the cache holds the MP4 of each of `videos`: encodes those it finds unclaimed, then
 * waits for those other seeds are encoding (or takes over a claim whose seed is gone). Answers
 * how many this process encoded.
 */
export async function fillCache(
  videos: readonly DemoVideo[],
  cacheDir: string,
  encode: Encoder = encodeShortVideo,
  signal?: AbortSignal,
): Promise<number> {
  let encoded = 0;
  /** Encodes `video` if this process gets its claim; false while another seed holds it. */
  const encodeIfClaimed = async (video: DemoVideo, cached: string): Promise<boolean> => {
    signal?.throwIfAborted();
    if (!(await claim(cached))) return false;
    if (await encodeClaimed(cached, video, encode)) encoded++;
    return true;
  };
  const elsewhere: DemoVideo[] = [];
  for (const video of videos) {
    const cached = join(cacheDir, video.name);
    if (!(await exists(cached)) && !(await encodeIfClaimed(video, cached))) elsewhere.push(video);
  }
  for (const video of elsewhere) {
    const cached = join(cacheDir, video.name);
    while (!(await exists(cached))) if (!(await encodeIfClaimed(video, cached))) await sleep(100);
  }
  return encoded;
}

/** Copies a cached MP4 into the media folder, whole or not at all. */
async function copyIntoMedia(name: string, options: { mediaDir: string; cacheDir: string }): Promise<void> {
  const target = join(options.mediaDir, 'videos', name);
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.tmp`;
  await copyFile(join(options.cacheDir, name), temp);
  await rename(temp, target);
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
  const videos: DemoVideo[] = [];
  for (const row of rows) {
    const match = /\/videos\/(\d+)-(\d+)-(\d+)\.svg$/.exec(row.videoUrl);
    if (!match) continue;
    const params = [Number(match[1]), Number(match[2]), Number(match[3])] as [number, number, number];
    const url = videoFileUrl(...params);
    videos.push({ id: row.id, url, name: url.slice(url.lastIndexOf('/') + 1), params });
  }
  const missing: DemoVideo[] = [];
  for (const video of videos)
    if (!(await exists(join(resolved.mediaDir, 'videos', video.name)))) missing.push(video);
  const encoded = await fillCache(missing, resolved.cacheDir, encodeShortVideo, options.signal);
  for (const video of missing) await copyIntoMedia(video.name, resolved);
  for (const video of videos) {
    options.signal?.throwIfAborted();
    await db
      .update(shorts)
      .set({ videoUrl: video.url, durationSeconds: seconds })
      .where(eq(shorts.id, video.id));
  }
  return { attached: videos.length, encoded };
}
