/**
 * Storage that may fail. Privacy settings and some in-app browsers make `localStorage`,
 * `sessionStorage` and `document.cookie` throw a SecurityError on every access (even reading
 * `window.localStorage`). Every browser storage access goes through these wrappers: a failing
 * store behaves as an empty one kept in memory for the page's life, so widgets and pages still
 * render and submit. (The document cookie jar of `browser.ts` guards itself the same way.)
 */
import type { KeyValueStorage } from './types.ts';

/**
 * `window.localStorage` (or another store, named by `pick`) that never throws: when the store
 * cannot be reached or refuses a call, the values live in memory.
 * @example const storage = safeStorage(() => window.localStorage);
 */
export function safeStorage(pick: () => KeyValueStorage | null | undefined): KeyValueStorage {
  const memory = new Map<string, string>();
  const store = (): KeyValueStorage | null | undefined => {
    try {
      return pick();
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        const value = store()?.getItem(key);
        if (value != null) return value;
      } catch {}
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        store()?.setItem(key, value);
      } catch {}
    },
    removeItem(key) {
      memory.delete(key);
      try {
        store()?.removeItem(key);
      } catch {}
    },
  };
}
