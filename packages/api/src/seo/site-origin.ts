/**
 * The site's public origin for absolute URLs (canonical links, og:url, og:image, JSON-LD,
 * robots.txt, sitemaps): `SITE_ORIGIN`, which production requires. Outside production without
 * it, the address and port the connection arrived on — never the request's `Host` or
 * `X-Forwarded-Host`, which any caller can write.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../lib/app-env.ts';

interface NodeBindings {
  incoming?: { socket?: { localAddress?: string; localPort?: number } };
}

/** `http://<address the connection arrived on>:<port>` (127.0.0.1 and PORT without a socket). */
function connectionOrigin(c: Context<AppEnv>): string {
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket;
  const address = socket?.localAddress?.replace(/^::ffff:/, '') || '127.0.0.1';
  const port = socket?.localPort ?? c.get('deps').env.PORT;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/** The public origin of this request's site. */
export function siteOrigin(c: Context<AppEnv>): string {
  return c.get('deps').env.SITE_ORIGIN ?? connectionOrigin(c);
}
