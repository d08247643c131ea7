/**
 * The button debounce of docs/spec/platform.md#limits for React: `guard()` is true for a press that may act
 * and
 * false for a second press within 300 ms of the last one that acted. It lives in a ref, so a
 * re-render never resets it and a press is never judged against a stale render.
 */
import { createPressGuard, type PressGuard, systemClock } from '@renovo/core';
import { useRef } from 'react';

/** One guard per button (per component instance). */
export function usePressGuard(): PressGuard {
  const guard = useRef<PressGuard | null>(null);
  return () => {
    guard.current ??= createPressGuard({ clock: systemClock });
    return guard.current();
  };
}
