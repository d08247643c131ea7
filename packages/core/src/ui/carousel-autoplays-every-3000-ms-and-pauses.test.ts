import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { systemClock } from '../platform/types.ts';
import { createAutoplay } from './carousel.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('carousel autoplay (docs/spec/platform.md#limits: 3000 ms)', () => {
  test('advances every 3000 ms, not before', () => {
    const advance = vi.fn();
    createAutoplay(advance, { clock: systemClock });
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000 * 2);
    expect(advance).toHaveBeenCalledTimes(3);
  });

  test('any pause reason stops it; it resumes a full interval after the last reason goes', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance, { clock: systemClock });
    vi.advanceTimersByTime(2000);
    autoplay.pause('hover', true);
    autoplay.pause('focus', true);
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.pause('hover', false);
    vi.advanceTimersByTime(10_000);
    expect(advance).not.toHaveBeenCalled();
    autoplay.pause('focus', false);
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
  });

  test('reduced motion from the start: it never advances', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance, { clock: systemClock });
    autoplay.pause('reduced-motion', true);
    vi.advanceTimersByTime(60_000);
    expect(advance).not.toHaveBeenCalled();
  });

  test('a manual move restarts the interval; dispose stops it for good', () => {
    const advance = vi.fn();
    const autoplay = createAutoplay(advance, { clock: systemClock });
    vi.advanceTimersByTime(2500);
    autoplay.restart();
    vi.advanceTimersByTime(2999);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledTimes(1);
    autoplay.dispose();
    autoplay.pause('hover', true);
    autoplay.pause('hover', false);
    vi.advanceTimersByTime(60_000);
    expect(advance).toHaveBeenCalledTimes(1);
  });
});
