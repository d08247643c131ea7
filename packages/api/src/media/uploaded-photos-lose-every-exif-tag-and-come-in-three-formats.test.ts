/**
 * The media library (docs/spec/console.md#media-library): a JPEG with GPS and camera tags and a
 * sideways EXIF orientation, uploaded under a misleading name, is read by its bytes, processed
 * on the job engine (pg-boss) into AVIF, WebP and JPEG at 640 and 1280 px, upright, with no EXIF
 * left (read back with exifr), and served at content-hashed, immutable URLs; the original is never
 * served. Refused: no file, not multipart, not a photo, an iPhone HEIC (a zh-TW reason each, never
 * a 5xx), a role without content.manage. A corrupt photo fails with a reason. An upload made while
 * no engine runs is processed when one starts (a killed process loses no upload).
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { mediaLibraryMessages as m } from '@renovo/core/messages';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import type { Hono } from 'hono';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../lib/app-env.ts';
import { type JobEngine, startJobs } from '../services/retention/scheduler.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { taggedPhoto } from '../testing/tagged-photo.ts';

/**
 * A 2000 × 1500 JPEG over a megabyte, like a phone's photo (far above the API's 64 KB body limit),
 * tagged as taken sideways (orientation 6), with a camera and a GPS position. Its bytes are in a
 * band of noise along one edge: noise is what makes a JPEG large, and AVIF-encoding a whole
 * frame of it was most of this file's CPU. Made once per file: every test uploads the same bytes.
 */
let tagged: Promise<Uint8Array> | undefined;
function taggedJpeg(): Promise<Uint8Array> {
  tagged ??= (async () => {
    const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
    const band = await sharp({
      create: { width: 2000, height: 900, channels: 3, background: '#c08040', noise },
    })
      .raw()
      .toBuffer();
    const pixels = sharp({
      create: { width: 2000, height: 1500, channels: 3, background: '#c08040' },
    }).composite([
      { input: band, raw: { width: 2000, height: 900, channels: 3 }, top: 600, left: 0 },
      { input: { create: { width: 400, height: 300, channels: 3, background: '#204080' } }, top: 0, left: 0 },
    ]);
    return taggedPhoto(pixels, { orientation: 6 });
  })();
  return tagged;
}

