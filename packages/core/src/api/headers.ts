/**
 * The headers every request carries (docs/spec/platform.md#calls): client type, bearer token, location,
 * region,
 * one-id, the device uuid and the ad id.
 */
import { API_HEADERS, COOKIE_NAMES, DEFAULT_COOKIE_MAX_AGE } from '../data/constants.ts';
import type { CookieJar } from '../platform/types.ts';
import type { ClientType } from './types.ts';

/** Options of {@link createHeaderSource}. */
export interface HeaderSourceOptions {
  clientType: ClientType;
  /** Where the token comes from; without it, the `token` cookie of `cookies`. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  cookies?: CookieJar;
  uuid?: () => string;
  partner?: string;
}

/** A random v4 uuid: crypto.randomUUID where allowed, else built from getRandomValues. */
export function randomUuid(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID();
  // randomUUID only exists in secure contexts; partner pages may be plain http.
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A header-safe value: printable ASCII is kept, anything else is percent-encoded. */
export function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/**
 * Returns a function giving the headers of the next request. The device uuid is read from the
 * `uuid` cookie, or generated once and stored there for a year.
 */
export function createHeaderSource(options: HeaderSourceOptions): () => Promise<Record<string, string>> {
  const generate = options.uuid ?? randomUuid;
  let deviceUuid: string | undefined;
  let writtenUuid: string | undefined;

  function uuid(cookie: (name: string) => string | undefined): string {
    const stored = cookie(COOKIE_NAMES.uuid);
    if (stored) {
      deviceUuid = stored;
      return stored;
    }
    deviceUuid ??= generate();
    // Requests made together share one cookie read: the uuid is written once, not by each.
    if (writtenUuid !== deviceUuid) {
      options.cookies?.set(COOKIE_NAMES.uuid, deviceUuid, { maxAge: DEFAULT_COOKIE_MAX_AGE, path: '/' });
      writtenUuid = deviceUuid;
    }
    return deviceUuid;
  }

  return async () => {
    const headers: Record<string, string> = { [API_HEADERS.clientType]: options.clientType };
    // The cookies are read once per request (a jar with `readAll` does not block the page);
    // without getToken, the token is the jar's token cookie.
    const jar = options.cookies;
    const all = await jar?.readAll?.();
    const cookie = (name: string) => (all ? all[name] : jar?.get(name));
    const token = options.getToken ? await options.getToken() : cookie(COOKIE_NAMES.token);
    if (token) headers.Authorization = `Bearer ${headerValue(token)}`;
    const fromCookies: [string, string][] = [
      [API_HEADERS.location, COOKIE_NAMES.location],
      [API_HEADERS.region, COOKIE_NAMES.region],
      [API_HEADERS.oneId, COOKIE_NAMES.oneId],
      [API_HEADERS.adId, COOKIE_NAMES.adId],
    ];
    for (const [header, name] of fromCookies) {
      const value = cookie(name);
      if (value) headers[header] = headerValue(value);
    }
    headers[API_HEADERS.uuid] = headerValue(uuid(cookie));
    if (options.partner) {
      headers[API_HEADERS.partner] = headerValue(options.partner);
      // The page's path, never its query or fragment (they may carry personal data): a partner's
      // page is not told by the Referer, which browsers cut to the origin for another origin.
      // Kept with a lead only when the partner allows it. A URL path is printable ASCII already.
      const path = globalThis.location?.pathname;
      if (path) headers[API_HEADERS.page] = path;
    }
    return headers;
  };
}
