/**
 * Rule: the content micro-cache keeps text answers only. A binary answer (a short's MP4, a photo)
 * is never kept as text and replayed corrupted, and a request with `Range` is always answered by
 * its route (a byte range from memory would be the whole, mangled file).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { microCache } from './micro-cache.ts';

/** Bytes that are not valid UTF-8: kept as text they would come back as U+FFFD. */
const VIDEO = new Uint8Array([0x00, 0x00, 0x00, 0x20, 0x66, 0x74, 0x79, 0x70, 0xff, 0xfe, 0x80, 0x81, 0xc3]);

function setup() {
  let calls = 0;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('deps', { env: { NODE_ENV: 'development', TRUST_PROXY: 0 }, content: { generation: 0 } } as never);
    await next();
  });
  const cache = microCache({ ttlMs: 60_000, maxEntries: 10, now: () => 0 });
  app.get('/media/videos/a.mp4', cache, (c) => {
    calls += 1;
    const range = c.req.header('range');
    if (range === 'bytes=0-3') return c.body(VIDEO.slice(0, 4), 206, { 'Content-Type': 'video/mp4' });
    return c.body(VIDEO, 200, { 'Content-Type': 'video/mp4' });
  });
  app.get('/list', cache, (c) => {
    calls += 1;
    return c.json({ calls });
  });
  return { app, calls: () => calls };
}

describe('binary media and ranges are never served from the micro-cache', () => {
  it('a video is answered byte for byte every time, never from memory', async () => {
    const s = setup();
    for (let i = 0; i < 3; i++) {
      const answer = await s.app.request('/media/videos/a.mp4');
      expect(answer.headers.get('x-cache')).toBeNull();
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(VIDEO);
    }
    expect(s.calls()).toBe(3);
  });

  it('a request with Range reaches the route even when a text answer is cached', async () => {
    const s = setup();
    await s.app.request('/media/videos/a.mp4');
    const ranged = await s.app.request('/media/videos/a.mp4', { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(VIDEO.slice(0, 4));
    await s.app.request('/list');
    const listRanged = await s.app.request('/list', { headers: { range: 'bytes=0-3' } });
    expect(listRanged.headers.get('x-cache')).toBeNull();
  });

  it('JSON answers are still cached', async () => {
    const s = setup();
    await s.app.request('/list');
    expect((await s.app.request('/list')).headers.get('x-cache')).toBe('hit');
  });
});
