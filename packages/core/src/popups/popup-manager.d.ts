import { type ReadonlySignal } from '@preact/signals-core';
import type { Clock, KeyValueStorage, LocationPort } from '../platform/types.ts';
import type { Popup, PopupHistoryEntry, PopupsRequest, PopupsResponse } from '../schemas/popups.ts';
/** The one call the popup manager makes (doc 2 §7): the history in, the popups to show out. */
export interface PopupsApi {
  requestPopups(body: PopupsRequest): Promise<PopupsResponse>;
}
/** Dependencies of {@link createPopupManager}. */
export interface PopupManagerDeps {
  api: PopupsApi;
  storage: KeyValueStorage;
  location: LocationPort;
  clock: Clock;
  /** Where a failed popups call is reported; defaults to the console. */
  onError?: (error: unknown) => void;
}
/** Options of one {@link PopupManager.load}. */
export interface PopupLoadOptions {
  /** Extra page rule; the first popup is not shown when this returns false (see `workDetailPopupGuard`). */
  canShow?: (name: string) => boolean;
}
/** The popup manager: which popup is shown, and whether the visitor already left a lead. */
export interface PopupManager {
  /** Name of the popup shown, or null. */
  readonly current: ReadonlySignal<string | null>;
  /** Every popup the last call returned. */
  readonly popups: ReadonlySignal<readonly Popup[]>;
  /** meta.extra.has_submitted_clue of the last call. */
  readonly hasSubmittedClue: ReadonlySignal<boolean>;
  /** Requests the popups for a page and shows the first; resolves with the shown name or null. */
  load(pageName: string, options?: PopupLoadOptions): Promise<string | null>;
  /** Hides the current popup. */
  close(): void;
  /** The stored history. */
  history(): PopupHistoryEntry[];
}
/**
 * Creates the popup manager (doc 2 §4).
 * @example
 * const popups = createPopupManager({ api, storage: localStorage, location, clock: systemClock });
 * await popups.load('article_detail');
 */
export declare function createPopupManager(deps: PopupManagerDeps): PopupManager;
//# sourceMappingURL=popup-manager.d.ts.map
