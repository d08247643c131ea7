import { FAVOURITE_TOAST_OFFSET } from '../data/constants.ts';
import { favouriteMessages } from '../messages/zh-TW.ts';
import type { ToastOptions } from '../platform/types.ts';
import type { AccessVia } from '../session/login-store.ts';
import type { UserRole } from '../session/session.schemas.ts';
import type { DeviceKind } from './ports.ts';

/** The My Favourites page (desktop user centre). */
export const MY_FAVOURITES_PATH = '/user/collect';

/** What decides the wording of a favourite toast. */
export interface FavouriteToastInput {
  /** Collected (`add`) or un-collected (`remove`). */
  action: 'add' | 'remove';
  device: DeviceKind;
  role: UserRole | null;
  /** How the user got through the gate just before. */
  via: AccessVia;
  /** Where the mobile toast's "open app to view" button leads; no button without it. */
  appHref?: string;
}

/** A toast to show: message and options for `Notifier.toast`. */
export interface ToastSpec {
  message: string;
  options: ToastOptions;
}

/**
 * The favourite success toast (docs/spec/platform.md#routes-and-overlays overlays, §8): removal → 取消收藏成功;
 * after a login or
 * bind → 登入成功，已加入收藏; after a clue → 授權成功，已加入收藏; design role → 已加入收藏 with no
 * link; desktop → 收藏成功，已收藏至 + link to /user/collect; mobile → 已加入收藏 + open-app button.
 */
export function describeFavouriteToast(input: FavouriteToastInput): ToastSpec {
  const base: ToastOptions = { type: 'success', offset: FAVOURITE_TOAST_OFFSET };
  const m = favouriteMessages;
  if (input.action === 'remove') return { message: m.removed, options: base };
  if (input.via === 'login' || input.via === 'bind') return { message: m.loginThenAdded, options: base };
  if (input.via === 'clue') return { message: m.authorisedThenAdded, options: base };
  if (input.role === 'design') return { message: m.added, options: base };
  if (input.device === 'desktop') {
    return {
      message: m.addedWithLink,
      options: { ...base, link: { href: MY_FAVOURITES_PATH, text: m.myFavourites } },
    };
  }
  return {
    message: m.added,
    options: input.appHref ? { ...base, link: { href: input.appHref, text: m.openAppToView } } : base,
  };
}
