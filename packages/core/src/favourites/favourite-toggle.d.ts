import { type ReadonlySignal } from '@preact/signals-core';
import type { Notifier } from '../platform/types.ts';
import type { FavouritePayloadInput } from '../schemas/favourites.ts';
import type { UserRole } from '../schemas/session.ts';
import type { LoginParams } from '../session/login-store.ts';
import type { Logger } from '../session/ports.ts';
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
  session: {
    readonly role: ReadonlySignal<UserRole | null>;
  };
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
/** One item's favourite state and its toggle (doc 1 §4). */
export interface FavouriteToggle {
  readonly collected: ReadonlySignal<boolean>;
  /** A call (or the login flow before it) is running; clicks are ignored meanwhile. */
  readonly loading: ReadonlySignal<boolean>;
  /** Collects or un-collects; resolves true when the state flipped. */
  toggle(): Promise<boolean>;
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
export declare function createFavouriteToggle(
  item: FavouriteItem,
  deps: FavouriteToggleDeps,
): FavouriteToggle;
//# sourceMappingURL=favourite-toggle.d.ts.map
