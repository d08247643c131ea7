/**
 * The site's own origins: the only pages that get credentialed CORS and a member's full mobile.
 * A partner's page (or anyone's) is another origin, even when a partner allows it.
 */
import type { Context } from 'hono';
import type { Env } from '../env.ts';
import { originMatches } from '../services/partners/index.ts';
import type { AppEnv } from './app-env.ts';

/** The site's own origins besides the request's own: PUBLIC_ORIGIN's and SITE_ORIGIN. */
export function ownOrigins(env: Pick<Env, 'PUBLIC_ORIGINS' | 'SITE_ORIGIN'>): string[] {
  return [...env.PUBLIC_ORIGINS, ...(env.SITE_ORIGIN ? [env.SITE_ORIGIN] : [])];
}

/**
 * True when a browser page of another origin than the site's own made the request (its `Origin`
 * is neither the request's origin nor one of {@link ownOrigins}). A request without `Origin`
 * (the site's own page, a server, an app) is not.
 */
export function fromForeignPage(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  if (origin === new URL(c.req.url).origin) return false;
  return !ownOrigins(c.get('deps').env).some((o) => originMatches(o, origin));
}
