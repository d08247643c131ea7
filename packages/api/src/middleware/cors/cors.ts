/**
 * CORS for partners. The `Origin` is echoed only when a partner (or PUBLIC_ORIGIN) allows it —
 * never `*` — with credentials, and every answer carries `Vary: Origin`. The partner of the
 * request is the one named by `X-Renovo-Partner` (when it allows the origin) or else the one
 * whose origins match; it is put on the context so leads record it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import type { Partner, PartnerDirectory } from '../../services/partners/index.ts';
import { originMatches } from '../../services/partners/index.ts';

/** Options of `partnerCors`. */
export interface PartnerCorsOptions {
  directory: PartnerDirectory;
  /** Origins allowed besides the partners' (the host site). */
  extraOrigins?: string[];
  /** Request headers a browser may send. */
  allowHeaders: string[];
  /** Response headers a browser may read. */
  exposeHeaders?: string[];
  allowMethods?: string[];
  maxAgeSeconds?: number;
  partnerHeader: string;
  /** Paths no CORS applies to: no header is ever sent for them (the staff console's API). */
  exclude?: (path: string) => boolean;
}

const MAX_HEADER = 256;

/** The CORS middleware. */
export function partnerCors(options: PartnerCorsOptions) {
  const allowHeaders = options.allowHeaders.join(', ');
  const exposeHeaders = (options.exposeHeaders ?? []).join(', ');
  const allowMethods = (options.allowMethods ?? ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']).join(', ');
  const extra = options.extraOrigins ?? [];

  return createMiddleware<AppEnv>(async (c, next) => {
    if (options.exclude?.(c.req.path)) {
      c.set('partnerKey', null);
      await next();
      return;
    }
    const origin = c.req.header('origin');
    const named = c.req.header(options.partnerHeader);
    let partner: Partner | null = null;
    let allowed = false;
    if (origin && origin.length <= MAX_HEADER) {
      allowed = extra.some((o) => originMatches(o, origin));
      if (named && named.length <= MAX_HEADER) {
        const candidate = await options.directory.byKey(named);
        if (candidate?.allowedOrigins.some((o) => originMatches(o, origin))) partner = candidate;
      }
      partner ??= await options.directory.forOrigin(origin);
      if (partner) allowed = true;
    } else if (!origin && named && named.length <= MAX_HEADER) {
      // Server-to-server or same-origin calls may name their partner; no CORS applies.
      partner = await options.directory.byKey(named);
    }
    c.set('partnerKey', partner?.key ?? null);

    const preflight =
      c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
    if (preflight) {
      const headers = new Headers({ Vary: 'Origin, Access-Control-Request-Headers' });
      if (allowed && origin) {
        headers.set('Access-Control-Allow-Origin', origin);
        headers.set('Access-Control-Allow-Credentials', 'true');
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
      c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      if (exposeHeaders) c.res.headers.set('Access-Control-Expose-Headers', exposeHeaders);
    }
  });
}
