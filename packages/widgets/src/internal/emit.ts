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

/**
 * A quote submit's outcome as DOM events: a send that failed (refused, no answer or rate-limited;
 * the store showed 送出失敗，請稍後重試) fires `renovo-error` `submit-failed` with that message.
 * Invalid fields, missing consent, a pending lead and a busy store fire nothing.
 */
export function emitSubmitFailure(
  host: EventTarget,
  widget: 'quote' | 'community-quote',
  outcome: { ok: true } | { ok: false; reason: string; message: string },
): void {
  if (!outcome.ok && /^(rejected|network|rate-limited)$/.test(outcome.reason)) {
    emit(host, 'renovo-error', { widget, reason: 'submit-failed', message: outcome.message });
  }
}
