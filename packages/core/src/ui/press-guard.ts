/**
 * The button debounce (docs/spec/platform.md#limits: 300 ms): the first press acts at once, and a further
 * press
 * within 300 ms of the last one that acted does nothing (a double tap submits or toggles once).
 */
import { BUTTON_DEBOUNCE_MS } from '../data/constants.ts';
import type { Clock } from '../platform/types.ts';

/** Whether a press may act now; `true` also starts a new quiet window. */
export type PressGuard = () => boolean;

/**
 * A guard for one button.
 * @example const guard = createPressGuard({ clock: systemClock }); if (guard()) submit();
 */
export function createPressGuard({
  clock,
  ms = BUTTON_DEBOUNCE_MS,
}: {
  clock: Clock;
  ms?: number;
}): PressGuard {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const now = clock.now();
    if (now - last < ms) return false;
    last = now;
    return true;
  };
}
