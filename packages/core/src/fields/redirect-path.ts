/**
 * Where a page may send the browser after a step (`/login?redirect=…`, a result page, a back
 * link): only a path of the same site. Anything that a browser could read as another origin is
 * refused: `//host`, `/\host`, schemes (`javascript:`, `https:`), and control characters or
 * whitespace that browsers strip before resolving (`/%09/evil.example` decodes to `/\t/evil.example`,
 * which a browser reads as `//evil.example`). Dot segments are resolved first, so `/..//host` is
 * refused too. The answer is the normalised path (percent-encoded, safe in a `Location` header).
 *
 * @example
 * safeRedirectPath('/works?id=1', '/')            // '/works?id=1'
 * safeRedirectPath('//evil.example/x', '/')      // '/'
 * safeRedirectPath('/\t/evil.example/p', '/')    // '/'
 */

/** A base no real page has, to resolve a path against and check that it stays there. */
const BASE = 'http://same-origin.invalid';

/** C0 controls, space, DEL, the C1 controls and the other characters browsers treat as space. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
const UNSAFE = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

/** A same-site path (with its query and fragment) to go to, or `fallback`. */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || UNSAFE.test(value)) return fallback;
  if (value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = url.pathname + url.search + url.hash;
  // Dot segments can leave `//host` behind (`/..//host`); so can an encoded path in some servers.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  return path;
}
