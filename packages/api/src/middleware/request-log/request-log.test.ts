import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../lib/app-env.ts';
import { requestLog } from './request-log.ts';

describe('requestLog', () => {
  it('binds a child logger to the request id and writes one line per answer, without the query', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ base: null }, { write: (l: string) => void lines.push(JSON.parse(l)) });
    const app = new Hono<AppEnv>();
    app.use(requestId());
    app.use(requestLog(logger));
    app.get('/x', (c) => {
      c.get('log').info('inside');
      return c.text('ok');
    });
    const res = await app.request('/x?mobile=0912345678');
    const id = res.headers.get('x-request-id');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: id, msg: 'inside' }),
      expect.objectContaining({ reqId: id, msg: 'request', method: 'GET', path: '/x', status: 200 }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('0912345678');
  });

  it('logs a 5xx answer at error level', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ base: null }, { write: (l: string) => void lines.push(JSON.parse(l)) });
    const app = new Hono<AppEnv>();
    app.use(requestId());
    app.use(requestLog(logger));
    app.get('/x', (c) => c.text('no', 503));
    await app.request('/x');
    expect(lines[0]).toMatchObject({ level: 50, status: 503 });
  });
});
