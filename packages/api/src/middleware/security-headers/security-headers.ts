/**
 * The security headers of every response the server sends (API JSON and errors, the site's
 * pages and files, the console, the embed files, media), declared here and set by this one
 * middleware:
 *
 * - every response: `X-Content-Type-Options: nosniff`, a `Referrer-Policy`, a
 *   `Permissions-Policy` that turns off the powerful features no page uses, and in production
 *   `Strict-Transport-Security` (a year, subdomains);
 * - every HTML response: its surface's Content-Security-Policy and `X-Frame-Options`:
 *   - the staff console (`/console…`): scripts from this origin only, framed by no one, framing
 *     this origin and the embed builder's preview origin; its preview page (`/console/preview`)
 *     framed by the console only: at the preview origin, the loader, its chunks, the API and
 *     the banner images from the console's origin; at the console's own origin, from itself;
 *   - the landing-page preview (`/console/landing-preview`, a page of the site shown to staff in
 *     the console's landing editor): the site's CSP (nonce), but framed by the console's own
 *     origin only (`frame-ancestors 'self'`, `X-Frame-Options: SAMEORIGIN`) and showing the
 *     draft's hero image from any http(s) URL, since the draft changes as staff type;
 *   - the site (every other page, the landing pages `/land/…` and the framed player
 *     `/shorts/embed` included): scripts only by this response's nonce or from this origin
 *     (React Router's scripts take the nonce), framed by no one except the frameable pages,
 *     whose ancestors are the site, `PUBLIC_ORIGIN` and the partners' allowed origins; images
 *     from this origin plus exactly the image URLs the page declared (a landing page's hero
 *     image, written by staff in the console);
 * - an SVG opened on its own runs nothing and loads nothing.
 *
 * The site's handler learns the nonce from, and reports the frameable flag and its image URLs
 * to, the {@link PageFacts} this middleware keeps in `c.var.page`.
 *
 * Styles stay `'unsafe-inline'`: the server-rendered pages carry a few `style` attributes and the
 * widgets' `<style>` fallback cannot carry a nonce; inline styles cannot run script.
 *
 * @example app.use(securityHeaders({ production: env.production, frameAncestors }));
 */
import { randomBytes } from 'node:crypto';
import { LANDING_PREVIEW_PATH } from '@renovo/core/contracts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, PageFacts } from '../../lib/app-env.ts';

/** The features no page of ours uses, turned off for every document and frame. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

/** Directives every HTML surface shares. */
const BASE = ["object-src 'none'", "base-uri 'none'", "form-action 'self'"];

/**
 * The console's page: it frames its preview (this origin, or the preview origin when there is
 * one), images may be any https URL.
 */
function consoleCsp(previewOrigin: string | null): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "connect-src 'self'",
    ["frame-src 'self'", ...originSources(previewOrigin ? [previewOrigin] : [])].join(' '),
    ...BASE,
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The console's preview page: the loader, its chunks, the API and its images from the console's
 * origin (`'self'` when the page is served there), framed by the console only.
 */
function previewCsp(consoleOrigin: string | null): string {
  const source = consoleOrigin && ORIGIN_SOURCE.test(consoleOrigin) ? consoleOrigin : "'self'";
  return [
    `default-src ${source}`,
    `script-src ${source}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${source} data: https:`,
    `connect-src ${source}`,
    ...BASE,
    `frame-ancestors ${source}`,
  ].join('; ');
}

/** An SVG (drawn media, banners) opened on its own. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** A CSP host source a partner origin may be written as: `scheme://host[:port|:*]`, nothing else. */
const ORIGIN_SOURCE = /^https?:\/\/(?:\*\.)?[A-Za-z0-9.-]+(?::(?:\d{1,5}|\*))?$/;

/** The origins given that are safe to write into a CSP source list (the rest are dropped). */
function originSources(origins: readonly string[]): string[] {
  return [...new Set(origins.filter((origin) => ORIGIN_SOURCE.test(origin)))];
}

/**
 * An image URL as a CSP source matching that one file (`https://host/path`; the query is not part
 * of a source), or null when it is not an http(s) URL.
 */
