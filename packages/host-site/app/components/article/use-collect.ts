/**
 * The article's collect (收藏) toggle: core's createFavouriteToggle on the page's API client, the
 * page's login sheet and toast. Every click goes through the login sheet, as on the works page:
 * it reads the member behind the HttpOnly cookie and derives the status (default, bind, clue,
 * have) itself, so a member without a clue on file authorises first (docs/spec/session.md#states).
 */

import { signal } from '@preact/signals-core';
import {
  type AccessOutcome,
  type AppPageTarget,
  appLinkMessages,
  BREAKPOINTS,
  createFavouriteToggle,
  type FavouriteItem,
  favouritesApiOf,
  getUserInfo,
  jumpAppUrl,
  type LoginParams,
  OPEN_IN_APP_REDIRECT_MS,
  openAppPage,
  type UserRole,
} from '@renovo/core';
import { useMemo } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { useSignalValue } from '../../lib/use-signal-value.ts';
import { openLoginSheet, showToast } from '../../lib/widgets.ts';
import type { Viewer } from '../drawer/viewer.ts';

/** The app's My Favourites: the open-in-app target and the mobile toast's "open app to view" link. */
const APP_FAVOURITES: AppPageTarget = { page_type: 'collect' };

/** What the collect button reads and does. */
export interface CollectState {
  collected: boolean;
  loading: boolean;
  toggle(): void;
}

/** The gate: the login sheet lets a member with a clue on file through, else logs in, binds or authorises. */
async function gate(role: { value: UserRole | null }, params?: LoginParams): Promise<AccessOutcome> {
  const outcome = await openLoginSheet(params);
  if (outcome.granted && outcome.via !== 'none') {
    // A new login may be a design account: learn the role before collecting.
    role.value = (await getUserInfo(browserApi()).catch(() => null))?.data?.role ?? role.value;
  }
  return outcome;
}

/** One toggle per item; `viewer` is the visitor as the server rendered the page. */
export function useCollect(item: FavouriteItem, viewer: Viewer | null): CollectState {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one toggle per item; later renders keep it
  const toggle = useMemo(() => {
    const role = signal<UserRole | null>(viewer?.role ?? null);
    return createFavouriteToggle(item, {
      session: { role },
      get api() {
        return favouritesApiOf(browserApi());
      },
      gate: { open: (params) => gate(role, params) },
      notifier: { toast: (message, options) => void showToast(message, options) },
      get device() {
        return window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches ? 'desktop' : 'mobile';
      },
      openInApp() {
        // docs/spec/platform.md#routes-and-overlays open-in-app prompt: OK goes on after 1000 ms, Cancel
        // stays.
        if (window.confirm(appLinkMessages.continueInApp)) {
          // In the app's webview a message opens its favourites; in a browser, the jump-app page.
          window.setTimeout(
            () => openAppPage(window, APP_FAVOURITES, (url) => window.location.assign(url)),
            OPEN_IN_APP_REDIRECT_MS,
          );
        }
      },
      appHref: jumpAppUrl(APP_FAVOURITES),
    });
  }, [item.source_type, item.source_id, viewer?.id]);
  const collected = useSignalValue(toggle.collected, Boolean(item.collected));
  const loading = useSignalValue(toggle.loading, false);
  return { collected, loading, toggle: () => void toggle.toggle() };
}
