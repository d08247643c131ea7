/**
 * Rule (docs/spec/console.md#attribution): a range is compared with the previous period — as many
 * Taiwan days, ending the day before the range starts — across month, year and leap-day
 * boundaries; its instants are Taiwan midnights (UTC+8). The API's counts of both periods are
 * checked against the inbox in attribution-agrees-with-the-lead-table.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { previousPeriod } from './attribution.ts';

describe('the previous period of a range', () => {
  it.each([
    ['2026-06-01', '2026-06-03', '2026-05-29', '2026-05-31'],
    ['2026-06-02', '2026-06-02', '2026-06-01', '2026-06-01'],
    ['2026-03-01', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['2028-03-01', '2028-03-02', '2028-02-28', '2028-02-29'],
    ['2026-01-01', '2026-01-14', '2025-12-18', '2025-12-31'],
    ['2026-01-01', '2026-12-31', '2025-01-01', '2025-12-31'],
  ])('%s … %s is compared with %s … %s', (from, to, previousFrom, previousTo) => {
    const before = previousPeriod(from, to);
    expect({ from: before.from, to: before.to }).toEqual({ from: previousFrom, to: previousTo });
    const days = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000 + 1;
    expect(days(before.from, before.to)).toBe(days(from, to));
  });

  it('starts at the first day’s Taiwan midnight and ends at the range’s', () => {
    const before = previousPeriod('2026-06-01', '2026-06-03');
    expect(before.start.toISOString()).toBe('2026-05-28T16:00:00.000Z');
    expect(before.end.toISOString()).toBe('2026-05-31T16:00:00.000Z');
  });
});
