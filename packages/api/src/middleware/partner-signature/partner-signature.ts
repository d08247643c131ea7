/**
 * Server-to-server attribution: a request without `Origin` that names a partner
 * (`X-Renovo-Partner`) and signs its raw body with that partner's server secret
 * (`X-Renovo-Signature`, services/partners/server-secret.ts) is credited to the partner. A
 * signature that does not hold — unknown key, no secret made, a rotated secret, a changed body,
 * a time out of tolerance — is refused (401, saying why), so an integration learns at once
 * instead of losing its attribution quietly. Without a signature the header is ignored: the
 * request is served, unattributed. Runs after the body limit, so the body it reads is bounded.
 */
import { messages } from '@renovo/core/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail, fmt, SERVER_MESSAGES } from '../../lib/errors.ts';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  serverSecretOf,
  signatureHolds,
} from '../../services/partners/server-secret.ts';

const MAX_KEY = 256;

/** The raw body, read from a clone (the route reads the body itself, through its own limits). */
async function bodyOf(request: Request): Promise<Uint8Array> {
  try {
    return new Uint8Array(await request.clone().arrayBuffer());
  } catch {
    fail(400, SERVER_MESSAGES.badJson);
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
    if (
      !partner ||
      !salt ||
      !signatureHolds({
        header,
        body: await bodyOf(c.req.raw),
        secret: serverSecretOf(env.APP_SECRET, salt),
        nowMs: clock().getTime(),
      })
    ) {
      fail(401, fmt(messages.input.partnerSignatureInvalid, { minutes: SIGNATURE_TOLERANCE_SECONDS / 60 }));
    }
    c.set('partnerKey', partner.key);
    await next();
  });
}
