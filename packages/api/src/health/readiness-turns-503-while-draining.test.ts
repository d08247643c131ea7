import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { createLifecycle } from '../lib/lifecycle.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const sms = { name: 'outbox', storesText: true, send: async () => ({ providerId: null }) } as const;

  it('GET /readyz: 200 ready, then 503 draining once the process drains, while /healthz stays 200', async () => {
    const lifecycle = createLifecycle();
    const app = createApp({ db: h.db, env: h.env, sms, logger: h.logger, lifecycle });
    const before = await app.request('/readyz');
    expect(before.status).toBe(200);
    // `database` names the driver DATABASE_URL selects (the harness's PostgreSQL lane sets none).
    expect(await before.json()).toMatchObject({ status: 'ready' });
    expect(before.headers.get('cache-control')).toBe('no-store');

    lifecycle.startDraining();
    const during = await app.request('/readyz');
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ status: 'draining' });
    // Liveness is not readiness: a draining process is alive and must not be restarted.
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('GET /readyz: 503 unavailable when the database does not answer', async () => {
    const broken = new Proxy(
      {},
      {
        get() {
          return () => Promise.reject(new Error('connection refused'));
        },
      },
    );
    const app = createApp({ db: broken as never, env: h.env, sms, logger: h.logger });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', database: 'down' });
  });

  it('GET /readyz is documented in /openapi.json', async () => {
    const doc = await h.call('GET', '/openapi.json');
    expect(doc.body.paths['/readyz']?.get).toBeDefined();
  });
});
