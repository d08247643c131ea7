import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { systemClock } from '../platform/types.ts';
import { createDelayedHide } from './popconfirm.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('popconfirm hide (docs/spec/platform.md#limits: hide after 200 ms)', () => {
  test('hides 200 ms after it was answered, not before', () => {
    const hide = vi.fn();
    const closing = createDelayedHide(hide, { clock: systemClock });
    closing.schedule();
    vi.advanceTimersByTime(199);
    expect(hide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hide).toHaveBeenCalledTimes(1);
  });

  test('a second answer does not extend the delay; reopening within it keeps it shown', () => {
    const hide = vi.fn();
    const closing = createDelayedHide(hide, { clock: systemClock });
    closing.schedule();
    vi.advanceTimersByTime(150);
    closing.schedule();
    vi.advanceTimersByTime(50);
    expect(hide).toHaveBeenCalledTimes(1);

    closing.schedule();
    vi.advanceTimersByTime(100);
    closing.cancel();
    vi.advanceTimersByTime(1000);
    expect(hide).toHaveBeenCalledTimes(1);
  });
});
