import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { type CounterRule, refundCounters, spendCounters } from './counters.ts';
import { limitKey } from './keys.ts';

const MINUTE = 60_000;

describe.each(DATABASE_LANES)('hot-path rate-limit counters on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const rule = (name: string, limit: number, windowMs = 10 * MINUTE): CounterRule => ({
    key: limitKey('counter-test', name),
    limit,
    windowMs,
    reason: name,
  });

  it('counts a sliding window of buckets and says when the oldest counted bucket leaves it', async () => {
    const t0 = new Date('2030-02-01T00:00:00Z').getTime();
    const r = rule('slide', 2);
    expect((await spendCounters(h.db, [r], new Date(t0))).ok).toBe(true);
    expect((await spendCounters(h.db, [r], new Date(t0 + 3 * MINUTE))).ok).toBe(true);
    // The window (10 min, buckets of 1 min) still holds the first hit at 10 min 30 s…
    const refused = await spendCounters(h.db, [r], new Date(t0 + 10.5 * MINUTE));
    expect(refused).toEqual({ ok: false, rule: r, retryAfterSeconds: 30 });
    // …and not once its bucket has left it.
    expect((await spendCounters(h.db, [r], new Date(t0 + 11 * MINUTE))).ok).toBe(true);
  });

  it('a refusal leaves every count as it was', async () => {
    const now = new Date('2030-02-02T00:00:00Z');
    const loose = rule('loose', 1);
    const tight = rule('tight', 0);
    expect((await spendCounters(h.db, [loose, tight], now)).ok).toBe(false);
    expect((await spendCounters(h.db, [loose], now)).ok).toBe(true);
    expect((await spendCounters(h.db, [loose], now)).ok).toBe(false);
  });

  it('two windows of one key count apart, each against its own limit', async () => {
    const now = new Date('2030-02-03T00:00:00Z').getTime();
    const short = rule('two', 2, 10 * MINUTE);
    const day = rule('two', 3, 24 * 60 * MINUTE);
    expect((await spendCounters(h.db, [short, day], new Date(now))).ok).toBe(true);
    expect((await spendCounters(h.db, [short, day], new Date(now + 1000))).ok).toBe(true);
    expect(await spendCounters(h.db, [short, day], new Date(now + 2000))).toMatchObject({
      ok: false,
      rule: short,
    });
    // The short window has moved on; the day's third hit is the last one.
    expect((await spendCounters(h.db, [short, day], new Date(now + 12 * MINUTE))).ok).toBe(true);
    expect(await spendCounters(h.db, [short, day], new Date(now + 13 * MINUTE))).toMatchObject({
      ok: false,
      rule: day,
    });
  });

  it('a refund takes back the hits of one spend', async () => {
    const now = new Date('2030-02-04T00:00:00Z');
    const r = rule('refund', 1);
    const first = await spendCounters(h.db, [r], now);
    if (!first.ok) throw new Error('the first hit was refused');
    await refundCounters(h.db, first.spent);
    expect((await spendCounters(h.db, [r], now)).ok).toBe(true);
  });

  it('concurrent callers never exceed the limit', async () => {
    const now = new Date('2030-02-05T00:00:00Z');
    const r = rule('race', 5);
    const outcomes = await Promise.all(Array.from({ length: 24 }, () => spendCounters(h.db, [r], now)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
  });

  it('two rules of one key and one window are a mistake, refused before any statement', async () => {
    const r = rule('twice', 1);
    await expect(spendCounters(h.db, [r, r], new Date())).rejects.toThrow(/share a key/);
  });
});
