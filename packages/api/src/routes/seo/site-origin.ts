/**
 * The site's public origin for absolute URLs (canonical links, og:url, og:image, sitemaps):
 * `SITE_ORIGIN` when configured, else the request's origin — with X-Forwarded-Proto/Host only
 * when the server trusts its proxy (`TRUST_PROXY`, the setting that also decides client
 * addresses), so behind a TLS proxy the URLs are https and a direct caller cannot forge them.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { requestOrigin } from '../content/shared/public-url.ts';

/** The public origin of this request's site. */
export function siteOrigin(c: Context<AppEnv>): string {
  return c.get('deps').env.SITE_ORIGIN ?? requestOrigin(c);
}
