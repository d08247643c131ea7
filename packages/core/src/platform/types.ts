/**
 * Small interfaces for what differs between Node tests, SSR and browsers. Core code takes these
 * as arguments; it never touches `window`, `document` or `localStorage` directly.
 */

/** Key/value storage (window.localStorage in browsers, a Map in tests and SSR). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of a cookie being set. */
export interface CookieOptions {
  /** Seconds until expiry. */
  maxAge?: number;
  /** Absolute expiry; wins over maxAge when both are set. */
  expires?: Date;
  path?: string;
  /**
   * Sent over HTTPS only. Honoured by the site's server jar (Set-Cookie: the one-id of an https
   * site). The document jar, in every widget's bundle, sets it by itself on every cookie it
   * writes on an https page (ADR 057), whatever this says.
   */
  secure?: boolean;
}

/** Cookie jar (document.cookie in browsers, request/response headers in SSR). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string): void;
  /**
   * Every cookie at once (name → value), without blocking the page: in browsers a read of
   * `document.cookie` waits for the browser process, the Cookie Store API does not. Jars without
   * it are read with `get`.
   */
  readAll?(): Promise<Record<string, string>>;
}

/** The parts of the location that core reads and the navigations it asks for. */
export interface LocationPort {
  /** Current query parameters. */
  query(): URLSearchParams;
  /** Full page navigation (assign). */
  assign(url: string): void;
  /** Reloads the page. */
  reload(): void;
  /** Goes back one entry in history. */
  back(): void;
}

/** Time source, so tests control `now` and timers. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The default clock: the real one. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** How a toast is shown. */
export interface ToastOptions {
  type?: 'success' | 'error' | 'waiting';
  /** ms; the general toast default is 3000, the login area uses 2000. */
  duration?: number;
  /** Vertical offset in px (20 by default, 120 for the favourite toast). */
  offset?: number;
  /** Optional link shown after the message (the favourite toast links to /user/collect). */
  link?: { href: string; text: string };
  /** Centre the toast (order submission 422). */
  center?: boolean;
}

/** Where core sends user-visible toasts; widgets draw them. */
export interface Notifier {
  toast(message: string, options?: ToastOptions): void;
}

/** Today's date as YYYY-MM-DD in the device's time zone. */
export function localDate(now: number): string {
  const d = new Date(now);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}
