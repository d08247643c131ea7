import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  describe('GET /healthz', () => {
    it('answers 200 once the database is migrated and answers', async () => {
      const answer = await h.call('GET', '/healthz');
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('ok');
    });

    it('answers 503 when the database does not answer', async () => {
      const broken = new Proxy(
        {},
        {
          get() {
            return () => Promise.reject(new Error('connection refused'));
          },
        },
      );
      const { createApp } = await import('../app.ts');
      const app = createApp({
        db: broken as never,
        env: h.env,
        sms: { name: 'outbox', storesText: true, send: async () => ({ providerId: null }) },
        logger: h.logger,
      });
      const res = await app.request('/healthz');
      expect(res.status).toBe(503);
    });
  });
});
