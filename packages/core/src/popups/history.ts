/**
 * The popup history (docs/spec/popups-and-header.md#states, docs/spec/quotes.md#limits): entries {name, page,
 * timestamp} kept in local storage under
 * `popup-manage-list`, capped at 100 with the oldest dropped.
 */
import { POPUP_HISTORY_CAP, POPUP_HISTORY_KEY } from '../data/constants.ts';
import type { KeyValueStorage } from '../platform/types.ts';
import type { PopupHistoryEntry } from './popups.schemas.ts';

function isEntry(v: unknown): v is PopupHistoryEntry {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return typeof e.name === 'string' && typeof e.page === 'string' && typeof e.timestamp === 'number';
}

/** Appends an entry and keeps only the newest `cap` entries (the oldest are dropped). */
export function appendPopupHistory(
  list: readonly PopupHistoryEntry[],
  entry: PopupHistoryEntry,
  cap: number = POPUP_HISTORY_CAP,
): PopupHistoryEntry[] {
  const next = [...list, entry];
  return next.length > cap ? next.slice(next.length - cap) : next;
}

/** Reads the history; a missing or corrupt entry reads as empty, malformed items are skipped. */
export function readPopupHistory(storage: KeyValueStorage): PopupHistoryEntry[] {
  const raw = storage.getItem(POPUP_HISTORY_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** Writes the history. */
export function writePopupHistory(storage: KeyValueStorage, list: readonly PopupHistoryEntry[]): void {
  storage.setItem(POPUP_HISTORY_KEY, JSON.stringify(list));
}
