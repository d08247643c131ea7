/**
 * The security headers of the site's responses (issue 14, web security).
 *
 * Every HTML page gets a Content-Security-Policy whose scripts run only by a per-request nonce
 * (React Router's `<Scripts>`, `<ScrollRestoration>` and `ServerRouter`, and React's own streaming
 * scripts, all take it; `entry.server.tsx`) or from this origin's files, never `unsafe-eval`;
 * `frame-ancestors 'none'` (and `X-Frame-Options: DENY` for old browsers) except on the pages
 * meant to be framed, which name their ancestors (the site and the partners' origins). Every
 * response of the site gets `X-Content-Type-Options: nosniff` and
 * `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS in production.
 *
 * Styles: `style-src 'self' 'unsafe-inline'`. The server-rendered pages carry a few `style`
 * attributes (custom properties computed from core constants, the image viewer's transform, the
 * rating bars), and the widgets' `<style>` fallback (browsers without constructable stylesheets,
 * e.g. Safari before 16.4) cannot carry a nonce; constructable stylesheets adopted into shadow
 * roots are not subject to `style-src`. Inline styles cannot run script; scripts stay nonce-only.
 *
 * @example
 * const nonce = createNonce();
 * for (const [name, value] of Object.entries(pageSecurityHeaders({ nonce, frameAncestors: [] })))
 *   headers.set(name, value);
 */
import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Paths of the pages other sites may frame (their ancestors are named, never `*`). */
export const FRAMEABLE_PATHS: ReadonlySet<string> = new Set(['/shorts/embed']);

/** A CSP host source a partner origin may be written as: `scheme://host[:port|:*]`, nothing else. */
const SOURCE = /^https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?$/;

/** The origins given that are safe to write into a CSP source list (the rest are dropped). */
export function cspSources(origins: readonly string[]): string[] {
  return [...new Set(origins.filter((origin) => SOURCE.test(origin)))];
}

/** What {@link pageSecurityHeaders} needs. */
export interface PageSecurityOptions {
  /** This response's nonce. */
  nonce: string;
  /** `null` for a page no one may frame; otherwise the origins besides the site that may. */
  frameAncestors: readonly string[] | null;
}

/** The Content-Security-Policy of an HTML page. */
export function contentSecurityPolicy({ nonce, frameAncestors }: PageSecurityOptions): string {
  const ancestors = frameAncestors === null ? "'none'" : ["'self'", ...cspSources(frameAncestors)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The headers of an HTML page (the CSP with its framing rule). */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    ...(options.frameAncestors === null ? { 'X-Frame-Options': 'DENY' } : {}),
  };
}

/** The headers of every response of the site (pages, data and files). */
export function commonSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(options.hsts ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
