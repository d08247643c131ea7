/**
 * Browser implementations of the platform ports. They touch `document` and `window` only when
 * called, never at import time, so importing core during SSR is harmless.
 */
import type { CookieJar, LocationPort } from './types.ts';
/**
 * The `name=value` pairs of a `document.cookie` string or a Cookie request header, decoded (the
 * first of a repeated name wins; no inherited names). Shared with the host site's server jar.
 */
export declare function parseCookies(header: string): Record<string, string>;
/**
 * The cookie jar over `document.cookie` (path / and SameSite=Lax by default). `readAll` asks the
 * Cookie Store API where the page has it (secure contexts of current browsers): reading
 * `document.cookie` stops the page's main thread until the browser process answers, which takes
 * milliseconds while the page is loading.
 *
 * Writes still go through `document.cookie` (so `get` sees them at once), which is another
 * channel than the store's: until a store read shows a value this jar wrote (or removed), that
 * read is corrected with it, so a token written at login is in the very next request.
 */
export declare function createDocumentCookies(doc?: Document): Required<CookieJar>;
/** The location port over `window.location` and `window.history`. */
export declare function createWindowLocation(win?: Window): LocationPort;
//# sourceMappingURL=browser.d.ts.map