describe.each(DATABASE_LANES)('the media library on %s', (lane) => {
  let h: TestHarness;
  let engine: JobEngine | undefined;
  let app: Hono<AppEnv>;
  let editor: SignedInStaff;
  let support: SignedInStaff;

  beforeAll(async () => {
    h = await createHarness({ lane, demoContent: false });
    editor = await signedInStaff(h, 'editor', 'media-editor@example.com');
    support = await signedInStaff(h, 'support', 'media-support@example.com');
  });
  afterAll(async () => {
    await engine?.stop();
    await h.close();
  });

  async function upload(
    bytes: Uint8Array,
    name: string,
    { via = h.app, staff = editor, field = 'file' } = {},
  ) {
    const form = new FormData();
    form.set(field, new File([bytes as Uint8Array<ArrayBuffer>], name));
    const res = await via.request('/console/api/media', {
      method: 'POST',
      headers: asStaff(staff),
      body: form,
    });
    return {
      status: res.status,
      body: (await res.json()) as { message?: string; data?: { id: number; status: string } },
    };
  }
  async function settled(id: number) {
    for (let i = 0; i < 150; i += 1) {
      const res = await h.call('GET', `/console/api/media/${id}`, { headers: asStaff(editor), app });
      if (res.body.data.status !== 'processing') return res.body.data;
      await sleep(200);
    }
    throw new Error(`asset ${id} still processing`);
  }

  it('an upload made while no job engine runs waits, and is processed once an engine starts', async () => {
    const sent = await upload(await taggedJpeg(), 'IMG_0001.png');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data?.status).toBe('processing');
    await sleep(300);
    expect(
      (await h.call('GET', `/console/api/media/${sent.body.data!.id}`, { headers: asStaff(editor) })).body
        .data.status,
    ).toBe('processing');
    engine = await startJobs({
      handle: h.handle,
      env: h.env,
      logger: pino({ level: 'silent' }),
      pollingIntervalSeconds: 0.5,
      media: h.media,
    });
    app = h.appWith({ jobs: engine.boss });
    expect((await settled(sent.body.data!.id)).status).toBe('ready');
  }, 60_000);

  it('a tagged, sideways JPEG under a misleading name comes out upright in AVIF, WebP and JPEG at 640 and 1280 px, with no EXIF', async () => {
    const original = await taggedJpeg();
    expect(original.byteLength).toBeGreaterThan(1024 * 1024);
    expect(await exifr.parse(Buffer.from(original), { gps: true })).toMatchObject({
      Make: 'Apple',
      latitude: expect.any(Number),
    });
    const sent = await upload(original, 'holiday.gif', { via: app });
    expect(sent.status).toBe(201);
    const asset = await settled(sent.body.data!.id);
    expect(asset).toMatchObject({ kind: 'photo', status: 'ready', width: 1500, height: 2000, error: null });
    expect(asset.placeholder.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(asset.placeholder.data_url).toMatch(/^data:image\/webp;base64,/);
    const variants = asset.variants as { url: string; format: string; width: number; height: number }[];
    expect(variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual(
      [
        'avif 1280x1707',
        'avif 640x853',
        'jpeg 1280x1707',
        'jpeg 640x853',
        'webp 1280x1707',
        'webp 640x853',
      ].sort(),
    );
    for (const variant of variants) {
      expect(variant.url).toMatch(/^\/uploads\/[0-9a-f]{20}\.(avif|webp|jpg)$/);
      const res = await app.request(variant.url);
      expect(res.status, variant.url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect((await fileTypeFromBuffer(bytes))?.ext, variant.url).toBe(
        variant.format === 'jpeg' ? 'jpg' : variant.format,
      );
      expect(res.headers.get('content-type')).toBe((await fileTypeFromBuffer(bytes))?.mime);
      // Every tag is gone: no camera, no GPS, no orientation (the pixels are upright already).
      const tags = await exifr
        .parse(bytes, { tiff: true, gps: true, xmp: true, iptc: true })
        .catch(() => undefined);
      expect(tags ?? {}, variant.url).toEqual({});
      const meta = await sharp(bytes).metadata();
      expect([meta.exif, meta.orientation, meta.width], variant.url).toEqual([
        undefined,
        undefined,
        variant.width,
      ]);
    }
    // The same photo again makes the same files (content-hashed names).
    const again = await settled((await upload(original, 'copy.jpg', { via: app })).body.data!.id);
    expect(again.variants.map((v: { url: string }) => v.url).sort()).toEqual(
      variants.map((v) => v.url).sort(),
    );
  }, 60_000);

  it('a photo narrower than 640 px keeps its own width; the original is never served; a missing file is not cached', async () => {
    const small = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff0' } })
        .png()
        .toBuffer(),
    );
    const asset = await settled((await upload(small, 'logo.png', { via: app })).body.data!.id);
    expect(asset.variants.map((v: { width: number }) => v.width)).toEqual([300, 300, 300]);
    // Only variant names are taken (20 hex digits and a format); an original's name never is.
    const sha256 = createHash('sha256').update(small).digest('hex');
    for (const path of [
      '/uploads/original',
      `/uploads/${sha256}`,
      `/uploads/${sha256}.png`,
      '/uploads/..%2F..%2Fetc%2Fpasswd',
    ])
      expect((await app.request(path)).status, path).toBe(422);
    // A name with no file (a variant not made yet, a guess) is never cached as immutable.
    for (const missing of ['/uploads/0123456789abcdef0123.jpg', '/uploads/0123456789abcdef0123.mp4']) {
      const answer = await app.request(missing);
      expect(answer.status, missing).toBe(404);
      expect(answer.headers.get('cache-control'), missing).toBe('no-store');
    }
    const stored = await app.request(new URL(asset.variants[0].url, 'http://localhost').pathname);
    expect(stored.headers.get('cache-control')).toContain('immutable');
  }, 60_000);

  it('refusals in zh-TW, never a 5xx: no file, not multipart, not a photo by its bytes, an iPhone HEIC', async () => {
    const heic = new Uint8Array([
      0,
      0,
      0,
      0x18,
      ...Buffer.from('ftypheic'),
      0,
      0,
      0,
      0,
      ...Buffer.from('mif1heic'),
      0,
      0,
      0,
      8,
      0,
      0,
      0,
      0,
    ]);
    expect(await upload(heic, 'IMG_0002.jpg')).toEqual({
      status: 415,
      body: expect.objectContaining({ message: m.heic }),
    });
    expect(await upload(new TextEncoder().encode('not a photo at all'), 'photo.jpg')).toEqual({
      status: 415,
      body: expect.objectContaining({ message: m.notAPhoto }),
    });
    expect(await upload(await taggedJpeg(), 'a.jpg', { field: 'photo' })).toEqual({
      status: 422,
      body: expect.objectContaining({ message: m.noFile }),
    });
    const json = await h.app.request('/console/api/media', {
      method: 'POST',
      headers: asStaff(editor, { 'content-type': 'application/json' }),
      body: '{}',
    });
    expect([json.status, ((await json.json()) as { message: string }).message]).toEqual([
      415,
      m.notMultipart,
    ]);
    expect((await upload(await taggedJpeg(), 'a.jpg', { staff: support })).status).toBe(403);
  });

  it('the library lists the uploads newest first, 60 at a time, and pages without a miss or a repeat', async () => {
    const first = await h.call('GET', '/console/api/media', { headers: asStaff(editor) });
    expect(first.status).toBe(200);
    const ids = first.body.data.items.map((a: { id: number }) => a.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.body.data.next_before).toBeNull();
    expect(
      (
        await h.call('GET', `/console/api/media?before=${ids[1]}`, { headers: asStaff(editor) })
      ).body.data.items.map((a: { id: number }) => a.id),
    ).toEqual(ids.slice(2));
    expect((await h.call('GET', '/console/api/media', { headers: asStaff(support) })).status).toBe(403);
  });

  it('a photo whose bytes are cut off fails with a reason the editor can act on', async () => {
    const whole = await taggedJpeg();
    const cut = whole.slice(0, Math.floor(whole.length / 3));
    const sent = await upload(cut, 'broken.jpg', { via: app });
    expect(sent.status).toBe(201);
    expect(await settled(sent.body.data!.id)).toMatchObject({
      status: 'failed',
      error: m.unreadable,
      variants: [],
    });
  }, 60_000);
});
