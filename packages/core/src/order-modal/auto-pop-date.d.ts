import type { KeyValueStorage } from '../platform/types.ts';
/** The stored auto-pop date (YYYY-MM-DD), or null. */
export declare function readAutoPopVisibleDate(storage: KeyValueStorage): string | null;
/** Stores the auto-pop date (YYYY-MM-DD) under `autoPopVisibleDate`. */
export declare function writeAutoPopVisibleDate(storage: KeyValueStorage, date: string): void;
//# sourceMappingURL=auto-pop-date.d.ts.map
