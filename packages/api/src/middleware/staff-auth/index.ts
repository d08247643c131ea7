/**
 * Staff authentication for the console API (docs/spec/console.md#staff-accounts,
 * docs/spec/console.md#console-app): `requireStaff(...roles)` answers
 *
 * - 401 without a staff session cookie;
 * - 403 for a mutation (any method but GET, HEAD, OPTIONS) whose `Origin` is missing or not the
 *   site's own (the request's host, or one of PUBLIC_ORIGINS): the cookie is SameSite=Strict, and
 *   this holds even where a browser does not honour that;
 * - 401 without a valid staff session cookie (`renovo_staff`, Path=/console). Nothing else
 *   authenticates here: a member's bearer token or `token` cookie is not read;
 * - 403 when the staff member's role is not one of `roles` (no roles: any signed-in staff);
 * - 403 when the role must use TOTP (`totpRequired`) and the account has none yet: such a
 *   session may only set TOTP up, see who it is and sign out (`requireStaffEnrolling`).
 *
 * It puts the staff member on the context (`c.get('staff')`) and marks the answer `no-store`.
 *
 * @example
 * route(app, listPartnersContract, handler, { use: [requireStaff('admin', 'marketing')] });
 */
import { consoleApiMessages, serverMessages } from '@renovo/core/messages';
import { type StaffRole, totpRequired } from '@renovo/core/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../lib/app-env.ts';
import { fail } from '../../lib/errors.ts';
import { type CurrentStaff, resolveStaffSession, STAFF_COOKIE } from '../../services/staff/sessions.ts';

export type { CurrentStaff } from '../../services/staff/sessions.ts';
export { STAFF_COOKIE } from '../../services/staff/sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when the request's `Origin` is the site's own: the host the request was made to (behind a
 * trusted proxy, the forwarded host) or one of PUBLIC_ORIGINS. A missing `Origin` is not: every
 * browser sends one with a mutation, and the console is only used from a browser.
 */
function consoleOriginAllowed(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (!origin) return false;
  const env = c.get('deps').env;
  if (env.PUBLIC_ORIGINS.includes(origin)) return true;
  try {
    const from = new URL(origin);
    if (!/^https?:$/.test(from.protocol)) return false;
    const forwarded = env.TRUST_PROXY ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    return from.host === new URL(c.req.url).host || (forwarded !== undefined && from.host === forwarded);
  } catch {
    return false;
  }
}

/** Loads (once per request) the staff member of the session cookie, or null. */
async function loadStaff(c: Context<AppEnv>): Promise<CurrentStaff | null> {
  const cached = c.get('staff');
  if (cached !== undefined) return cached;
  const token = getCookie(c, STAFF_COOKIE);
  const { db, clock } = c.get('deps');
  const staff = token ? await resolveStaffSession(db, token, clock()) : null;
  c.set('staff', staff);
  return staff;
}

/** Refuses a console mutation from another origin (403). */
export function requireConsoleOrigin(c: Context<AppEnv>): void {
  if (!SAFE_METHODS.has(c.req.method) && !consoleOriginAllowed(c)) fail(403, serverMessages.foreignOrigin);
}

/** True when the staff member's role must use TOTP and the account has not set it up yet. */
export function mustEnrolTotp(staff: Pick<CurrentStaff, 'role' | 'totpEnabled'>): boolean {
  return totpRequired(staff.role) && !staff.totpEnabled;
}

function staffGate(roles: StaffRole[], enrolling: boolean): MiddlewareHandler<AppEnv> {
  return createMiddleware<AppEnv>(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    // No session cookie at all: 401 whatever the origin (an unauthenticated call is a 401).
    if (!getCookie(c, STAFF_COOKIE)) fail(401, consoleApiMessages.notSignedIn);
    requireConsoleOrigin(c);
    const staff = await loadStaff(c);
    if (!staff) fail(401, consoleApiMessages.notSignedIn);
    if (!enrolling && mustEnrolTotp(staff)) fail(403, consoleApiMessages.totpEnrolmentRequired);
    if (roles.length > 0 && !roles.includes(staff.role)) fail(403, consoleApiMessages.forbidden);
    await next();
  });
}

/** The staff middleware: own origin for mutations, a valid session, one of `roles` (if given). */
export function requireStaff(...roles: StaffRole[]): MiddlewareHandler<AppEnv> {
  return staffGate(roles, false);
}

/**
 * `requireStaff()` that also lets in a session whose role must use TOTP but has none yet: only
 * for setting TOTP up, "who am I" and signing out.
 */
export function requireStaffEnrolling(): MiddlewareHandler<AppEnv> {
  return staffGate([], true);
}

/** The signed-in staff member (after `requireStaff`), else a thrown 401. */
export function currentStaff(c: Context<AppEnv>): CurrentStaff {
  return c.get('staff') ?? fail(401, consoleApiMessages.notSignedIn);
}
