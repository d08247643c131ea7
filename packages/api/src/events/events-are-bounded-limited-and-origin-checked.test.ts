/**
 * POST /api/events stores batches of analytics events: JSON or sendBeacon's text/plain JSON
 * (other types 415), from the site or a partner origin only (403), at most 50 events and 32 KiB
 * (422, 413), fields bounded by their contract, 120 batches per 10 minutes per address (429);
 * pages lose their query, partners are credited by origin (or the partner an event names when it
 * allows that origin), with CORS for partner pages.
 */
import { EVENTS_BATCH_MAX } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../db/schema-leads.ts';
import { createPartner } from '../services/partners/manage.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { EVENTS_BATCHES_PER_WINDOW } from './events.service.ts';

describe.each(DATABASE_LANES)('POST /api/events on %s', (lane) => {
  let h: TestHarness;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    h.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp(), ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores a JSON batch: page without its query, partner by origin, CORS for the partner page', async () => {
    const answer = await send(
      [
        {
          name: 'exposure',
          category: 'quote',
          action: 'show',
          label: 'quote_popup',
          module: 'mod-a',
          page: 'http://127.0.0.1:8080/p?mobile=0912345678#x',
          utm: { source: 'line' },
          ts: Date.now(),
        },
        { name: 'before_clue_click', module: 'mod-a', partner: 'someone-else' },
      ],
      { origin: 'http://127.0.0.1:8080' },
    );
    expect(answer.status).toBe(202);
    expect((await answer.json()).data).toEqual({ accepted: 2 });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:8080');
    const rows = await h.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.module, 'mod-a'))
      .orderBy(analyticsEvents.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'exposure',
      page: 'http://127.0.0.1:8080/p',
      partnerKey: 'demo',
      utmSource: 'line',
    });
    expect(rows[1]!.partnerKey).toBe('demo');
    expect(JSON.stringify(rows)).not.toContain('0912345678');
  });

  it('credits the partner an event names when it allows the sending origin, else the origin’s partner', async () => {
    // A second partner on the same origin as the demo partner (a shared landing host).
    const shared = await createPartner(h.db, {
      name: 'shared-origin',
      origins: ['http://127.0.0.1:8080'],
      now: h.clock(),
    });
    const other = await createPartner(h.db, {
      name: 'elsewhere',
      origins: ['https://x.example'],
      now: h.clock(),
    });
    const answer = await send(
      [
        { name: 'credit_check', module: 'mod-credit', partner: shared.key },
        { name: 'credit_check', module: 'mod-credit', partner: other.key },
      ],
      { origin: 'http://127.0.0.1:8080', 'content-type': 'text/plain;charset=UTF-8' },
    );
    expect(answer.status).toBe(202);
    const rows = await h.db.select().from(analyticsEvents).where(eq(analyticsEvents.module, 'mod-credit'));
    expect(rows.map((r) => r.partnerKey).sort()).toEqual([shared.key, 'demo'].sort());
    // Without an Origin (not a browser) and unsigned, a named key credits nobody.
    await send([{ name: 'credit_check', module: 'mod-credit-2', partner: other.key }]);
    const [row] = await h.db.select().from(analyticsEvents).where(eq(analyticsEvents.module, 'mod-credit-2'));
    expect(row!.partnerKey).toBeNull();
  });

  it("takes sendBeacon's text/plain JSON; refuses other types (415) and foreign origins (403)", async () => {
    const beacon = await send([{ name: 'clue_submit', module: 'mod-b' }], {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(beacon.status).toBe(202);
    const form = await send('name=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const foreign = await send([{ name: 'exposure' }], { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      await h.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'exposure')),
    ).toHaveLength(1);
  });

  it('bounds: 1 to 50 events, 32 KiB, names and field lengths; refusals are 4xx', async () => {
    const event = { name: 'click' };
    expect((await send(Array(EVENTS_BATCH_MAX).fill(event))).status).toBe(202);
    expect((await send(Array(EVENTS_BATCH_MAX + 1).fill(event))).status).toBe(422);
    expect((await send([])).status).toBe(422);
    expect((await send([{ name: 'Bad Name' }])).status).toBe(422);
    expect((await send([{ name: 'click', label: 'x'.repeat(257) }])).status).toBe(422);
    expect((await send([{ name: 'click', label: 'a\u0000b' }])).status).toBe(422);
    expect(
      (
        await send([
          { name: 'click', page: 'x'.repeat(20_000) },
          { name: 'click', page: 'y'.repeat(20_000) },
        ])
      ).status,
    ).toBe(413);
    expect((await send('{not json')).status).toBe(400);
  });

  it(`an address may send ${EVENTS_BATCHES_PER_WINDOW} batches in 10 minutes, then 429 with Retry-After`, async () => {
    const headers = { 'x-forwarded-for': '192.0.2.200' };
    for (let i = 0; i < EVENTS_BATCHES_PER_WINDOW; i++) {
      expect((await send([{ name: 'click' }], headers)).status).toBe(202);
    }
    const refused = await send([{ name: 'click' }], headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send([{ name: 'click' }], { 'x-forwarded-for': '192.0.2.201' })).status).toBe(202);
    h.clock.advance(10 * 60 * 1000 + 1000);
    expect((await send([{ name: 'click' }], headers)).status).toBe(202);
  });

  it('EVENTS_LIMIT_ADDRESS_10MIN sets the batches an address may send in 10 minutes', async () => {
    const app = h.appWith({ env: { EVENTS_LIMIT_ADDRESS_10MIN: 3 } });
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.210' };
    const sendTo = () => app.request('/api/events', { method: 'POST', headers, body: '[{"name":"click"}]' });
    for (let i = 0; i < 3; i++) expect((await sendTo()).status).toBe(202);
    expect((await sendTo()).status).toBe(429);
  });
});
