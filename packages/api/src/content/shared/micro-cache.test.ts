import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { contentChanged } from '../publishing/content-changed.ts';
import { microCache } from './micro-cache.ts';

function setup(nodeEnv = 'development', inTests = false) {
  let now = 0;
  let calls = 0;
  const app = new Hono<AppEnv>();
  const content = { generation: 0 };
  app.use(async (c, next) => {
    c.set('deps', { env: { NODE_ENV: nodeEnv, TRUST_PROXY: 0 }, content } as never);
    c.header('X-Request-Id', `r${calls}`);
    await next();
  });
  const cache = microCache({ ttlMs: 1000, maxEntries: 2, inTests, now: () => now });
  app.get('/list', cache, (c) => {
    calls += 1;
    return c.json({ calls, q: c.req.query('q') ?? null });
  });
  app.get('/missing', cache, (c) => {
    calls += 1;
    return c.json({ calls }, 404);
  });
  return {
    get: (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }),
    calls: () => calls,
    publish: () => contentChanged({ content }),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('content micro-cache', () => {
  it('answers an anonymous GET from memory until the TTL passes', async () => {
    const s = setup();
    const first = await s.get('/list');
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await s.get('/list');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toMatch(/application\/json/);
    expect(await second.json()).toEqual({ calls: 1, q: null });
    expect(second.headers.get('x-request-id')).toBe('r1');
    s.advance(1001);
    expect(await (await s.get('/list')).json()).toEqual({ calls: 2, q: null });
  });

  it('a publish drops every cached answer at once, without waiting for the TTL', async () => {
    const s = setup();
    await s.get('/list');
    expect((await s.get('/list')).headers.get('x-cache')).toBe('hit');
    s.publish();
    const after = await s.get('/list');
    expect(after.headers.get('x-cache')).toBe('miss');
    expect(await after.json()).toEqual({ calls: 2, q: null });
    expect((await s.get('/list')).headers.get('x-cache')).toBe('hit');
  });

  it('keys by the query; keeps at most maxEntries, the oldest dropped', async () => {
    const s = setup();
    await s.get('/list?q=a');
    await s.get('/list?q=b');
    await s.get('/list?q=c');
    expect(s.calls()).toBe(3);
    await s.get('/list?q=c');
    await s.get('/list?q=b');
    expect(s.calls()).toBe(3);
    await s.get('/list?q=a');
    expect(s.calls()).toBe(4);
  });

  it('never caches for a token, nor a non-200 answer, nor under NODE_ENV=test', async () => {
    const s = setup();
    await s.get('/list', { authorization: 'Bearer abc' });
    await s.get('/list', { authorization: 'Bearer abc' });
    expect(s.calls()).toBe(2);
    await s.get('/missing');
    await s.get('/missing');
    expect(s.calls()).toBe(4);
    const t = setup('test');
    await t.get('/list');
    await t.get('/list');
    expect(t.calls()).toBe(2);
    const forced = setup('test', true);
    await forced.get('/list');
    await forced.get('/list');
    expect(forced.calls()).toBe(1);
  });
});
