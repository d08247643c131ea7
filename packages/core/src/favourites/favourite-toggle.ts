import { type ReadonlySignal, signal } from '@preact/signals-core';
import { NetworkError, TimeoutError } from '../api/errors.ts';
import { failed, type Outcome } from '../flows/outcome.ts';
import { favouriteMessages } from '../messages/zh-TW.ts';
import type { Notifier } from '../platform/types.ts';
import type { LoginParams } from '../session/login-store.ts';
import type { Logger } from '../session/ports.ts';
import type { UserRole } from '../session/session.schemas.ts';
import { describeFavouriteToast } from './favourite-toast.ts';
import type { FavouritePayloadInput } from './favourites.schemas.ts';
import { runGatedAction } from './gated-actions.ts';
import type { AccessGate, DeviceKind, FavouritesApi } from './ports.ts';

/** The item a toggle stands for. */
export interface FavouriteItem extends FavouritePayloadInput {
  /** Collected already (the item's is_collect). */
  collected?: boolean;
  /** Login-popup params used when the user must log in first (resource defaults to the item). */
  login?: LoginParams;
}

/** What `createFavouriteToggle` needs. */
export interface FavouriteToggleDeps {
  api: FavouritesApi;
  /** The session's role (read when clicked and again after a login). */
  session: { readonly role: ReadonlySignal<UserRole | null> };
  /** Opens the login popup when needed; the login store is one. */
  gate: AccessGate;
  notifier: Notifier;
  device: DeviceKind;
  /** Mobile only: asks the user to continue in the app (the open-in-app prompt). */
  openInApp(): void;
  /** Mobile toast "open app to view" target (an app deep link). */
  appHref?: string;
  logger?: Logger;
}

/** One item's favourite state and its toggle (docs/spec/session.md#states). */
export interface FavouriteToggle {
  readonly collected: ReadonlySignal<boolean>;
  /** A call (or the login flow before it) is running; clicks are ignored meanwhile. */
  readonly loading: ReadonlySignal<boolean>;
  /** Collects or un-collects; resolves true when the state flipped. */
  /**
   * Collects or uncollects: `{ ok: true, collected }`, or why not (`busy` while a toggle runs,
   * `rejected` for role design or an uncollect on a phone, which opens the app instead, `consent`
   * without a login, else the call's reason).
   */
  toggle(): Promise<Outcome<{ collected: boolean }>>;
  /** Takes the collected flag from fresh server data. */
  sync(collected: boolean): void;
}

/**
 * Creates the favourite toggle of one item: not collected ↔ collected, flipping only when the call
 * succeeds. Visitors go through the login flow first; role design is blocked; on mobile an
 * already-collected item asks to continue in the app.
 * @example
 * const fav = createFavouriteToggle({ source_id: 7, source_type: 'work', collected: false }, deps);
 * await fav.toggle();
 */
export function createFavouriteToggle(item: FavouriteItem, deps: FavouriteToggleDeps): FavouriteToggle {
  const logger = deps.logger ?? console;
  const collected = signal(Boolean(item.collected));
  const loading = signal(false);
  const payload: FavouritePayloadInput = { source_id: item.source_id, source_type: item.source_type };

  /** Role design cannot collect: toast and stop. */
  function blockedAsDesign(): boolean {
    if (deps.session.role.peek() !== 'design') return false;
    deps.notifier.toast(favouriteMessages.designBlocked, { type: 'error' });
    return true;
  }

  async function toggle(): Promise<Outcome<{ collected: boolean }>> {
    if (loading.peek()) return failed('busy');
    if (blockedAsDesign()) return failed('rejected', favouriteMessages.designBlocked);
    const wasCollected = collected.peek();
    if (wasCollected && deps.device === 'mobile') {
      deps.openInApp();
      return failed('rejected');
    }
    loading.value = true;
    try {
      const outcome = await runGatedAction(
        'collect',
        { gate: deps.gate, notifier: deps.notifier, logger },
        {
          request: { resourceType: item.source_type, resourceId: item.source_id, ...item.login },
          perform: async (via) => {
            // A login may reveal a design account.
            if (via !== 'none' && blockedAsDesign()) return false;
            const call = () => (wasCollected ? deps.api.disCollect(payload) : deps.api.collect(payload));
            // Both calls set a state (the server's are idempotent): one that got no answer is made
            // once more, so an answer lost after the server stored it does not leave the button
            // saying the opposite of what is stored.
            await call().catch((error: unknown) =>
              error instanceof NetworkError || error instanceof TimeoutError ? call() : Promise.reject(error),
            );
            collected.value = !wasCollected;
            const spec = describeFavouriteToast({
              action: wasCollected ? 'remove' : 'add',
              device: deps.device,
              role: deps.session.role.peek(),
              via,
              ...(deps.appHref ? { appHref: deps.appHref } : {}),
            });
            deps.notifier.toast(spec.message, spec.options);
            return true;
          },
        },
      );
      return outcome.ok ? { ok: true, collected: collected.peek() } : outcome;
    } finally {
      loading.value = false;
    }
  }

  return {
    collected,
    loading,
    toggle,
    sync(value) {
      collected.value = value;
    },
  };
}
