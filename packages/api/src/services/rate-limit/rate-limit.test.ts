import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import {
  consumeLimits,
  countEvents,
  countEventsMany,
  type LimitRule,
  limitKey,
  recordEvent,
} from './index.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const consume = (rules: LimitRule[], now: Date) => h.db.transaction((tx) => consumeLimits(tx, rules, now));

  describe('countEventsMany', () => {
    it('answers, in one query, what countEvents answers for each key and window', async () => {
      const t0 = new Date('2031-05-01T00:00:00Z');
      for (const [key, offset] of [
        [limitKey('count', 'a'), 0],
        [limitKey('count', 'a'), 10_000],
        [limitKey('count', 'a'), 20_000],
        [limitKey('count', 'b'), 5_000],
      ] as const) {
        await recordEvent(h.db, key, new Date(t0.getTime() + offset));
      }
      const reads = [
        { key: limitKey('count', 'a'), since: new Date(t0.getTime() - 1) },
        { key: limitKey('count', 'a'), since: new Date(t0.getTime() + 5_000) },
        { key: limitKey('count', 'b'), since: new Date(t0.getTime() - 1) },
        { key: limitKey('count', 'none'), since: t0 },
      ];
      expect(await countEventsMany(h.db, reads)).toEqual([3, 2, 1, 0]);
      expect(await Promise.all(reads.map((r) => countEvents(h.db, r.key, r.since)))).toEqual([3, 2, 1, 0]);
    });
  });

  describe('consumeLimits', () => {
    it('counts a sliding window and says when to retry', async () => {
      const t0 = new Date('2030-01-01T00:00:00Z');
      const rule: LimitRule = { key: limitKey('test', 'a'), limit: 2, windowMs: 60_000, reason: 'r' };
      expect(await consume([rule], t0)).toEqual({ ok: true });
      expect(await consume([rule], new Date(t0.getTime() + 10_000))).toEqual({ ok: true });
      expect(await consume([rule], new Date(t0.getTime() + 20_000))).toEqual({
        ok: false,
        rule,
        retryAfterSeconds: 40,
      });
      expect(await consume([rule], new Date(t0.getTime() + 60_001))).toEqual({ ok: true });
    });

    it('a refusal records nothing for any key', async () => {
      const t0 = new Date('2030-01-02T00:00:00Z');
      const tight: LimitRule = {
        key: limitKey('test', 'tight'),
        limit: 0,
        windowMs: 60_000,
        reason: 'tight',
      };
      const loose: LimitRule = {
        key: limitKey('test', 'loose'),
        limit: 1,
        windowMs: 60_000,
        reason: 'loose',
      };
      expect((await consume([loose, tight], t0)).ok).toBe(false);
      expect(await consume([loose], t0)).toEqual({ ok: true });
    });

    it('a fixed window (since) resets at its start', async () => {
      const day = new Date('2030-01-03T16:00:00Z');
      const rule = (since: Date): LimitRule => ({
        key: limitKey('test', 'day'),
        limit: 1,
        since,
        fixedLengthMs: 86_400_000,
        reason: 'd',
      });
      expect((await consume([rule(day)], new Date(day.getTime() + 1000))).ok).toBe(true);
      const refused = await consume([rule(day)], new Date(day.getTime() + 2000));
      expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 86_398 });
      const next = new Date(day.getTime() + 86_400_000);
      expect((await consume([rule(next)], new Date(next.getTime() + 1000))).ok).toBe(true);
    });

    it('concurrent callers never exceed the limit', async () => {
      const now = new Date('2030-01-04T00:00:00Z');
      const rule: LimitRule = { key: limitKey('test', 'race'), limit: 3, windowMs: 60_000, reason: 'r' };
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => consume([rule], now)));
      expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    });
  });
});
