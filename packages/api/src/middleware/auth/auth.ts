/**
 * Authentication: the token comes from `Authorization: Bearer …` (partners, apps) or from the
 * HttpOnly `token` cookie (host site). `auth({ required })` answers 401 without a valid token;
 * `forbidDesign` answers 403 with the spec's '設計公司暫未開通此功能' for role design.
 *
 * Cross-site request forgery: the cookie authenticates a request that changes state (any method
 * but GET, HEAD, OPTIONS) only when it comes from the site itself — its `Origin` is the request's
 * own host or one of `PUBLIC_ORIGIN`; without `Origin`, `Sec-Fetch-Site` must not say
 * `cross-site` or `same-site` (a sibling host). Otherwise the cookie is ignored (the request is
 * anonymous) and a route that needs a member answers 403. SameSite=Lax alone lets sibling hosts
 * (same site, another origin) and old browsers through. Bearer tokens are not ambient: unaffected.
 * Behind a trusted proxy (`TRUST_PROXY`) the forwarded host counts as the request's host.
 */
import { messages } from '@renovo/core/messages';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, CurrentUser } from '../../lib/app-env.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { resolveAccessToken, TOKEN_COOKIE } from '../../session/session.service.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True when a browser sent this request from the site's own pages: its `Origin` is the host the
 * request was made to (any scheme: TLS ends at the proxy) or one of `extraOrigins`; with no
 * `Origin`, when `Sec-Fetch-Site` (if any) is `same-origin` or `none`.
 */
function fromOwnSite(
  c: Context,
  extraOrigins: readonly string[],
  options: { trustProxy?: boolean } = {},
): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) {
    const site = c.req.header('sec-fetch-site');
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (extraOrigins.includes(origin)) return true;
  try {
    const from = new URL(origin);
    if (!/^https?:$/.test(from.protocol)) return false;
    // Behind a trusted proxy the public host is the one it forwarded (a proxy may rewrite Host).
    const forwarded = options.trustProxy
      ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
      : undefined;
    return from.host === new URL(c.req.url).host || (forwarded !== undefined && from.host === forwarded);
  } catch {
    return false; // `Origin: null` and anything unparsable
  }
}

/** True when the request carries the session cookie but may not use it (a foreign mutation). */
function cookieRefused(c: Context): boolean {
  if (SAFE_METHODS.has(c.req.method) || bearerToken(c) || !getCookie(c, TOKEN_COOKIE)) return false;
  const env = (c as Context<AppEnv>).get('deps')?.env;
  return !fromOwnSite(c, env?.PUBLIC_ORIGINS ?? [], { trustProxy: Boolean(env?.TRUST_PROXY) });
}

function bearerToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The token the request carries, or null (a refused cookie counts as none). */
export function requestToken(c: Context): string | null {
  const bearer = bearerToken(c);
  if (bearer) return bearer;
  if (cookieRefused(c)) return null;
  const cookie = getCookie(c, TOKEN_COOKIE);
  return cookie || null;
}

/** Loads (once per request) the member behind the token. */
export async function loadUser(c: Context<AppEnv>): Promise<CurrentUser | null> {
  const cached = c.get('user');
  if (cached !== undefined) return cached;
  const token = requestToken(c);
  const { db, clock } = c.get('deps');
  const user = token ? await resolveAccessToken(db, token, clock()) : null;
  c.set('user', user);
  return user;
}

/** The member, or a thrown 401 (403 when the session cookie came with a foreign mutation). */
export async function requireUser(c: Context<AppEnv>): Promise<CurrentUser> {
  const user = await loadUser(c);
  if (!user) refuse(c);
  return user;
}

function refuse(c: Context<AppEnv>): never {
  if (cookieRefused(c)) fail(403, SERVER_MESSAGES.foreignOrigin);
  fail(401, SERVER_MESSAGES.unauthorized);
}

/** Options of `auth`. */
export interface AuthOptions {
  required?: boolean;
  forbidDesign?: boolean;
}

/** Loads the member; enforces login and the design-role block when asked. */
export function auth(options: AuthOptions = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await loadUser(c);
    if ((options.required || options.forbidDesign) && !user) refuse(c);
    if (options.forbidDesign && user?.role === 'design') fail(403, messages.favourites.designBlocked);
    await next();
  });
}
