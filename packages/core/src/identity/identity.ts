/**
 * Identity initialisation (docs/spec/quotes.md#validation, docs/spec/quotes.md#calls;
 * docs/spec/platform.md#calls, docs/spec/platform.md#limits): the one-id is the visitor's pseudonymous
 * identifier across visits, kept in the `one-id` cookie for the default cookie life (1 year) and
 * sent on every API call as `X-One-Id` (core's header source reads the cookie). Mobile-app
 * webviews — a `device` query of `ios` or `android` without a `version` — skip the
 * initialisation: the app owns their identity.
 */
import { randomUuid } from '../api/headers.ts';
import { COOKIE_NAMES, DEFAULT_COOKIE_MAX_AGE } from '../data/constants.ts';
import type { CookieJar } from '../platform/types.ts';

/** The one-id cookie's life: the default cookie life (1 year), seconds. */
export const ONE_ID_COOKIE_MAX_AGE = DEFAULT_COOKIE_MAX_AGE;

/** The query parameters an app webview's URL carries: the app's device and its version. */
export const APP_WEBVIEW_QUERY = { device: 'device', version: 'version' } as const;

/** The devices of the mobile apps (the `device` query of their webviews). */
export const APP_DEVICES = ['ios', 'android'] as const;

/** A one-id as issued here (a uuid) or by the app: 8 to 64 letters, digits, `-` or `_`. */
const ONE_ID = /^[\w-]{8,64}$/;

/** True when the query is an app webview's: `device` is `ios` or `android`. */
export function isAppWebview(query: URLSearchParams): boolean {
  return (APP_DEVICES as readonly string[]).includes(query.get(APP_WEBVIEW_QUERY.device) ?? '');
}

/** The skip rule: an app webview (device ios or android) without a version skips identity init. */
export function skipsIdentityInit(query: URLSearchParams): boolean {
  return isAppWebview(query) && !query.get(APP_WEBVIEW_QUERY.version);
}

/** What {@link initIdentity} needs. */
export interface IdentityInit {
  /** The visitor's cookies (the page request's on the server, document.cookie in a browser). */
  cookies: CookieJar;
  /** The page's query (the skip rule reads `device` and `version`). */
  query: URLSearchParams;
  /** Makes a new one-id; a random v4 uuid by default. */
  newId?: () => string;
  /** Marks the cookie Secure (the site is served over https). */
  secure?: boolean;
}

/**
 * Initialises the visitor's identity: keeps a well-formed `one-id` cookie, else issues a new
 * one-id into it for a year. Answers the one-id, or null when the skip rule applies (nothing is
 * read or written then).
 * @example
 * initIdentity({ cookies, query: new URL(request.url).searchParams }); // → 'f0c1…' or null
 */
export function initIdentity({ cookies, query, newId = randomUuid, secure }: IdentityInit): string | null {
  if (skipsIdentityInit(query)) return null;
  const held = cookies.get(COOKIE_NAMES.oneId);
  if (held && ONE_ID.test(held)) return held;
  const oneId = newId();
  cookies.set(COOKIE_NAMES.oneId, oneId, {
    maxAge: ONE_ID_COOKIE_MAX_AGE,
    path: '/',
    ...(secure ? { secure } : {}),
  });
  return oneId;
}
