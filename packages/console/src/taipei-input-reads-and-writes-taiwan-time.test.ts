/**
 * Rule (docs/spec/console.md): a time typed in the console is Taiwan time, whatever the browser's
 * zone — a schedule typed as 2026-12-01 09:00 is 01:00 UTC, and shows again as typed.
 */
import { describe, expect, it } from 'vitest';
import { isoOfTaipeiInput, taipeiInputOf } from './taipei-input.ts';

describe('datetime-local fields in Taiwan time', () => {
  it('reads a typed time as Taiwan time', () => {
    expect(isoOfTaipeiInput('2026-12-01T09:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(isoOfTaipeiInput('2026-12-01T00:30')).toBe('2026-11-30T16:30:00.000Z');
  });

  it('shows a stored time in Taiwan time, and round-trips', () => {
    expect(taipeiInputOf('2026-11-30T16:30:00.000Z')).toBe('2026-12-01T00:30');
    expect(isoOfTaipeiInput(taipeiInputOf('2027-03-05T10:15:00.000Z'))).toBe('2027-03-05T10:15:00.000Z');
  });

  it('leaves an empty or broken value empty', () => {
    expect(taipeiInputOf(null)).toBe('');
    expect(taipeiInputOf('not a time')).toBe('');
    expect(isoOfTaipeiInput('')).toBeNull();
    expect(isoOfTaipeiInput('2026-13-45T99:99')).toBeNull();
  });
});
