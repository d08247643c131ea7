/**
 * A client that drips its request body (or its headers) is cut off once HTTP_REQUEST_TIMEOUT_MS
 * (HTTP_HEADERS_TIMEOUT_MS) runs out, instead of holding the socket for Node's defaults (300 s
 * and 60 s). The test configures short timeouts and drips bytes on a real socket.
 */
import { connect } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { type StartedServer, start } from './main.ts';
import { openTestDatabase } from './testing/harness.ts';

let server: StartedServer;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const env = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    HTTP_HEADERS_TIMEOUT_MS: '400',
    HTTP_REQUEST_TIMEOUT_MS: '800',
  };
  const database = await openTestDatabase(parseEnv(env), 'pglite', false);
  dispose = database.dispose;
  server = await start({
    env,
    logger: pino({ level: 'silent' }),
    database: database.handle,
    mount(app) {
      app.post('/echo', async (c) => c.text(await c.req.text()));
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await dispose?.();
});

/**
 * Sends `head`, then drips `drip` one byte every 100 ms; resolves with what the server answered
 * and when the socket closed, or `held` if it is still open after `limitMs`.
 */
function drip(head: string, drip: string, limitMs: number): Promise<{ ms: number; answer: string } | 'held'> {
  const { port } = server;
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let i = 0;
    const timer = setInterval(() => {
      if (i < drip.length && socket.writable) socket.write(drip[i++] as string);
    }, 100);
    const limit = setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      resolve('held');
    }, limitMs);
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(limit);
      resolve({ ms: performance.now() - started, answer });
    });
    socket.write(head);
  });
}

describe('slow requests are cut off by the socket timeouts', { timeout: 30_000 }, () => {
  it('a request body dripped a byte at a time is cut once the request timeout runs out', async () => {
    const body = 'x'.repeat(200);
    const result = await drip(
      `POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      6_000,
    );
    expect(result).not.toBe('held');
    if (result === 'held') return;
    expect(result.ms).toBeLessThan(3_000);
    expect(result.answer).not.toContain('200 OK');
  });

  it('headers dripped a byte at a time are cut once the headers timeout runs out', async () => {
    const result = await drip(
      'GET /healthz HTTP/1.1\r\n',
      `Host: 127.0.0.1\r\nX-Slow: ${'y'.repeat(100)}\r\n\r\n`,
      6_000,
    );
    expect(result).not.toBe('held');
    if (result === 'held') return;
    expect(result.ms).toBeLessThan(3_000);
  });

  it('a request sent at once is answered', async () => {
    const result = await drip(
      'POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
      '',
      6_000,
    );
    expect(result).not.toBe('held');
    if (result !== 'held') expect(result.answer).toMatch(/^HTTP\/1\.1 200[\s\S]*hello$/);
  });
});
