/**
 * Rule (docs/spec/console.md#overview): the overview's "today" is the Asia/Taipei day and its "this
 * week" the Taipei week from Monday 00:00 (UTC+8, no daylight saving), whatever the server's zone.
 */
import { describe, expect, it } from 'vitest';
import { taipeiPeriods } from './overview.service.ts';

describe('Taipei days and weeks', () => {
  it.each([
    // Sunday 7 June 23:59 in Taipei: still the week of Monday 1 June.
    [
      '2026-06-07T15:59:00Z',
      '2026-06-07',
      '2026-06-01',
      '2026-06-06T16:00:00.000Z',
      '2026-05-31T16:00:00.000Z',
    ],
    // A minute later it is Monday 8 June: a new day and a new week.
    [
      '2026-06-07T16:00:00Z',
      '2026-06-08',
      '2026-06-08',
      '2026-06-07T16:00:00.000Z',
      '2026-06-07T16:00:00.000Z',
    ],
    // Wednesday 3 June 07:30 UTC is 15:30 in Taipei.
    [
      '2026-06-03T07:30:00Z',
      '2026-06-03',
      '2026-06-01',
      '2026-06-02T16:00:00.000Z',
      '2026-05-31T16:00:00.000Z',
    ],
    // New Year's Day 2027 (a Friday) at 00:30 in Taipei, still 2026 in UTC: the week began in 2026.
    [
      '2026-12-31T16:30:00Z',
      '2027-01-01',
      '2026-12-28',
      '2026-12-31T16:00:00.000Z',
      '2026-12-27T16:00:00.000Z',
    ],
  ])('at %s it is %s in a week from %s', (now, today, weekStartDay, dayStart, weekStart) => {
    const periods = taipeiPeriods(new Date(now));
    expect(periods.today).toBe(today);
    expect(periods.weekStartDay).toBe(weekStartDay);
    expect(periods.dayStart.toISOString()).toBe(dayStart);
    expect(periods.weekStart.toISOString()).toBe(weekStart);
  });
});
