import { API_HEADERS } from '@renovo/core/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { partners } from './db/schema.ts';
import { createOutboxGateway } from './services/sms/index.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from './testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  describe('bad input never reaches a 500', () => {
    it('unknown paths are 404 with a zh-TW message', async () => {
      const answer = await h.call('GET', '/v1/nothing-here');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404, message: '找不到此路徑：/v1/nothing-here' });
      expect((await h.call('POST', '/hyperf/valuation/v3/nope', { body: {} })).status).toBe(404);
    });

    it('malformed JSON is 400 with a zh-TW message', async () => {
      const answer = await h.call('POST', '/hyperf/valuation/v3/submit', { body: '{"region_id": 1,' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('請求格式錯誤，請確認內容為正確的 JSON');
    });

    it('a body over the limit is 413 with a zh-TW message', async () => {
      const answer = await h.call('POST', '/hyperf/popups', {
        body: JSON.stringify({ page_name: 'x'.repeat(70_000) }),
      });
      expect(answer.status).toBe(413);
      expect(answer.body.message).toBe('請求內容過大');
    });

    it('a wrong type is 422 with a zh-TW message and the issues', async () => {
      const answer = await h.call('POST', '/v1/codes', {
        body: { medium: 'sms', type: 'login', username: 12 },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
      expect(answer.body.errors[0].field).toBe('username');
    });
  });

  describe('unexpected errors', () => {
    it('answer 500 with the request id, leave a log line, and show no stack', async () => {
      const broken = new Proxy(
        {},
        {
          get() {
            throw new Error('database exploded');
          },
        },
      );
      const app = createApp({
        db: broken as never,
        env: h.env,
        sms: createOutboxGateway(),
        logger: h.logger,
      });
      const res = await app.request('/hyperf/valuation/v3/recent_records');
      expect(res.status).toBe(500);
      const body = (await res.json()) as { request_id: string; message: string };
      const requestId = res.headers.get('x-request-id');
      expect(body.request_id).toBe(requestId);
      expect(body.message).toContain(requestId!);
      expect(JSON.stringify(body)).not.toMatch(/exploded|at \w+ \(/);
      const line = h.logs
        .map((l) => JSON.parse(l))
        .find((l) => l.msg === 'unhandled error' && l.reqId === requestId);
      expect(line?.err?.message).toBe('database exploded');
    });
  });

  describe('request ids and logs', () => {
    it('every answer carries X-Request-Id and one log line with it', async () => {
      const res = await h.app.request('/healthz');
      const id = res.headers.get('x-request-id');
      expect(id).toBeTruthy();
      const line = h.logs.map((l) => JSON.parse(l)).find((l) => l.reqId === id && l.msg === 'request');
      expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200 });
    });
  });

  describe('CORS for partners', () => {
    it('echoes an allowed origin (demo: http://localhost:*) with Vary: Origin, without credentials', async () => {
      const res = await h.app.request('/healthz', { headers: { origin: 'http://localhost:5173' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      expect(res.headers.get('vary')).toContain('Origin');
    });

    it('never answers * and says nothing to an unknown origin', async () => {
      const res = await h.app.request('/healthz', { headers: { origin: 'https://evil.example' } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('vary')).toContain('Origin');
      const lookalike = await h.app.request('/healthz', {
        headers: { origin: 'http://localhost.evil.example:80' },
      });
      expect(lookalike.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('a preflight allows the API_HEADERS request headers', async () => {
      const res = await h.app.request('/hyperf/valuation/v3/submit', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://127.0.0.1:3001',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key,x-renovo-partner',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3001');
      const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const name of Object.values(API_HEADERS)) expect(allowed).toContain(name.toLowerCase());
      expect(allowed).toContain('authorization');
      expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    });

    it('a partner added to the table is allowed, and its leads record it', async () => {
      await h.db
        .insert(partners)
        .values({ key: 'acme', name: 'Acme', allowedOrigins: ['https://www.acme.tw'] });
      const res = await h.call('POST', '/hyperf/valuation/v3/submit', {
        headers: { origin: 'https://www.acme.tw' },
        body: { region_id: 1, size: 30, mobile: '0912345678', accepted: 1, notice_version: '2026-11' },
      });
      expect(res.headers.get('access-control-allow-origin')).toBe('https://www.acme.tw');
      const result = await h.db.query.quotes?.findFirst?.({
        where: (q, { eq }) => eq(q.id, res.body.data.id),
      });
      expect(result?.partnerKey).toBe('acme');
    });

    it('the demo partner is seeded with the demo content, and only when asked', async () => {
      const { seedDemoContent } = await import('@renovo/demo-content');
      const handle = {
        db: h.db,
        driver: h.driver,
        withStartupLock: <T>(fn: (db: typeof h.db) => Promise<T>) => fn(h.db),
        close: async () => {},
      };
      await h.db.delete(partners).where(eq(partners.key, 'demo'));
      await seedDemoContent(handle, { demoPartner: false });
      expect(await h.db.select().from(partners).where(eq(partners.key, 'demo'))).toHaveLength(0);
      await seedDemoContent(handle, { demoPartner: true });
      const [demo] = await h.db.select().from(partners).where(eq(partners.key, 'demo'));
      expect(demo?.allowedOrigins).toEqual(['http://localhost:*', 'http://127.0.0.1:*']);
    });
  });
});
