/**
 * A short's MP4 (ADR 037) is a file served with its media type, byte ranges (206 with
 * Content-Range: players seek with them, iOS Safari plays nothing without them), 416 for a range
 * past the end, and a year's immutable caching; a missing file is a 404, never a 5xx.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

describe('GET /media/videos/{file}.mp4', () => {
  let h: TestHarness;
  const dataDir = mkdtempSync(join(tmpdir(), 'renovo-video-files-'));
  // Any bytes stand for the video here; the seed's MP4s are checked in packages/demo-content.
  const bytes = Uint8Array.from({ length: 5000 }, (_, i) => i % 251);
  beforeAll(async () => {
    mkdirSync(join(dataDir, 'media', 'videos'), { recursive: true });
    writeFileSync(join(dataDir, 'media', 'videos', '3-1-5001.mp4'), bytes);
    h = await createHarness({ env: { RENOVO_DATA_DIR: dataDir }, demoContent: false });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the whole file as video/mp4, cached immutable, announcing byte ranges', async () => {
    const res = await h.app.request('/media/videos/3-1-5001.mp4');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('a Range answers 206 with Content-Range and just those bytes', async () => {
    const res = await h.app.request('/media/videos/3-1-5001.mp4', { headers: { Range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(res.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(res.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(100, 200));
    // Safari's first probe, and an open-ended range.
    const probe = await h.app.request('/media/videos/3-1-5001.mp4', { headers: { Range: 'bytes=0-1' } });
    expect(probe.status).toBe(206);
    expect(probe.headers.get('content-range')).toBe('bytes 0-1/5000');
    const tail = await h.app.request('/media/videos/3-1-5001.mp4', { headers: { Range: 'bytes=4990-' } });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);
  });

  it('a range past the end is 416 with the size; a missing file is 404', async () => {
    const res = await h.app.request('/media/videos/3-1-5001.mp4', { headers: { Range: 'bytes=6000-7000' } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe('bytes */5000');
    expect((await h.app.request('/media/videos/3-1-5002.mp4')).status).toBe(404);
    expect((await h.app.request('/media/videos/..%2F..%2Fetc.mp4')).status).toBe(404);
  });

  it('the drawn slideshows of the same folder are still drawn', async () => {
    const res = await h.app.request('/media/videos/3-1-5001.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });
});
