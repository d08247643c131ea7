/**
 * Cookies on the server: read from the request's Cookie header, written as Set-Cookie values
 * that the site handler adds to the page's response. Implements core's CookieJar port.
 */
import { type CookieJar, type CookieOptions, parseCookies } from '@renovo/core';

/** The cookies of a Cookie header, by name (the first of a repeated name wins). */
export function parseCookieHeader(header: string | null): Map<string, string> {
  return new Map(Object.entries(parseCookies(header ?? '')));
}

/** One Set-Cookie value (path / and SameSite=Lax by default, like core's document cookies). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=${options.path ?? '/'}; SameSite=Lax`;
  if (options.expires) cookie += `; Expires=${options.expires.toUTCString()}`;
  else if (options.maxAge !== undefined) cookie += `; Max-Age=${Math.floor(options.maxAge)}`;
  if (options.secure) cookie += '; Secure';
  return cookie;
}

/** A cookie jar over a request: reads its cookies, records what is set into `sink`. */
export function createRequestCookies(request: Request, sink: string[]): CookieJar {
  const values = parseCookieHeader(request.headers.get('cookie'));
  return {
    get: (name) => values.get(name),
    set(name, value, options) {
      values.set(name, value);
      sink.push(serializeCookie(name, value, options));
    },
    remove(name) {
      values.delete(name);
      sink.push(serializeCookie(name, '', { maxAge: 0 }));
    },
  };
}
