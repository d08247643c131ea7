import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { idempotencyKeys, quotes } from '../../db/schema.ts';
import { fileLead } from '../../services/lead-guard/index.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { idempotency, leadKey, markReplayed } from './idempotency.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  /** A tiny app: POST /count increments a counter (what "creating" means here). */
  function counterApp() {
    let runs = 0;
    let status = 200;
    const app = createApp({
      db: h.db,
      env: h.env,
      sms: { name: 'outbox', storesText: true, send: async () => ({ providerId: null }) },
      logger: h.logger,
      clock: h.clock,
    });
    app.post('/count', idempotency({ pollMs: 5 }), async (c) => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 30));
      return c.json({ run: runs }, status as 200);
    });
    return {
      app,
      runs: () => runs,
      failWith(s: number) {
        status = s;
      },
    };
  }

  const post = (
    app: ReturnType<typeof counterApp>['app'],
    key: string | undefined,
    body = '{"a":1}',
    token?: string,
  ) =>
    app.request('/count', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        ...(key ? { 'idempotency-key': key } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });

  describe('idempotency', () => {
    it('without the header every request runs', async () => {
      const t = counterApp();
      await post(t.app, undefined);
      await post(t.app, undefined);
      expect(t.runs()).toBe(2);
    });

    it('the same key and body replay the first answer', async () => {
      const t = counterApp();
      const first = await post(t.app, 'k-replay');
      const second = await post(t.app, 'k-replay');
      expect(await second.json()).toEqual(await first.json());
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(t.runs()).toBe(1);
    });

    it('the same key with another body is 422', async () => {
      const t = counterApp();
      await post(t.app, 'k-other');
      const res = await post(t.app, 'k-other', '{"a":2}');
      expect(res.status).toBe(422);
    });

    it('concurrent duplicates run once and all get the same answer', async () => {
      const t = counterApp();
      const answers = await Promise.all(Array.from({ length: 6 }, () => post(t.app, 'k-race')));
      const bodies = await Promise.all(answers.map((r) => r.json()));
      expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
      expect(t.runs()).toBe(1);
    });

    it('an error answer frees the key for a retry', async () => {
      const t = counterApp();
      t.failWith(422);
      expect((await post(t.app, 'k-fail')).status).toBe(422);
      t.failWith(200);
      expect((await post(t.app, 'k-fail')).status).toBe(200);
      expect(t.runs()).toBe(2);
    });

    it('keys are scoped by caller: two members may use the same key', async () => {
      const t = counterApp();
      const a = await h.login('0999000001');
      const b = await h.login('0999000002');
      await post(t.app, 'k-shared', '{"a":1}', a);
      await post(t.app, 'k-shared', '{"a":1}', b);
      expect(t.runs()).toBe(2);
    });

    it('a key expires after 72 h and a pending row of a dead request is taken over after 30 s', async () => {
      const t = counterApp();
      await post(t.app, 'k-ttl');
      h.clock.advance(72 * 3600_000 + 1000);
      await post(t.app, 'k-ttl');
      expect(t.runs()).toBe(2);
      // A request that died mid-way leaves a pending row.
      await h.db
        .update(idempotencyKeys)
        .set({ state: 'pending', lockedUntil: new Date(h.clock().getTime() + 30_000) })
        .where(and(eq(idempotencyKeys.key, 'k-ttl')));
      h.clock.advance(31_000);
      expect((await post(t.app, 'k-ttl')).status).toBe(200);
      expect(t.runs()).toBe(3);
    });

    it('a malformed key is 400', async () => {
      const t = counterApp();
      expect((await post(t.app, 'x'.repeat(256))).status).toBe(400);
    });
  });
});

describe.each(DATABASE_LANES)('lead keys on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const lead = (mobile: string) => ({
    region_id: 1,
    size: 30,
    mobile,
    accepted: 1,
    notice_version: '2026-11',
    utm: { source: 'idempotency-test' },
  });
  const submit = (key: string, body: unknown) =>
    h.app.request('/hyperf/valuation/v3/submit', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
    });
  const rowsOf = async (mobile: string) =>
    (await h.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.mobile, mobile))).length;

  /**
   * A lead route that files through the guard and dies where `crash` says: inside the lead's
   * statement, or after the commit before it answers (a process killed there).
   */
  function crashingLeadApp() {
    const app = createApp({
      db: h.db,
      env: h.env,
      sms: { name: 'outbox', storesText: true, send: async () => ({ providerId: null }) },
      logger: h.logger,
      clock: h.clock,
    });
    const state = { crash: 'none' as 'none' | 'in-transaction' | 'after-commit' };
    app.post('/crash', idempotency({ lead: true }), async (c) => {
      const { db, env, clock } = c.get('deps');
      const mobile = '0911000101';
      const filed = await fileLead(db, env, {
        table: 'quotes',
        mobile,
        source: ['crash'],
        address: c.get('addressKey'),
        now: clock(),
        idempotency: leadKey(c),
        client: { userId: null, clientUuid: null },
        lead: {
          variant: 'basic',
          mobile,
          regionId: 1,
          // Dies inside the lead's statement: the size divides by zero.
          size: state.crash === 'in-transaction' ? sql`30 / 0` : 30,
          utm: {},
          type: 'crash',
          consentNoticeVersion: 'v',
          consentAcceptedAt: clock(),
          createdAt: clock(),
        },
      });
      if (state.crash === 'after-commit') throw new Error('the process died before answering');
      markReplayed(c, filed);
      return c.json({ id: filed.id });
    });
    const post = () =>
      app.request('/crash', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'k-crash' },
      });
    return { state, post };
  }

  it('the key and the lead commit together: a crash before the commit leaves neither, after it the retry gets the lead', async () => {
    const { state, post } = crashingLeadApp();
    state.crash = 'in-transaction';
    expect((await post()).status).toBe(500);
    expect(await rowsOf('0911000101')).toBe(0);
    state.crash = 'after-commit';
    expect((await post()).status).toBe(500);
    expect(await rowsOf('0911000101')).toBe(1);
    state.crash = 'none';
    const retry = await post();
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const [row] = await h.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.mobile, '0911000101'));
    expect(await retry.json()).toEqual({ id: row!.id });
    expect(await rowsOf('0911000101')).toBe(1);
  });

  it('a repeat of a stored lead replays its answer and adds no row', async () => {
    const first = await submit('k-lead-1', lead('0911000102'));
    expect(first.status).toBe(200);
    const again = await submit('k-lead-1', lead('0911000102'));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await rowsOf('0911000102')).toBe(1);
  });

  it('concurrent duplicates of one lead store one row and all get its answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => submit('k-lead-race', lead('0911000103'))),
    );
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies.map((b) => b.data.id)).size).toBe(1);
    expect(await rowsOf('0911000103')).toBe(1);
  });

  it('the same key with another lead is 422 and stores nothing', async () => {
    await submit('k-lead-other', lead('0911000104'));
    const res = await submit('k-lead-other', lead('0911000105'));
    expect(res.status).toBe(422);
    expect(await rowsOf('0911000105')).toBe(0);
  });

  it('a refused lead stores no key, so the corrected retry may use it', async () => {
    expect((await submit('k-lead-fix', { ...lead('0911000106'), region_id: 9999 })).status).toBe(422);
    expect(await rowsOf('0911000106')).toBe(0);
    const corrected = await submit('k-lead-fix', lead('0911000106'));
    expect(corrected.status).toBe(200);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
    expect(await rowsOf('0911000106')).toBe(1);
  });
});
