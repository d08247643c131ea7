/** Puts the app's dependencies and the caller's address on every request. */
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../../lib/app-deps.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { addressKey, resolveClientIp } from '../../lib/client-ip.ts';

/**
 * Sets `deps`, `clientIp`, `addressKey` (the network every limit counts the caller under), and
 * clears `partnerKey` (and `partnerKeepsPagePath`) and `user`.
 */
export function context(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('deps', deps);
    const clientIp = resolveClientIp(c, deps.env.TRUST_PROXY);
    c.set('clientIp', clientIp);
    c.set('addressKey', addressKey(clientIp));
    c.set('partnerKey', null);
    c.set('partnerKeepsPagePath', false);
    c.set('user', undefined);
    await next();
  });
}
