/**
 * CORS. The `Origin` is echoed only when the site (its own origins) or a partner allows it —
 * never `*` — and every answer carries `Vary: Origin`. Credentials (`Access-Control-Allow-
 * Credentials`) only for the site's own origins: a partner's page may call the API for its
 * widgets (they send a bearer token, no cookie) but never reads an answer made with the
 * member's cookie.
 *
 * The partner of a browser request is the one named by `X-Renovo-Partner` when it allows the
 * origin, else the one whose origins match; it is put on the context so leads record it. A
 * request without `Origin` names no partner here, whatever its header says: only a signed
 * server-to-server request does (middleware/partner-signature). Nor does a page of the site
 * itself (its own origins, or the request's own origin): its leads are the site's own ("our
 * site"), in every mode, even where a partner's origins would match it — the development
 * partner's `http://localhost:*` matches the site served on localhost
 * (docs/spec/leads-and-security.md#lead-attribution).
 *
 * The embed builder's preview origin (lib/preview-origin.ts) is allowed like a partner's origin
 * (no credentials); its partner is the one it names, whatever that partner's own origins, and the
 * request is marked `preview` so that it may only read (middleware/preview-guard).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Partner, PartnerDirectory } from '../../services/partners/index.ts';
import { originMatches } from '../../services/partners/index.ts';

/** Options of `partnerCors`. */
export interface PartnerCorsOptions {
  directory: PartnerDirectory;
  /** The site's own origins besides the request's: allowed, with credentials. */
  ownOrigins?: string[];
  /** Request headers a browser may send. */
  allowHeaders: string[];
  /** Response headers a browser may read. */
  exposeHeaders?: string[];
  allowMethods?: string[];
  maxAgeSeconds?: number;
  partnerHeader: string;
  /** Paths no CORS applies to: no header is ever sent for them (the staff console's API). */
  exclude?: (path: string) => boolean;
  /** The embed builder's preview origin for a request's own origin, or null (lib/preview-origin.ts). */
  previewOrigin?: (requestOrigin: string) => string | null;
}

const MAX_HEADER = 256;

/** The CORS middleware. */
export function partnerCors(options: PartnerCorsOptions) {
  const allowHeaders = options.allowHeaders.join(', ');
  const exposeHeaders = (options.exposeHeaders ?? []).join(', ');
  const allowMethods = (options.allowMethods ?? ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']).join(', ');
  const own = options.ownOrigins ?? [];

  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('partnerKey', null);
    c.set('preview', false);
    if (options.exclude?.(c.req.path)) {
      await next();
      return;
    }
    const origin = c.req.header('origin');
    const named = c.req.header(options.partnerHeader);
    let partner: Partner | null = null;
    let credentialed = false;
    const preview = origin !== undefined && origin === options.previewOrigin?.(new URL(c.req.url).origin);
    if (preview) {
      if (named && named.length <= MAX_HEADER) partner = await options.directory.byKey(named);
    } else if (origin && origin.length <= MAX_HEADER) {
      credentialed = own.some((o) => originMatches(o, origin));
      const ownPage = credentialed || origin === new URL(c.req.url).origin;
      if (!ownPage && named && named.length <= MAX_HEADER) {
        const candidate = await options.directory.byKey(named);
        if (candidate?.allowedOrigins.some((o) => originMatches(o, origin))) partner = candidate;
      }
      if (!ownPage) partner ??= await options.directory.forOrigin(origin);
    }
    c.set('partnerKey', partner?.key ?? null);
    c.set('partnerKeepsPagePath', partner?.keepPagePath ?? false);
    c.set('preview', preview);
    const allowed = credentialed || partner !== null || preview;

    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (preflight) {
      const headers = new Headers({ Vary: 'Origin, Access-Control-Request-Headers' });
      if (allowed && origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        if (credentialed) headers.set('Access-Control-Allow-Credentials', 'true');
        headers.set('Access-Control-Allow-Methods', allowMethods);
        headers.set('Access-Control-Allow-Headers', allowHeaders);
        headers.set('Access-Control-Max-Age', String(options.maxAgeSeconds ?? 600));
      }
      return new Response(null, { status: 204, headers });
    }

    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed && origin) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      if (credentialed) c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      if (exposeHeaders) c.res.headers.set('Access-Control-Expose-Headers', exposeHeaders);
    }
  });
}
