/**
 * The loading indicator (docs/spec/platform.md#limits: "Loading indicator 2000 ms"), read as the loading
 * toast's
 * duration: it shows when slow work (a navigation, a submission) starts and goes when the work
 * ends or 2000 ms after it showed, whichever comes first — it tells the visitor something is
 * happening without covering the page for long (docs/spec-deviations.md, UI pieces).
 */
import { LOADING_INDICATOR_MS } from '../data/constants.ts';
import type { Clock } from '../platform/types.ts';

/** The indicator of one kind of work. */
export interface LoadingIndicator {
  /** The work started (again): shown, for at most the duration from now. */
  start(): void;
  /** The work ended: hidden. */
  done(): void;
  /** Stops for good (hidden, no timer left). */
  dispose(): void;
}

/**
 * `onChange(true)` when shown, `onChange(false)` when hidden.
 * @example const indicator = createLoadingIndicator(setShown, { clock: systemClock });
 */
export function createLoadingIndicator(
  onChange: (shown: boolean) => void,
  { clock, ms = LOADING_INDICATOR_MS }: { clock: Clock; ms?: number },
): LoadingIndicator {
  let timer: unknown = null;
  let shown = false;
  const set = (next: boolean) => {
    if (next !== shown) {
      shown = next;
      onChange(next);
    }
  };
  const hide = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    set(false);
  };
  return {
    start() {
      if (timer !== null) clock.clearTimeout(timer);
      set(true);
      timer = clock.setTimeout(hide, ms);
    },
    done: hide,
    dispose: hide,
  };
}
