/**
 * The campaign countdown (docs/spec/quotes.md#calls configs): it runs only while show_coupon is true and the
 * end
 * time (seconds) is ahead, and counts the time left down to the second.
 */
import { describe, expect, it } from 'vitest';
import { runningUntil, timeLeft } from '../../app/lib/countdown.ts';

const NOW = Date.UTC(2026, 5, 1, 0, 0, 0);
const END_S = NOW / 1000 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5;

describe('the campaign countdown', () => {
  it('runs while show_coupon is true and the end time is ahead', () => {
    expect(runningUntil({ show_coupon: true, end_time: END_S }, NOW)).toBe(END_S * 1000);
  });

  it('is hidden when show_coupon is false, the config is absent, or the end has passed', () => {
    expect(runningUntil({ show_coupon: false, end_time: END_S }, NOW)).toBeNull();
    expect(runningUntil(undefined, NOW)).toBeNull();
    expect(runningUntil({ show_coupon: true, end_time: END_S }, END_S * 1000)).toBeNull();
  });

  it('shows days, hours, minutes and seconds left, counting down', () => {
    expect(timeLeft(END_S * 1000, NOW)).toBe('2 天 03:04:05');
    expect(timeLeft(END_S * 1000, NOW + 1000)).toBe('2 天 03:04:04');
    expect(timeLeft(END_S * 1000, END_S * 1000 - 86_400_000)).toBe('1 天 00:00:00');
    expect(timeLeft(END_S * 1000, END_S * 1000 - 61_000)).toBe('00:01:01');
    expect(timeLeft(END_S * 1000, END_S * 1000 - 1)).toBe('00:00:01');
  });

  it('shows nothing at or after the end time', () => {
    expect(timeLeft(END_S * 1000, END_S * 1000)).toBeNull();
    expect(timeLeft(END_S * 1000, END_S * 1000 + 5000)).toBeNull();
  });
});
