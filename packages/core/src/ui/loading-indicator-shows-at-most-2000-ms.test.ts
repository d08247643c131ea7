import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { systemClock } from '../platform/types.ts';
import { createLoadingIndicator } from './loading-indicator.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('loading indicator (docs/spec/platform.md#limits: 2000 ms)', () => {
  test('shows when the work starts and goes when it ends', () => {
    const changes: boolean[] = [];
    const indicator = createLoadingIndicator((shown) => changes.push(shown), { clock: systemClock });
    indicator.start();
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(500);
    indicator.done();
    expect(changes).toEqual([true, false]);
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true, false]);
  });

  test('slow work: it goes 2000 ms after it showed, not before', () => {
    const changes: boolean[] = [];
    const indicator = createLoadingIndicator((shown) => changes.push(shown), { clock: systemClock });
    indicator.start();
    vi.advanceTimersByTime(1999);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
    indicator.done();
    expect(changes).toEqual([true, false]);
  });

  test('work started again while shown counts its 2000 ms from the new start', () => {
    const changes: boolean[] = [];
    const indicator = createLoadingIndicator((shown) => changes.push(shown), { clock: systemClock });
    indicator.start();
    vi.advanceTimersByTime(1500);
    indicator.start();
    vi.advanceTimersByTime(1999);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });
});
