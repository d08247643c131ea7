/**
 * The favourite toggle of one item on the site (docs/spec/session.md#states): core's `createFavouriteToggle`
 * wired
 * to the page's API client, the `<renovo-login-sheet>` (visitors log in, bind or authorise first),
 * the `<renovo-toast>` and the device (desktop from 850 px). The role starts as the server saw it
 * and is read again after a login, so a design account is blocked with its toast.
 */

import { signal } from '@preact/signals-core';
import {
  type AppPageTarget,
  appLinkMessages,
  BREAKPOINTS,
  createFavouriteToggle,
  type FavouriteItem,
  type FavouriteToggle,
  type FavouriteToggleDeps,
  favouritesApiOf,
  getUserInfo,
  jumpAppUrl,
  OPEN_IN_APP_REDIRECT_MS,
  openAppPage,
  type UserRole,
} from '@renovo/core';
import { useMemo } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { usePressGuard } from '../../lib/use-press-guard.ts';
import { useSignalValue } from '../../lib/use-signal-value.ts';
import { openLoginSheet, showToast } from '../../lib/widgets.ts';

/** The app's My Favourites: the open-in-app target and the mobile toast's "open app to view" link. */
const APP_FAVOURITES: AppPageTarget = { page_type: 'collect' };

/** What a favourite button reads and does. */
export interface FavouriteState {
  collected: boolean;
  loading: boolean;
  toggle(): void;
}

function deviceOf(): 'desktop' | 'mobile' {
  return window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches ? 'desktop' : 'mobile';
}

/** Builds the toggle; its dependencies are only touched on a click (in the browser). */
function createSiteToggle(item: FavouriteItem, initialRole: UserRole | null): FavouriteToggle {
  const role = signal<UserRole | null>(initialRole);
  const deps: FavouriteToggleDeps = {
    session: { role },
    get api() {
      return favouritesApiOf(browserApi());
    },
    gate: {
      async open(params) {
        // The login sheet reads the member behind the HttpOnly cookie and derives the status
        // (default, bind, clue, have) itself; a member with a clue on file gets no popup.
        const outcome = await openLoginSheet(params);
        if (outcome.granted && outcome.via !== 'none') {
          // A new login may be a design account: learn the role before collecting.
          role.value = (await getUserInfo(browserApi()).catch(() => null))?.data?.role ?? role.peek();
        }
        return outcome;
      },
    },
    notifier: {
      toast: (message, options) => void showToast(message, options),
    },
    get device() {
      return deviceOf();
    },
    openInApp() {
      // docs/spec/platform.md#routes-and-overlays open-in-app prompt: OK goes on after 1000 ms, Cancel stays.
      if (window.confirm(appLinkMessages.continueInApp)) {
        // In the app's webview a message opens its favourites; in a browser, the jump-app page.
        window.setTimeout(
          () => openAppPage(window, APP_FAVOURITES, (url) => window.location.assign(url)),
          OPEN_IN_APP_REDIRECT_MS,
        );
      }
    },
    appHref: jumpAppUrl(APP_FAVOURITES),
  };
  return createFavouriteToggle(item, deps);
}

/** The favourite state of an item; `role` is the viewer's role as the server rendered it. */
export function useFavourite(item: FavouriteItem, role: UserRole | null): FavouriteState {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toggle per item; later renders keep it
  const toggle = useMemo(() => createSiteToggle(item, role), [item.source_type, item.source_id]);
  const collected = useSignalValue(toggle.collected, Boolean(item.collected));
  const loading = useSignalValue(toggle.loading, false);
  // docs/spec/platform.md#limits button debounce: a second press within 300 ms does nothing.
  const guard = usePressGuard();
  return {
    collected,
    loading,
    toggle: () => {
      if (guard()) void toggle.toggle();
    },
  };
}
