/**
 * The popconfirm's closing (docs/spec/platform.md#limits: width 230, hide after 200 ms): once answered it
 * fades and
 * is gone 200 ms later; opening it again within that time keeps it.
 */
import { POPCONFIRM } from '../data/constants.ts';
import type { Clock } from '../platform/types.ts';

/** A hide that happens `ms` after it was asked for, unless cancelled first. */
export interface DelayedHide {
  /** Hides after the delay (a second call does not extend it). */
  schedule(): void;
  /** Keeps it shown: the pending hide is dropped. */
  cancel(): void;
}

/**
 * Calls `hide` `ms` (200 by default) after `schedule()`.
 * @example const closing = createDelayedHide(() => setOpen(false), { clock: systemClock });
 */
export function createDelayedHide(
  hide: () => void,
  { clock, ms = POPCONFIRM.hideAfterMs }: { clock: Clock; ms?: number },
): DelayedHide {
  let timer: unknown = null;
  return {
    schedule() {
      if (timer !== null) return;
      timer = clock.setTimeout(() => {
        timer = null;
        hide();
      }, ms);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
