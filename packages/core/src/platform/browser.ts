/**
 * Browser implementations of the platform ports. They touch `document` and `window` only when
 * called, never at import time, so importing core during SSR is harmless.
 */
import type { CookieJar, CookieOptions, LocationPort } from './types.ts';

/** `decodeURIComponent`, keeping a value that is not valid percent-encoding as it is. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The `name=value` pairs of a `document.cookie` string or a Cookie request header, decoded (the
 * first of a repeated name wins; no inherited names). Shared with the host site's server jar.
 */
export function parseCookies(header: string): Record<string, string> {
  const all: Record<string, string> = Object.create(null);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = decode(part.slice(0, eq).trim());
    if (eq > 0 && name) all[name] ??= decode(part.slice(eq + 1).trim());
  }
  return all;
}

/**
 * The cookie jar over `document.cookie` (path / and SameSite=Lax by default; Secure on an https
 * page, ADR 057). `readAll` asks the
 * Cookie Store API where the page has it (secure contexts of current browsers): reading
 * `document.cookie` stops the page's main thread until the browser process answers, which takes
 * milliseconds while the page is loading.
 *
 * Writes still go through `document.cookie` (so `get` sees them at once), which is another
 * channel than the store's: until a store read shows a value this jar wrote (or removed), that
 * read is corrected with it, so a token written at login is in the very next request.
 */
export function createDocumentCookies(doc: Document = document): Required<CookieJar> {
  /** Written by this jar and not yet seen in a store read: name → value ('' when removed). */
  const written = new Map<string, string>();
  // Blocked storage (privacy settings) makes document.cookie throw: no cookies, writes ignored.
  const read = (): string => {
    try {
      return doc.cookie;
    } catch {
      return '';
    }
  };
  const write = (cookie: string): void => {
    try {
      doc.cookie = cookie;
    } catch {}
  };
  const readAll = async (): Promise<Record<string, string>> => {
    let store: CookieStore | undefined;
    try {
      store = (doc.defaultView as { cookieStore?: CookieStore } | null)?.cookieStore;
    } catch {}
    if (!store) return parseCookies(read());
    // The store lists the same raw `name=value` pairs as document.cookie: one parser for both.
    const all = parseCookies(
      (await store.getAll().catch(() => [])).map(({ name, value }) => `${name}=${value}`).join('; '),
    );
    for (const [name, value] of written) {
      if ((all[name] ?? '') === value) written.delete(name);
      else all[name] = value;
    }
    return all;
  };
  return {
    get: (name) => parseCookies(read())[name],
    readAll,
    set(name, value, options: CookieOptions = {}) {
      let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)};path=${options.path ?? '/'};SameSite=Lax${doc.location?.protocol === 'https:' ? ';Secure' : ''}`;
      if (options.expires) cookie += `;expires=${options.expires.toUTCString()}`;
      else if (options.maxAge !== undefined) cookie += `;max-age=${options.maxAge}`;
      write(cookie);
      written.set(name, value);
    },
    remove(name) {
      write(`${encodeURIComponent(name)}=;path=/;max-age=0`);
      written.set(name, '');
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
