import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { Clock, KeyValueStorage, LocationPort } from '../platform/types.ts';
import { appendPopupHistory, readPopupHistory, writePopupHistory } from './history.ts';
import type { Popup, PopupHistoryEntry, PopupsRequest, PopupsResponse } from './popups.schemas.ts';
import { isPopupHiddenByQuery, shouldRecordPopup, testPopupName } from './rules.ts';

/** The one call the popup manager makes (docs/spec/quotes.md#calls): the history in, the popups to show out. */
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
 * Creates the popup manager (docs/spec/popups-and-header.md#states).
 * @example
 * const popups = createPopupManager({ api, storage: localStorage, location, clock: systemClock });
 * await popups.load('article_detail');
 */
export function createPopupManager(deps: PopupManagerDeps): PopupManager {
  const { api, storage, location, clock } = deps;
  const onError = deps.onError ?? ((e: unknown) => console.warn('[renovo] popups call failed', e));
  const current = signal<string | null>(null);
  const popups = signal<readonly Popup[]>([]);
  const hasSubmittedClue = signal(false);

  return {
    current: computed(() => current.value),
    popups: computed(() => popups.value),
    hasSubmittedClue: computed(() => hasSubmittedClue.value),
    async load(pageName, options = {}) {
      const query = location.query();
      const testName = testPopupName(query);
      let response: PopupsResponse;
      try {
        response = await api.requestPopups({
          test_popup_name: testName,
          page_name: pageName,
          data: readPopupHistory(storage),
        });
      } catch (error) {
        onError(error);
        return null;
      }
      const list = Array.isArray(response.data) ? response.data : [];
      popups.value = list;
      hasSubmittedClue.value = Boolean(response.meta?.extra?.has_submitted_clue);
      const first = list[0];
      if (!first || isPopupHiddenByQuery(query)) return null;
      if (options.canShow && !options.canShow(first.name)) return null;
      current.value = first.name;
      if (shouldRecordPopup(testName)) {
        const entry = { name: first.name, page: pageName, timestamp: clock.now() };
        writePopupHistory(storage, appendPopupHistory(readPopupHistory(storage), entry));
      }
      return first.name;
    },
    close() {
      current.value = null;
    },
    history: () => readPopupHistory(storage),
  };
}
