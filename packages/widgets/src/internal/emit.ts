import type { RenovoEventMap } from '../events.ts';

/**
 * Dispatches a `renovo-*` CustomEvent from a widget host: it bubbles and is composed, so it
 * crosses shadow roots and reaches the partner page. Returns false when a listener cancelled a
 * cancelable "request" event.
 */
export function emit<K extends keyof RenovoEventMap>(
  host: EventTarget,
  name: K,
  detail: RenovoEventMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}
