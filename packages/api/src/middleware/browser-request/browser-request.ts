/**
 * The checks of a request that a browser page may only send from the site or a partner's page,
 * made before its body is read (docs/spec/leads-and-security.md#lead-spam-and-forgery):
 *
 * - **Origin.** A browser request names its page's origin; it must be the site's own origin (the
 *   request's), one of PUBLIC_ORIGIN, or one a partner allows — else 403. A request without
 *   `Origin` is not from a browser page on another origin (browsers send it on every cross-origin
 *   POST, and a JSON POST cannot be made without CORS), so it is allowed: a script that forges
 *   headers can forge `Origin` too, and the address and number limits are what stop it.
 * - **JSON only.** The body must be `application/json` (a charset parameter is fine); anything
 *   else is 415. A `text/plain` or form POST — what a foreign page can send without CORS — is
 *   never parsed.
 *
 * The lead routes (`../lead-guard`), the sign-in routes and the privacy routes (`browserRequest`)
 * make them.
 */
import { messages } from '@renovo/core/messages';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';
import { originMatches } from '../../services/partners/index.ts';

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const MAX_ORIGIN = 256;

/** True when the `Origin` may send the request (`POST /api/events` asks it too). */
export async function originAllowed(c: Context<AppEnv>, origin: string): Promise<boolean> {
  if (origin.length > MAX_ORIGIN || origin === 'null') return false;
  if (origin === new URL(c.req.url).origin) return true;
  const { env, partners } = c.get('deps');
  if (env.PUBLIC_ORIGINS.some((o) => originMatches(o, origin))) return true;
  return (await partners.forOrigin(origin)) !== null;
}

/** 403 unless the request's `Origin`, when it has one, is the site's, a PUBLIC_ORIGIN or a partner's. */
export async function checkOrigin(c: Context<AppEnv>): Promise<void> {
  const origin = c.req.header('origin');
  if (origin !== undefined && !(await originAllowed(c, origin))) fail(403, messages.input.originForbidden);
}

/** 415 unless the body is `application/json`. */
export function checkJsonBody(c: Context<AppEnv>): void {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) fail(415, messages.input.jsonOnly);
}

/**
 * The checks of the routes a foreign page must not drive through its visitors' browsers (an
 * allowed Origin, JSON only): the sign-in routes — a foreign form could sign a visitor in to
 * another member's account (login forgery) or ask codes from the visitor's address — and the
 * privacy routes, whose tries and limits count per address network: a foreign page could spend
 * its visitors' networks' tries of a number and refuse the owner's code.
 */
export function browserRequest() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await checkOrigin(c);
    checkJsonBody(c);
    await next();
  });
}
