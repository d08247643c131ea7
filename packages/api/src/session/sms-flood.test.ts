/**
 * docs/spec/leads-and-security.md#sms-flood, in CI: a flood of code requests (1,000 in 10 s from 100
 * addresses — half of
 * them IPv6 /64s — for 1,000 numbers, none solving a challenge) sends at most 200 SMS (outbox
 * rows), and a visitor on a fresh address every second signs in on the first try through core's
 * API client and challenge solver. `npm run bench:sms-flood` runs 10,000 in a minute.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { runSmsFlood } from '../testing/sms-flood.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  it('a flood of code requests sends at most 200 SMS, and every visitor on a fresh address signs in on the first try', async () => {
    const result = await runSmsFlood({
      baseURL: 'http://renovo.test',
      fetch: (input, init) => Promise.resolve(h.app.request(input, init)),
      requests: 1000,
      addresses: 100,
      numbers: 1000,
      durationMs: 10_000,
      concurrency: 8,
      visitorEveryMs: 1000,
    });
    const [sent] = await h.db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.status, 'sent'));
    const visitors = result.visitors;
    console.info(
      `[sms-flood ${lane}] ${JSON.stringify({ requests: 1000, statuses: result.statuses, sms: sent?.n, visitors: visitors.length, signedIn: visitors.filter((v) => v.signedIn).length, challenged: visitors.filter((v) => v.challenged).length, maxSendMs: Math.round(Math.max(...visitors.map((v) => v.sendMs))) })}`,
    );
    expect(sent?.n ?? 0).toBeLessThanOrEqual(200);
    // The flood was refused by challenges (428), never by a server error.
    expect(Object.keys(result.statuses).every((status) => Number(status) < 500)).toBe(true);
    expect(result.statuses[428] ?? 0).toBeGreaterThan(500);
    expect(visitors.length).toBeGreaterThanOrEqual(8);
    for (const visitor of visitors)
      expect(visitor, JSON.stringify(visitor)).toMatchObject({ signedIn: true });
    // Once the flood made the deployment hot, visitors solved a challenge, unnoticed.
    expect(visitors.filter((v) => v.challenged).length).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
