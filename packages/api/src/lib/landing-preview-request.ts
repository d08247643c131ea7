/**
 * The console's landing-page preview (LANDING_PREVIEW_PATH, docs/spec/console.md#landing-pages)
 * shows the real quote widgets, so staff see the page as visitors will. What it sends is staff at
 * work, not a visitor: the lead routes refuse it and the analytics collection keeps none of it.
 * Its requests are known by their `Referer`: the preview's Referrer-Policy is same-origin, so
 * every request it makes to the API (fetch or sendBeacon) names it.
 */
import { LANDING_PREVIEW_PATH } from '@renovo/core/contracts';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/** True when the request was sent by the console's landing preview. */
export function fromLandingPreview(c: Context<AppEnv>): boolean {
  const referer = c.req.header('referer');
  if (!referer) return false;
  try {
    return new URL(referer).pathname === LANDING_PREVIEW_PATH;
  } catch {
    return false;
  }
}
