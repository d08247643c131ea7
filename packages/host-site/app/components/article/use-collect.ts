/**
 * The article's collect (收藏) toggle: core's createFavouriteToggle on the page's API client, the
 * page's login sheet and toast. A member the server already knows is let through at once: the
 * token cookie is HttpOnly, so the widgets' own session cannot see the login and would ask again.
 */

import { signal } from '@preact/signals-core';
import {
  type AccessOutcome,
  BREAKPOINTS,
  createFavouriteToggle,
  type FavouriteItem,
  favouritesApiOf,
  getUserInfo,
  type LoginParams,
  loginMessages,
  OPEN_IN_APP_REDIRECT_MS,
  type UserRole,
} from '@renovo/core';
import { useMemo } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { useSignalValue } from '../../lib/use-signal-value.ts';
import { openLoginSheet, showToast } from '../../lib/widgets.ts';
import type { Viewer } from '../drawer/viewer.ts';

/** Where My Favourites is (the favourite toast's link, and the open-in-app target). */
const FAVOURITES_HREF = '/user/collect';

/** What the collect button reads and does. */
export interface CollectState {
  collected: boolean;
  loading: boolean;
  toggle(): void;
}

/** The gate: the server's member goes on; a visitor logs in (or binds, or authorises) first. */
async function gate(viewer: Viewer | null, role: { value: UserRole | null }, params?: LoginParams) {
  if (viewer) return { granted: true, via: 'none' } satisfies AccessOutcome;
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
      gate: { open: (params) => gate(viewer, role, params) },
      notifier: { toast: (message, options) => void showToast(message, options) },
      get device() {
        return window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`).matches ? 'desktop' : 'mobile';
      },
      openInApp() {
        // Doc 1 §2 open-in-app prompt: OK goes on after 1000 ms, Cancel stays.
        if (window.confirm(loginMessages.openInApp)) {
          window.setTimeout(() => window.location.assign(FAVOURITES_HREF), OPEN_IN_APP_REDIRECT_MS);
        }
      },
      appHref: FAVOURITES_HREF,
    });
  }, [item.source_type, item.source_id, viewer?.id]);
  const collected = useSignalValue(toggle.collected, Boolean(item.collected));
  const loading = useSignalValue(toggle.loading, false);
  return { collected, loading, toggle: () => void toggle.toggle() };
}
