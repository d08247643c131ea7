import type { KeyValueStorage } from '../platform/types.ts';
import type { PopupHistoryEntry } from '../schemas/popups.ts';
/** Appends an entry and keeps only the newest `cap` entries (the oldest are dropped). */
export declare function appendPopupHistory(
  list: readonly PopupHistoryEntry[],
  entry: PopupHistoryEntry,
  cap?: number,
): PopupHistoryEntry[];
/** Reads the history; a missing or corrupt entry reads as empty, malformed items are skipped. */
export declare function readPopupHistory(storage: KeyValueStorage): PopupHistoryEntry[];
/** Writes the history. */
export declare function writePopupHistory(storage: KeyValueStorage, list: readonly PopupHistoryEntry[]): void;
//# sourceMappingURL=history.d.ts.map
