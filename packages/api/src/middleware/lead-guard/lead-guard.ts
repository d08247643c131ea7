/**
 * The request checks of the lead routes (docs/spec/leads-and-security.md#lead-spam-and-forgery), before
 * anything is parsed or an
 * Idempotency-Key is taken:
 *
 * - **Origin** (403) and **JSON only** (415), as every request a browser page may send only from
 *   the site or a partner's page (`../browser-request`).
 * - **Not from the landing preview.** The console's landing-page preview (LANDING_PREVIEW_PATH)
 *   shows the real quote widgets, so staff see the page as visitors will; what it sends is not a
 *   visitor's lead and is refused (403, saying to test on the public page), known by its
 *   `Referer` (lib/landing-preview-request.ts).
 */
import { consoleLandingMessages } from '@renovo/core/messages';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';
import { fromLandingPreview } from '../../lib/landing-preview-request.ts';
import { checkJsonBody, checkOrigin } from '../browser-request/index.ts';

/** The lead routes' checks: JSON only (415), an allowed Origin (403), not from the landing preview (403). */
export function leadRequest() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await checkOrigin(c);
    if (fromLandingPreview(c)) fail(403, consoleLandingMessages.previewNoLead);
    checkJsonBody(c);
    await next();
  });
}
