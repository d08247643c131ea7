/**
 * The embed builder's preview may only read (docs/spec/console.md#embed-builder): a request from
 * the preview origin (marked by the CORS middleware, lib/preview-origin.ts) that would change
 * anything — file a lead, send an SMS code, sign in, save a favourite — is refused with a 403 the
 * widget shows (`這是嵌入產生器的預覽，不會送出資料…`), so trying the form in the preview never
 * fills the inbox or texts anyone. Its analytics beacons (`POST /api/events`) are answered 204 and
 * dropped: a preview is not a partner page's traffic, and a refused beacon would only be noise.
 */
import { postEventsRoute } from '@renovo/core/contracts';
import { consoleEmbedMessages } from '@renovo/core/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The middleware; register it after the CORS middleware, which marks preview requests. */
export function previewGuard() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('preview') || READS.has(c.req.method)) return next();
    if (c.req.method === postEventsRoute.method && c.req.path === postEventsRoute.path) {
      return c.body(null, 204);
    }
    fail(403, consoleEmbedMessages.previewReadOnly);
  });
}
