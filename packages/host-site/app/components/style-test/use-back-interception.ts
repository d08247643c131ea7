/**
 * The style-test result's own back action (docs/spec/session.md#states), run exactly by core's
 * handleStyleTestResultBack. The page adds one history entry (same URL) so the browser's back
 * lands on the page itself first; that back is kept from the router and handed to core, which
 * either goes back for real (app webview with `device`, or already intercepted today) or opens
 * the order modal (unless skipAuth=1), marks it shown and stores today's date: once a day.
 */
import {
  createWindowLocation,
  DEVICE_QUERY,
  handleStyleTestResultBack,
  type OrderModalStore,
  systemClock,
} from '@renovo/core';
import type { RenovoOrderModalElement } from '@renovo/widgets';
import { type RefObject, useEffect } from 'react';
import { browserAnalytics, browserStorage } from '../../lib/browser.ts';
import { loadWidgets } from '../../lib/widgets.ts';

/** Marks the extra history entry. */
const GUARD = 'renovoStyleTestBack';

/** Intercepts the browser's back while mounted; `modal` is the page's `<renovo-order-modal>`. */
export function useBackInterception(modal: RefObject<RenovoOrderModalElement | null>): void {
  useEffect(() => {
    // An app webview (device query) has nothing special: no entry, no interception.
    if (new URLSearchParams(window.location.search).has(DEVICE_QUERY)) return;
    let armed = true;
    let store: OrderModalStore | null = null;
    loadWidgets()
      .then(() => customElements.whenDefined('renovo-order-modal'))
      .then(
        () => {
          store = modal.current?.getStore() ?? null;
        },
        // Without the widgets a back is the browser's own (see onPopState).
        () => undefined,
      );
    const state = (window.history.state ?? {}) as Record<string, unknown>;
    if (!state[GUARD]) window.history.pushState({ ...state, [GUARD]: true }, '', window.location.href);

    const onPopState = (event: PopStateEvent) => {
      if (!armed) return;
      // The guard entry was left for the page's own entry: this back is ours, not the router's.
      armed = false;
      event.stopImmediatePropagation();
      const orderModal = store ?? modal.current?.getStore?.();
      if (!orderModal) {
        window.history.back();
        return;
      }
      handleStyleTestResultBack({
        orderModal,
        location: createWindowLocation(),
        storage: browserStorage(),
        clock: systemClock,
        analytics: browserAnalytics(),
      });
    };
    // Capture on window runs before the router's own popstate listener.
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [modal]);
}
