/**
 * Storage that may fail. Privacy settings and some in-app browsers make `localStorage`,
 * `sessionStorage` and `document.cookie` throw a SecurityError on every access (even reading
 * `window.localStorage`). Every browser storage access goes through these wrappers: a store that
 * cannot be used is replaced by one in memory for the page's life, so widgets and pages still
 * render and submit. (The document cookie jar of `browser.ts` guards itself the same way.)
 */
import { createMemoryStorage } from './memory.ts';
import type { KeyValueStorage } from './types.ts';

/**
 * `window.localStorage` (or another store, named by `pick`) when it can be read, else storage in
 * memory. A store that reads but refuses a write (quota) still throws on that write, as before.
 * @example const storage = safeStorage(() => window.localStorage);
 */
export function safeStorage(pick: () => KeyValueStorage | null | undefined): KeyValueStorage {
  try {
    const store = pick();
    store?.getItem('');
    if (store) return store;
  } catch {}
  return createMemoryStorage();
}
