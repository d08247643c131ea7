import { AUTO_POP_VISIBLE_DATE_KEY } from '../data/constants.ts';
import type { KeyValueStorage } from '../platform/types.ts';

/** The stored auto-pop date (YYYY-MM-DD), or null. */
export function readAutoPopVisibleDate(storage: KeyValueStorage): string | null {
  return storage.getItem(AUTO_POP_VISIBLE_DATE_KEY);
}

/** Stores the auto-pop date (YYYY-MM-DD) under `autoPopVisibleDate`. */
export function writeAutoPopVisibleDate(storage: KeyValueStorage, date: string): void {
  storage.setItem(AUTO_POP_VISIBLE_DATE_KEY, date);
}
