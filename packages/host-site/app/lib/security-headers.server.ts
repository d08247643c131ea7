/**
 * The site's framing rule: the pages other sites may frame. The security headers themselves
 * (CSP with the page's nonce, nosniff, Referrer-Policy, Permissions-Policy, HSTS) are set on
 * every response by the server's one middleware (the API's `middleware/security-headers`), which
 * names the frameable pages' ancestors (the site, `PUBLIC_ORIGIN` and the partners' origins).
 */

/** Paths of the pages other sites may frame (their ancestors are named, never `*`). */
export const FRAMEABLE_PATHS: ReadonlySet<string> = new Set(['/shorts/embed']);