function imageSource(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  const path = parsed.pathname.replace(
    /[;,'"\s]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${parsed.origin}${path}`;
}

/** The site's page CSP for one response (the landing preview's: any http(s) image, framed by this origin). */
function siteCsp(
  page: PageFacts,
  frameAncestors: readonly string[],
  mediaOrigin: string | undefined,
  landingPreview = false,
): string {
  const images = [
    ...new Set([
      ...originSources(mediaOrigin ? [mediaOrigin] : []),
      ...page.imageSources.map(imageSource).filter((s) => s !== null),
      ...(landingPreview ? ['https:', 'http:'] : []),
    ]),
  ];
  const ancestors = landingPreview
    ? "'self'"
    : page.frameable
      ? ["'self'", ...originSources(frameAncestors)].join(' ')
      : "'none'";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${page.nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...images].join(' '),
    // Videos uploaded to the media library are served from the CDN's origin when one is set.
    ["media-src 'self' blob:", ...originSources(mediaOrigin ? [mediaOrigin] : [])].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    ...BASE,
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

/** The HTML surface a path belongs to. */
function surfaceOf(path: string): 'preview' | 'landing-preview' | 'console' | 'site' {
  if (path === '/console/preview') return 'preview';
  if (path === LANDING_PREVIEW_PATH || path === `${LANDING_PREVIEW_PATH}.data`) return 'landing-preview';
  if (path === '/console' || path.startsWith('/console/')) return 'console';
  return 'site';
}

/** Options of {@link securityHeaders}. */
interface SecurityHeadersOptions {
  /** Send Strict-Transport-Security (production: the site is served over TLS). */
  production: boolean;
  /** The origins besides the site that may frame the frameable pages (read only for those). */
  frameAncestors: () => Promise<readonly string[]>;
  /** The origin uploaded media is served from when it is not the site's (MEDIA_PUBLIC_ORIGIN). */
  mediaOrigin?: string;
  /** The embed builder's preview origin for the console at a request's origin (lib/preview-origin.ts). */
  previewOrigin?: (requestOrigin: string) => string | null;
  /** For a request at the preview origin, the console origin that frames it (lib/preview-origin.ts). */
  consoleOfPreview?: (requestOrigin: string, host: string | undefined) => string | null;
}

/** The middleware; register it first so every answer, errors included, goes through it. */
export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const page: PageFacts = { nonce: randomBytes(16).toString('base64'), imageSources: [], frameable: false };
    c.set('page', page);
    await next();
    const headers: Record<string, string> = {
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': PERMISSIONS_POLICY,
      ...(options.production ? { 'Strict-Transport-Security': HSTS } : {}),
    };
    const type = c.res.headers.get('content-type') ?? '';
    const surface = surfaceOf(c.req.path);
    headers['Referrer-Policy'] = surface === 'site' ? 'strict-origin-when-cross-origin' : 'same-origin';
    if (type.startsWith('text/html')) {
      const requestOrigin = new URL(c.req.url).origin;
      if (surface === 'preview') {
        const consoleOrigin = options.consoleOfPreview?.(requestOrigin, c.req.header('host')) ?? null;
        headers['Content-Security-Policy'] = previewCsp(consoleOrigin);
        // X-Frame-Options cannot name another origin: the CSP's frame-ancestors does.
        if (!consoleOrigin) headers['X-Frame-Options'] = 'SAMEORIGIN';
      } else if (surface === 'landing-preview') {
        headers['Content-Security-Policy'] = siteCsp(page, [], options.mediaOrigin, true);
        headers['X-Frame-Options'] = 'SAMEORIGIN';
      } else if (surface === 'console') {
        headers['Content-Security-Policy'] = consoleCsp(options.previewOrigin?.(requestOrigin) ?? null);
        headers['X-Frame-Options'] = 'DENY';
      } else {
        const ancestors = page.frameable ? await options.frameAncestors().catch(() => []) : [];
        headers['Content-Security-Policy'] = siteCsp(page, ancestors, options.mediaOrigin);
        if (!page.frameable) headers['X-Frame-Options'] = 'DENY';
      }
    } else if (type.startsWith('image/svg+xml')) {
      headers['Content-Security-Policy'] = SVG_CSP;
    }
    setHeaders(c, headers);
  };
}

/** Sets headers on the answer (on a copy when its headers are immutable, e.g. a fetched Response). */
function setHeaders(c: Parameters<MiddlewareHandler<AppEnv>>[0], headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
    c.res = copy;
  }
}
