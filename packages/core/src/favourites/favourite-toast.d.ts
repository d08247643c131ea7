import type { ToastOptions } from '../platform/types.ts';
import type { UserRole } from '../schemas/session.ts';
import type { AccessVia } from '../session/login-store.ts';
import type { DeviceKind } from './ports.ts';
/** The My Favourites page (desktop user centre). */
export declare const MY_FAVOURITES_PATH = '/user/collect';
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
 * The favourite success toast (doc 1 §2 overlays, §8): removal → 取消收藏成功; after a login or
 * bind → 登入成功，已加入收藏; after a clue → 授權成功，已加入收藏; design role → 已加入收藏 with no
 * link; desktop → 收藏成功，已收藏至 + link to /user/collect; mobile → 已加入收藏 + open-app button.
 */
export declare function describeFavouriteToast(input: FavouriteToastInput): ToastSpec;
//# sourceMappingURL=favourite-toast.d.ts.map
