import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { systemClock } from '../platform/types.ts';
import { createPressGuard } from './press-guard.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('button debounce (docs/spec/platform.md#limits: 300 ms)', () => {
  test('the first press acts at once; another within 300 ms does nothing', () => {
    const guard = createPressGuard({ clock: systemClock });
    expect(guard()).toBe(true);
    expect(guard()).toBe(false);
    vi.advanceTimersByTime(299);
    expect(guard()).toBe(false);
  });

  test('a press 300 ms after the last one that acted acts again', () => {
    const guard = createPressGuard({ clock: systemClock });
    expect(guard()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(guard()).toBe(false);
    // The ignored press does not start a new window: 300 ms after the first, it acts.
    vi.advanceTimersByTime(100);
    expect(guard()).toBe(true);
    vi.advanceTimersByTime(300);
    expect(guard()).toBe(true);
  });
});
