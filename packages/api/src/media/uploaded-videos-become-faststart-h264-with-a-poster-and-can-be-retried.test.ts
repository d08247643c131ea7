/**
 * Videos in the media library (docs/spec/console.md#media-library): a clip made here with
 * ffmpeg's lavfi sources, uploaded under a misleading name, is read by its bytes as a video and
 * transcoded on the job engine to a faststart H.264 MP4 (yuv420p, AAC, `moov` before `mdat`, at
 * most 1080 px on its short side, no `location` tag left), with a poster in AVIF, WebP and JPEG;
 * its progress rises while ffmpeg works; its MP4 answers byte ranges. A corrupt clip fails for
 * good with a zh-TW reason, and a failed asset can be retried; a job engine stopped mid-way kills
 * ffmpeg and the next one finishes the video. Roles without content.manage: 403.
 */
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { mediaLibraryMessages as m } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets } from '../db/schema-media.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { type JobEngine, startJobs } from '../services/retention/scheduler.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { testClip } from '../testing/test-clip.ts';
import { type ProbedVideo, probeVideo } from './ffmpeg.ts';
import { FRAME_TIMEOUT_MS } from './video-transcode.ts';

/** The top-level MP4 boxes of `bytes`, in order. */
function topLevelBoxes(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= bytes.byteLength; ) {
    let size = view.getUint32(at);
    if (size === 1) size = Number(view.getBigUint64(at + 8));
    boxes.push(new TextDecoder().decode(bytes.subarray(at + 4, at + 8)));
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

/** ffprobe of bytes. */
async function probe(bytes: Uint8Array): Promise<ProbedVideo> {
  const path = join(tmpdir(), `probe-${randomUUID()}.mp4`);
  await writeFile(path, bytes);
  try {
    return await probeVideo(path, { timeoutMs: FRAME_TIMEOUT_MS });
  } finally {
    await rm(path, { force: true });
  }
}

describe.each(DATABASE_LANES)('videos in the media library on %s', (lane) => {
  let h: TestHarness;
  let engine: JobEngine;
  let app: Hono<AppEnv>;
  let editor: SignedInStaff;
  let support: SignedInStaff;
  let marketing: SignedInStaff;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    editor = await signedInStaff(h, 'editor', 'video-editor@example.com');
    support = await signedInStaff(h, 'support', 'video-support@example.com');
    marketing = await signedInStaff(h, 'marketing', 'video-marketing@example.com');
    engine = await startJobs({
      handle: h.handle,
      env: h.env,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
      media: h.media,
    });
    app = h.appWith({ jobs: engine.boss });
  }, 60_000);
  afterAll(async () => {
    await engine?.stop();
    await h.close();
  });

  async function upload(bytes: Uint8Array, name: string, staff = editor) {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
    const res = await app.request('/console/api/media', {
      method: 'POST',
      headers: asStaff(staff),
      body: form,
    });
    return { status: res.status, body: (await res.json()) as { message?: string; data?: { id: number } } };
  }
  const detail = async (id: number) =>
    (await h.call('GET', `/console/api/media/${id}`, { headers: asStaff(editor), app })).body.data;
  async function settled(id: number, seen: number[] = []) {
    for (let i = 0; i < 600; i += 1) {
      const asset = await detail(id);
      if (typeof asset.progress === 'number') seen.push(asset.progress);
      if (asset.status !== 'processing') return asset;
      await sleep(100);
    }
    throw new Error(`asset ${id} still processing`);
  }
  const fetchBytes = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.request(new URL(url, 'http://localhost').pathname, { headers });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it('an uploaded video becomes a faststart H.264 MP4 (yuv420p, AAC) at most 1080 px on its short side, with a poster in three formats and no GPS tag', async () => {
    const clip = await testClip({
      width: 1200,
      height: 2134,
      seconds: 2,
      // Ten frames a second: the scaling and the tags are the point here, not the frame count.
      rate: 10,
      container: 'mov',
      location: '+25.0330+121.5654/',
    });
    expect((await probe(clip)).tags.location).toBe('+25.0330+121.5654/');
    const sent = await upload(clip, 'holiday.jpg');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const asset = await settled(sent.body.data!.id);
    expect(asset).toMatchObject({ kind: 'video', status: 'ready', error: null, progress: 100 });
    expect(asset.duration_seconds).toBeCloseTo(2, 0);
    expect(asset.variants).toEqual([
      {
        url: expect.stringMatching(/^\/uploads\/[0-9a-f]{20}\.mp4$/),
        format: 'mp4',
        width: 1080,
        height: 1920,
      },
    ]);
    const { res, bytes } = await fetchBytes(asset.variants[0].url);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const made = await probe(bytes);
    expect(made).toMatchObject({
      codec: 'h264',
      pixelFormat: 'yuv420p',
      width: 1080,
      height: 1920,
      hasAudio: true,
    });
    expect(made.tags.location).toBeUndefined();
    const boxes = topLevelBoxes(bytes);
    expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(asset.poster_url).toMatch(/^\/uploads\/[0-9a-f]{20}\.jpg$/);
    // The photo widths that fit a 1080-wide frame (1280 would enlarge it).
    expect(
      asset.poster.map((v: { format: string; width: number }) => `${v.format} ${v.width}`).sort(),
    ).toEqual(['avif 640', 'jpeg 640', 'webp 640']);
    const poster = await fetchBytes(asset.poster_url);
    expect(poster.res.headers.get('content-type')).toBe('image/jpeg');
  }, 120_000);

  it('a video is served with byte ranges: Range bytes=0-1 answers 206 with two bytes', async () => {
    const sent = await upload(await testClip({ width: 320, height: 568, seconds: 1 }), 'a.mp4');
    const asset = await settled(sent.body.data!.id);
    const { res, bytes } = await fetchBytes(asset.variants[0].url, { range: 'bytes=0-1' });
    expect(res.status).toBe(206);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-range')).toMatch(/^bytes 0-1\/\d+$/);
    expect(bytes.byteLength).toBe(2);
    const whole = await fetchBytes(asset.variants[0].url);
    expect(whole.res.status).toBe(200);
    expect(whole.res.headers.get('cache-control')).toContain('immutable');
  }, 60_000);

  it('progress rises while a video transcodes and ends at 100', async () => {
    // 120 frames at 1080 × 1920: about three seconds of transcoding on this machine, over which
    // ffmpeg reports its progress every second (`-stats_period 1`); 200 frames took five.
    const clip = await testClip({ width: 1080, height: 1920, seconds: 12, rate: 10 });
    const sent = await upload(clip, 'long.mp4');
    const seen: number[] = [];
    const asset = await settled(sent.body.data!.id, seen);
    expect(asset.status).toBe('ready');
    const during = seen.filter((p) => p > 0 && p < 100);
    expect(during.length, `progress seen: ${seen.join(',')}`).toBeGreaterThan(0);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    expect(seen.at(-1)).toBe(100);
  }, 120_000);

  it('a corrupt video fails for good with a zh-TW reason; retry puts a failed asset back to processing and it can come out ready', async () => {
    const clip = await testClip({ width: 320, height: 568, seconds: 1 });
    // The first bytes of an MP4 whose index comes last: file-type sees an MP4, ffmpeg finds no moov.
    const corrupt = clip.slice(0, 2048);
    const sent = await upload(corrupt, 'broken.mp4');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const failed = await settled(sent.body.data!.id);
    expect(failed).toMatchObject({ status: 'failed', error: m.videoUnreadable });

    // A failed asset goes back to processing and is queued; this one fails again, as it should.
    const retried = await h.call('POST', `/console/api/media/${failed.id}/retry`, {
      headers: asStaff(editor),
      app,
    });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ id: failed.id, status: 'processing' });
    expect((await settled(failed.id)).error).toBe(m.videoUnreadable);

    // A good video that failed (say ffmpeg ran out of time) comes out ready once retried.
    const good = await upload(clip, 'good.mp4');
    await settled(good.body.data!.id);
    await h.db
      .update(mediaAssets)
      .set({ status: 'failed', error: m.videoTimeout, variants: [] })
      .where(eq(mediaAssets.id, good.body.data!.id));
    const again = await h.call('POST', `/console/api/media/${good.body.data!.id}/retry`, {
      headers: asStaff(editor),
      app,
    });
    expect(again.status).toBe(200);
    expect(await settled(good.body.data!.id)).toMatchObject({ status: 'ready', error: null });
    // Only a failed asset is retried.
    const twice = await h.call('POST', `/console/api/media/${good.body.data!.id}/retry`, {
      headers: asStaff(editor),
      app,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(m.notFailed);
  }, 120_000);

  it('the poster is made again from the frame asked for; a moment past the end is a 422', async () => {
    const sent = await upload(await testClip({ width: 320, height: 568, seconds: 3 }), 'cover.mp4');
    const asset = await settled(sent.body.data!.id);
    const remade = await h.call('POST', `/console/api/media/${asset.id}/poster`, {
      headers: asStaff(editor, { 'content-type': 'application/json' }),
      body: { at_seconds: 2.5 },
      app,
    });
    expect(remade.status, JSON.stringify(remade.body)).toBe(200);
    expect(remade.body.data.poster_url).toMatch(/^\/uploads\/[0-9a-f]{20}\.jpg$/);
    expect(remade.body.data.poster_url).not.toBe(asset.poster_url);
    const late = await h.call('POST', `/console/api/media/${asset.id}/poster`, {
      headers: asStaff(editor, { 'content-type': 'application/json' }),
      body: { at_seconds: 30 },
      app,
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(m.posterAt);
  }, 60_000);

  it('support may not upload; support and marketing (who upload banner photos) may not retry or re-make a poster (403)', async () => {
    const clip = await testClip({ width: 160, height: 284, seconds: 1, audio: false });
    expect((await upload(clip, 'x.mp4', support)).status).toBe(403);
    for (const staff of [support, marketing]) {
      const headers = asStaff(staff, { 'content-type': 'application/json' });
      expect((await h.call('POST', '/console/api/media/1/retry', { headers, app })).status).toBe(403);
      expect(
        (await h.call('POST', '/console/api/media/1/poster', { headers, body: { at_seconds: 0 }, app }))
          .status,
      ).toBe(403);
    }
  }, 60_000);

  it('a job engine stopped mid-transcode kills ffmpeg: the video stays processing and the next engine finishes it', async () => {
    // 20 s at 10 frames a second: seconds of transcoding, so the engine is stopped mid-way, for
    // 200 frames instead of 500 (the transcode and its second run were the file's costliest part).
    const long = await testClip({ width: 1080, height: 1920, seconds: 20, rate: 10 });
    const sent = await upload(long, 'long.mov');
    for (let i = 0; i < 600 && !((await detail(sent.body.data!.id)).progress > 0); i += 1) await sleep(100);
    const stopping = Date.now();
    await engine.stop();
    // Without the kill, pg-boss's graceful stop would wait up to 10 s for the transcode to end.
    expect(Date.now() - stopping).toBeLessThan(5000);
    const halfway = await detail(sent.body.data!.id);
    expect(halfway.status).toBe('processing');
    expect(halfway.progress).toBeLessThan(100);
    engine = await startJobs({
      handle: h.handle,
      env: h.env,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
      media: h.media,
    });
    app = h.appWith({ jobs: engine.boss });
    expect(await settled(sent.body.data!.id)).toMatchObject({ status: 'ready', progress: 100, error: null });
  }, 180_000);

  it('a file that is neither a photo nor a video is refused with a zh-TW reason (415, not a 500)', async () => {
    const sent = await upload(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n'), 'clip.mp4');
    expect(sent.status).toBe(415);
    expect(sent.body.message).toBe(m.notAPhoto);
  });
});
