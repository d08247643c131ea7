/**
 * The carousel's rules (docs/spec/platform.md#limits: autoplay 3000 ms, swipe threshold 50 px, at most 5
 * indicators), free of any framework: which way a swipe moves, which indicators show, and the
 * autoplay timer that any reason (hover, focus, reduced motion, a hidden tab) pauses.
 */
import { CAROUSEL } from '../data/constants.ts';
import type { Clock } from '../platform/types.ts';

/**
 * Where a finished swipe of `dx` px (end minus start; `dy` the vertical part) moves: +1 to the
 * next slide (a swipe to the left), -1 to the previous one, 0 when it stays. A swipe shorter
 * than the threshold, or more vertical than horizontal (a page scroll), does not move.
 * @example swipeStep(-60) // 1
 */
export function swipeStep(dx: number, dy = 0, threshold: number = CAROUSEL.swipeThresholdPx): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/**
 * The slides whose indicators show: at most `max`, a window that keeps the active slide inside
 * and as near its middle as the ends allow. Returns slide indexes, first to last.
 * @example indicatorWindow(8, 7) // [3, 4, 5, 6, 7]
 */
export function indicatorWindow(
  count: number,
  active: number,
  max: number = CAROUSEL.maxIndicators,
): number[] {
  const size = Math.max(0, Math.min(count, max));
  const start = Math.min(Math.max(0, active - Math.floor(size / 2)), count - size);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Why the autoplay is paused; any one of them pauses it. */
export type AutoplayPause = 'hover' | 'focus' | 'reduced-motion' | 'hidden' | 'user';

/** The carousel's autoplay: `advance` runs every interval while no pause reason holds. */
export interface Autoplay {
  /** Adds or removes one pause reason; the timer restarts in full once none is left. */
  pause(reason: AutoplayPause, paused: boolean): void;
  /** Restarts the interval (after a manual move, so the next slide waits a full interval). */
  restart(): void;
  /** Stops for good. */
  dispose(): void;
}

/**
 * Autoplay every `intervalMs` (3000 by default).
 * @example const autoplay = createAutoplay(() => goTo(index + 1)); autoplay.pause('hover', true);
 */
export function createAutoplay(
  advance: () => void,
  { clock, intervalMs = CAROUSEL.autoplayMs }: { clock: Clock; intervalMs?: number },
): Autoplay {
  const reasons = new Set<AutoplayPause>();
  let timer: unknown = null;
  let disposed = false;
  const stop = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const arm = () => {
    stop();
    if (disposed || reasons.size > 0) return;
    timer = clock.setTimeout(() => {
      timer = null;
      advance();
      arm();
    }, intervalMs);
  };
  arm();
  return {
    pause(reason, paused) {
      if (paused) {
        reasons.add(reason);
        stop();
      } else if (reasons.delete(reason)) {
        arm();
      }
    },
    restart: arm,
    dispose() {
      disposed = true;
      stop();
    },
  };
}
