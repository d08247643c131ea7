/**
 * Server-to-server attribution: a request without `Origin` that names a partner
 * (`X-Renovo-Partner`) and signs its raw body with that partner's server secret
 * (`X-Renovo-Signature`, services/partners/server-secret.ts) is credited to the partner. A
 * signature that does not hold — unknown key, no secret made, a rotated secret, a changed body,
 * a time out of tolerance — credits nobody: the request is served unattributed (a lead is never
 * lost to a partner's clock or a rotation), and the answer says so in
 * `X-Renovo-Signature-Status: invalid` and a warning is logged (the partner key, never the body),
 * so an integration notices. Without a signature the header is ignored. Runs after the body
 * limit, so the body it reads is bounded.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { SIGNATURE_HEADER, serverSecretOf, signatureHolds } from '../../services/partners/server-secret.ts';

const MAX_KEY = 256;
/** The answer header that tells a signing server its signature did not hold. */
export const SIGNATURE_STATUS_HEADER = 'X-Renovo-Signature-Status';

/** The raw body, read from a clone (the route reads the body itself, through its own limits); null when unreadable. */
async function bodyOf(request: Request): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    return null;
  }
}

/** The signature middleware; `exclude` as for CORS (the staff console's API). */
export function partnerSignature(options: { partnerHeader: string; exclude?: (path: string) => boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header(SIGNATURE_HEADER);
    if (header === undefined || c.req.header('origin') !== undefined || options.exclude?.(c.req.path)) {
      await next();
      return;
    }
    const { partners, env, clock } = c.get('deps');
    const named = c.req.header(options.partnerHeader) ?? '';
    const partner = named && named.length <= MAX_KEY ? await partners.byKey(named) : null;
    const salt = partner?.serverSecretSalt;
    const body = partner && salt ? await bodyOf(c.req.raw) : null;
    const holds =
      body !== null &&
      salt != null &&
      signatureHolds({
        header,
        body,
        secret: serverSecretOf(env.APP_SECRET, salt),
        nowMs: clock().getTime(),
      });
    if (holds && partner) {
      c.set('partnerKey', partner.key);
      c.set('partnerKeepsPagePath', partner.keepPagePath);
    } else
      c.get('log').warn(
        { partner: named.slice(0, 64), known: partner !== null },
        'partner signature does not hold',
      );
    await next();
    if (!holds) c.res.headers.set(SIGNATURE_STATUS_HEADER, 'invalid');
  });
}
