import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { context } from './context.ts';

function app(trustProxy: boolean) {
  const deps = { env: parseEnv({ NODE_ENV: 'test', TRUST_PROXY: trustProxy ? '1' : '0' }) } as AppDeps;
  const a = new Hono<AppEnv>();
  a.use(context(deps));
  a.get('/x', (c) =>
    c.json({ ip: c.get('clientIp'), partner: c.get('partnerKey'), hasDeps: c.get('deps') === deps }),
  );
  return a;
}

describe('context', () => {
  it('sets deps and the client address (socket, or X-Forwarded-For behind a trusted proxy)', async () => {
    const env = { incoming: { socket: { remoteAddress: '::ffff:203.0.113.5' } } };
    expect(await (await app(false).request('/x', {}, env)).json()).toEqual({
      ip: '203.0.113.5',
      partner: null,
      hasDeps: true,
    });
    const spoofed = await app(false).request('/x', { headers: { 'x-forwarded-for': '1.2.3.4' } }, env);
    expect((await spoofed.json()).ip).toBe('203.0.113.5');
    const proxied = await app(true).request(
      '/x',
      { headers: { 'x-forwarded-for': '1.2.3.4, 10.0.0.1' } },
      env,
    );
    // One trusted proxy: the hop it appended (the rightmost), never the client-written leftmost.
    expect((await proxied.json()).ip).toBe('10.0.0.1');
    const garbage = await app(true).request('/x', { headers: { 'x-forwarded-for': 'not-an-ip' } }, env);
    expect((await garbage.json()).ip).toBe('203.0.113.5');
  });

  it('without a socket (app.request) the address is loopback', async () => {
    expect((await (await app(false).request('/x')).json()).ip).toBe('127.0.0.1');
  });
});
