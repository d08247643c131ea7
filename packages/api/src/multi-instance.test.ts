/**
 * Nothing shared lives in process memory: two app instances on one database (on PostgreSQL,
 * each with its own connection pool) behave as one server.
 */
import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from './db/schema.ts';
import type { AppEnv } from './lib/app-env.ts';
import { CODE_TRIES_PER_NETWORK } from './services/sms/codes.ts';
import {
  createHarness,
  DATABASE_LANES,
  solveCodeChallengeInNode,
  type TestHarness,
} from './testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let a: Hono<AppEnv>;
  let b: Hono<AppEnv>;
  beforeAll(async () => {
    h = await createHarness({ lane });
    a = h.app;
    b = await h.secondApp();
  });
  afterAll(() => h.close());

  describe('two app instances on one database', () => {
    it('a code sent by one instance logs in on the other; the token works on both; logout on one revokes on both', async () => {
      const mobile = '0966000001';
      expect(
        (
          await h.call('POST', '/v1/codes', {
            app: a,
            body: { medium: 'sms', type: 'login', username: mobile },
            headers: { 'x-forwarded-for': '203.0.113.1' },
          })
        ).status,
      ).toBe(200);
      const code = (await h.call('GET', `/v1/codes?username=${mobile}`, { app: b })).body.data.code;
      const login = await h.call('POST', '/v1/authorizations', {
        app: b,
        body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2026-11' },
      });
      expect(login.status).toBe(200);
      const token = login.body.data.access_token;
      expect((await h.call('GET', '/v1/user/info', { app: a, token })).status).toBe(200);
      expect((await h.call('DELETE', '/v1/authorizations', { app: a, token })).status).toBe(200);
      expect((await h.call('GET', '/v1/user/info', { app: b, token })).status).toBe(401);
    });

    it('the per-mobile send limit holds across instances', async () => {
      const body = { medium: 'sms', type: 'login', username: '0966000002' };
      const headers = { 'x-forwarded-for': '203.0.113.2' };
      expect((await h.call('POST', '/v1/codes', { app: a, body, headers })).status).toBe(200);
      expect((await h.call('POST', '/v1/codes', { app: b, body, headers })).status).toBe(429);
    });

    it('a challenge issued by one instance is accepted by the other, once', async () => {
      const headers = { 'x-forwarded-for': '203.0.113.4' };
      const send = (app: typeof a, username: string, challenge?: string) =>
        h.call('POST', '/v1/codes', {
          app,
          headers,
          body: { medium: 'sms', type: 'login', username, ...(challenge ? { challenge } : {}) },
        });
      for (let i = 0; i < 3; i++) expect((await send(a, `096610000${i}`)).status).toBe(200);
      const asked = await send(a, '0966100010');
      expect(asked.status).toBe(428);
      const solved = await solveCodeChallengeInNode(asked.body.challenge);
      expect((await send(b, '0966100010', solved)).status).toBe(200);
      expect((await send(a, '0966100011', solved)).status).toBe(428);
    });

    it('wrong tries on one instance count on the other', async () => {
      const mobile = '0966000003';
      await h.call('POST', '/v1/codes', {
        app: a,
        body: { medium: 'sms', type: 'login', username: mobile },
        headers: { 'x-forwarded-for': '203.0.113.3' },
      });
      const code = (await h.call('GET', `/v1/codes?username=${mobile}`, { app: a })).body.data.code;
      const wrong = code === '123456' ? '654321' : '123456';
      const login = (app: typeof a, tried: string, ip: string) =>
        h.call('POST', '/v1/authorizations', {
          app,
          body: {
            username: mobile,
            code: tried,
            login_type: 'sms_code',
            accepted: 1,
            notice_version: '2026-11',
          },
          headers: { 'x-forwarded-for': ip },
        });
      // One network's tries, on both instances: the sixth is refused whichever instance takes it.
      for (let i = 0; i < CODE_TRIES_PER_NETWORK; i++) {
        expect((await login(i % 2 ? a : b, wrong, '198.51.100.40')).status).toBe(422);
      }
      expect((await login(a, code, '198.51.100.40')).status).toBe(429);
      // The code's wrong tries from every network, on both instances: the 25th kills it.
      for (let i = CODE_TRIES_PER_NETWORK; i < 25; i++) {
        expect((await login(i % 2 ? a : b, wrong, `198.51.102.${i}`)).status).toBe(422);
      }
      const right = await login(a, code, '203.0.113.3');
      expect(right.status).toBe(422);
    });

    it('an Idempotency-Key used on one instance replays on the other; concurrent duplicates across both make one row', async () => {
      const body = { region_id: 6, size: 28, mobile: '0966000004', accepted: 1, notice_version: '2026-11' };
      const first = await h.call('POST', '/hyperf/valuation/v3/submit', {
        app: a,
        body,
        headers: { 'idempotency-key': 'k1' },
      });
      const replay = await h.call('POST', '/hyperf/valuation/v3/submit', {
        app: b,
        body,
        headers: { 'idempotency-key': 'k1' },
      });
      expect(replay.body.data.id).toBe(first.body.data.id);

      const [before] = await h.db.select({ n: count() }).from(quotes).where(eq(quotes.mobile, '0966000004'));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          h.call('POST', '/hyperf/valuation/v3/submit', {
            app: i % 2 ? a : b,
            // Another source than k1's: a repeat of k1's lead would give back k1's row.
            body: { ...body, module: 'k2' },
            headers: { 'idempotency-key': 'k2' },
          }),
        ),
      );
      expect(answers.every((x) => x.status === 200)).toBe(true);
      expect(new Set(answers.map((x) => x.body.data.id)).size).toBe(1);
      const [after] = await h.db.select({ n: count() }).from(quotes).where(eq(quotes.mobile, '0966000004'));
      expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(1);
    });

    it('a quote submitted on one instance is counted and readable on the other', async () => {
      const before = (await h.call('GET', '/hyperf/valuation/v3/recent_records', { app: b })).body.data.count;
      const created = await h.call('POST', '/hyperf/valuation/v3/submit', {
        app: a,
        body: { region_id: 25, size: 18, mobile: '0966000005', accepted: 1, notice_version: '2026-11' },
      });
      const after = await h.call('GET', '/hyperf/valuation/v3/recent_records', { app: b });
      expect(after.body.data.count).toBe(before + 1);
      expect(after.body.data.records[0]).toMatchObject({ region_cn: '金門縣', size_cn: '18坪' });
      expect(
        (await h.call('GET', `/hyperf/valuation/v3/result?id=${created.body.data.public_id}`, { app: b }))
          .status,
      ).toBe(200);
    });
  });
});
