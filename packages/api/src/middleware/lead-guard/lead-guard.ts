/**
 * The request checks of the lead routes (docs/spec/leads-and-security.md#lead-spam-and-forgery), before
 * anything is parsed or an
 * Idempotency-Key is taken:
 *
 * - **JSON only.** The body must be `application/json` (a charset parameter is fine); anything
 *   else is 415. A `text/plain` no-cors POST from a foreign page is never parsed.
 * - **Origin.** A browser request names its page's origin; it must be the site's own origin (the
 *   request's), one of PUBLIC_ORIGIN, or one a partner allows — else 403. A request without
 *   `Origin` is not from a browser page on another origin (browsers send it on every cross-origin
 *   POST, and a JSON POST cannot be made without CORS), so it is allowed: a script that forges
 *   headers can forge `Origin` too, and the address and number limits are what stop it.
 * - **Not from the landing preview.** The console's landing-page preview (LANDING_PREVIEW_PATH)
 *   shows the real quote widgets, so staff see the page as visitors will; what it sends is not a
 *   visitor's lead and is refused (403, saying to test on the public page), known by its
 *   `Referer` (lib/landing-preview-request.ts).
 */
import { consoleLandingMessages, messages } from '@renovo/core/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';
import { fromLandingPreview } from '../../lib/landing-preview-request.ts';
import { originMatches } from '../../services/partners/index.ts';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MAX_ORIGIN = 256;

/** True when the `Origin` may file a lead. */
async function originAllowed(c: Context<AppEnv>, origin: string): Promise<boolean> {
  if (origin.length > MAX_ORIGIN || origin === 'null') return false;
  if (origin === new URL(c.req.url).origin) return true;
  const { env, partners } = c.get('deps');
  if (env.PUBLIC_ORIGINS.some((o) => originMatches(o, origin))) return true;
  return (await partners.forOrigin(origin)) !== null;
}

/** The lead routes' checks: JSON only (415), an allowed Origin (403), not from the landing preview (403). */
export function leadRequest() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !(await originAllowed(c, origin))) fail(403, messages.input.originForbidden);
    if (fromLandingPreview(c)) fail(403, consoleLandingMessages.previewNoLead);
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) fail(415, messages.input.jsonOnly);
    await next();
  });
}
