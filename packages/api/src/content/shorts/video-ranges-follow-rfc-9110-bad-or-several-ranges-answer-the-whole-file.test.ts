/**
 * Byte ranges of a short's MP4 follow RFC 9110: a Range that is not valid `bytes=` syntax is
 * ignored (200 with the whole file), a valid one that no byte satisfies is 416 with
 * `Content-Range: bytes *\/size`, several ranges answer the whole file (200), and the suffix
 * (`bytes=-500`) and open (`bytes=500-`) ranges still answer 206 with just those bytes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type TestHarness } from '../../testing/harness.ts';

const FILE = '/media/videos/3-1-5001.mp4';

describe('video byte ranges follow RFC 9110', () => {
  let h: TestHarness;
  const dataDir = mkdtempSync(join(tmpdir(), 'renovo-video-ranges-'));
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

  const get = (range: string) => h.app.request(FILE, { headers: { Range: range } });

  it.each(['bytes=abc', 'bytes=', 'bytes=-', 'bytes=10-5', 'bytes=1-2x', 'items=0-10', 'bytes 0-10'])(
    'an invalid Range (%s) is ignored: 200 with the whole file',
    async (range) => {
      const res = await get(range);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(res.headers.get('content-length')).toBe('5000');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    },
  );

  it.each(['bytes=0-99,200-299', 'bytes=0-0,-1', 'bytes=10-20, 4000-'])(
    'several ranges (%s) answer 200 with the whole file',
    async (range) => {
      const res = await get(range);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    },
  );

  it('overlapping ranges that merge into one answer that one range', async () => {
    const res = await get('bytes=0-99,50-149');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-149/5000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(0, 150));
  });

  it.each(['bytes=5000-', 'bytes=6000-7000', 'bytes=-0'])(
    'an unsatisfiable range (%s) is 416 with Content-Range: bytes */size',
    async (range) => {
      const res = await get(range);
      expect(res.status).toBe(416);
      expect(res.headers.get('content-range')).toBe('bytes */5000');
    },
  );

  it('the suffix range bytes=-500 answers the last 500 bytes', async () => {
    const res = await get('bytes=-500');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 4500-4999/5000');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(4500));
  });

  it('the open range bytes=500- answers from byte 500 to the end', async () => {
    const res = await get('bytes=500-');
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 500-4999/5000');
    expect(res.headers.get('content-length')).toBe('4500');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(500));
  });

  it('an If-Range that is not the file’s Last-Modified answers the whole file', async () => {
    const res = await h.app.request(FILE, { headers: { Range: 'bytes=0-9', 'If-Range': '"some-etag"' } });
    expect(res.status).toBe(200);
    const lastModified = res.headers.get('last-modified') ?? '';
    const ranged = await h.app.request(FILE, { headers: { Range: 'bytes=0-9', 'If-Range': lastModified } });
    expect(ranged.status).toBe(206);
  });
});
