/**
 * Browser implementations of the platform ports. They touch `document` and `window` only when
 * called, never at import time, so importing core during SSR is harmless.
 */
import type { CookieJar, CookieOptions, LocationPort } from './types.ts';

/** The cookie jar over `document.cookie` (path / and SameSite=Lax by default). */
export function createDocumentCookies(doc: Document = document): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split('; ')) {
        const eq = part.indexOf('=');
        if (eq > 0 && decodeURIComponent(part.slice(0, eq)) === name) {
          return decodeURIComponent(part.slice(eq + 1));
        }
      }
      return undefined;
    },
    set(name, value, options: CookieOptions = {}) {
      let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${options.path ?? '/'}; SameSite=Lax`;
      if (options.expires) cookie += `; expires=${options.expires.toUTCString()}`;
      else if (options.maxAge !== undefined) cookie += `; max-age=${options.maxAge}`;
      doc.cookie = cookie;
    },
    remove(name) {
      doc.cookie = `${encodeURIComponent(name)}=; path=/; max-age=0`;
    },
  };
}

/** The location port over `window.location` and `window.history`. */
export function createWindowLocation(win: Window = window): LocationPort {
  return {
    query: () => new URLSearchParams(win.location.search),
    assign: (url) => win.location.assign(url),
    reload: () => win.location.reload(),
    back: () => win.history.back(),
  };
}
