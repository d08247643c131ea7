import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { users } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { auth, requestToken } from './auth.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let token: string;
  let designToken: string;
  beforeAll(async () => {
    h = await createHarness({ lane });
    token = await h.login('0988000001');
    designToken = await h.login('0988000002');
    await h.db.update(users).set({ role: 'design' }).where(eq(users.mobile, '0988000002'));
  });
  afterAll(() => h.close());

  /** A small app with the real middleware stack and three guarded routes. */
  function guarded(): Hono<AppEnv> {
    const app = createApp({
      db: h.db,
      env: h.env,
      sms: { name: 'outbox', storesText: true, send: async () => ({ providerId: null }) },
      logger: h.logger,
      clock: h.clock,
    });
    app.get('/t/optional', auth(), (c) => c.json({ user: c.get('user')?.id ?? null }));
    app.get('/t/required', auth({ required: true }), (c) => c.json({ user: c.get('user')?.id }));
    app.get('/t/no-design', auth({ forbidDesign: true }), (c) => c.json({ role: c.get('user')?.role }));
    return app;
  }

  describe('auth', () => {
    it('reads the bearer header first, then the token cookie', async () => {
      const app = new Hono();
      app.get('/', (c) => c.json({ token: requestToken(c) }));
      expect(await (await app.request('/', { headers: { authorization: 'Bearer abc' } })).json()).toEqual({
        token: 'abc',
      });
      expect(await (await app.request('/', { headers: { cookie: 'token=def' } })).json()).toEqual({
        token: 'def',
      });
      expect(await (await app.request('/', { headers: { authorization: 'Basic x' } })).json()).toEqual({
        token: null,
      });
    });

    it('optional: loads the member or null', async () => {
      const app = guarded();
      expect(await (await app.request('/t/optional')).json()).toEqual({ user: null });
      const signed = await app.request('/t/optional', { headers: { authorization: `Bearer ${token}` } });
      expect((await signed.json()).user).toEqual(expect.any(Number));
    });

    it('required: 401 with 請先登入', async () => {
      const res = await guarded().request('/t/required');
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('請先登入');
    });

    it('forbidDesign: 403 設計公司暫未開通此功能 for role design, through for others', async () => {
      const app = guarded();
      const design = await app.request('/t/no-design', {
        headers: { authorization: `Bearer ${designToken}` },
      });
      expect(design.status).toBe(403);
      expect((await design.json()).message).toBe('設計公司暫未開通此功能');
      const ordinary = await app.request('/t/no-design', { headers: { authorization: `Bearer ${token}` } });
      expect(await ordinary.json()).toEqual({ role: 'ordinary' });
    });
  });
});
