/**
 * Drawn images are stored root-relative (`/media/…`) and answered absolute, so a page on
 * another origin (a partner, the host site's own server) loads them from this server.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { MEDIA_PREFIX } from '../../services/images/urls.ts';

/** Turns a stored URL into the one answered. */
export type UrlMapper = (url: string) => string;

/**
 * The public origin of the media URLs: `SITE_ORIGIN` (always set in production, so there a URL
 * never follows the request's Host); outside production without it, the request's origin
 * (X-Forwarded-Proto/Host only when the server trusts its proxy), so the site's images load under
 * whatever name a developer opened it.
 */
export function requestOrigin(c: Context<AppEnv>): string {
  const configured = c.get('deps').env.SITE_ORIGIN;
  if (configured) return configured;
  const url = new URL(c.req.url);
  if (!c.get('deps').env.TRUST_PROXY) return url.origin;
  const first = (name: string) => c.req.header(name)?.split(',')[0]?.trim();
  const proto = first('x-forwarded-proto');
  const host = first('x-forwarded-host');
  const safeHost = host && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : url.host;
  return `${proto === 'https' || proto === 'http' ? proto : url.protocol.slice(0, -1)}://${safeHost}`;
}

/**
 * The mapper of this request: `/media/…` becomes `{origin}/media/…`, an uploaded file
 * (`/uploads/…`) is on the CDN's origin when MEDIA_PUBLIC_ORIGIN is set, else on this one;
 * anything else is kept.
 */
export function mediaUrls(c: Context<AppEnv>): UrlMapper {
  const origin = requestOrigin(c);
  const uploads = c.get('deps').env.MEDIA_PUBLIC_ORIGIN ?? origin;
  return (url) =>
    url.startsWith(`${MEDIA_PREFIX}/`)
      ? `${origin}${url}`
      : url.startsWith('/uploads/')
        ? `${uploads}${url}`
        : url;
}

/** The same for the image sources inside stored article HTML. */
export function absoluteHtmlMedia(html: string, c: Context<AppEnv>): string {
  const origin = requestOrigin(c);
  return html.replaceAll(`src="${MEDIA_PREFIX}/`, `src="${origin}${MEDIA_PREFIX}/`);
}
