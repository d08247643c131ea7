/**
 * Authentication: the token comes from `Authorization: Bearer …` (partners, apps) or from the
 * HttpOnly `token` cookie (host site). `auth({ required })` answers 401 without a valid token;
 * `forbidDesign` answers 403 with the spec's '設計公司暫未開通此功能' for role design.
 */
import { messages } from '@renovo/core/messages';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, CurrentUser } from '../../lib/app-env.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { resolveAccessToken, TOKEN_COOKIE } from '../../services/session/index.ts';

/** The token the request carries, or null. */
export function requestToken(c: Context): string | null {
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
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

/** The member, or a thrown 401. */
export async function requireUser(c: Context<AppEnv>): Promise<CurrentUser> {
  const user = await loadUser(c);
  if (!user) fail(401, SERVER_MESSAGES.unauthorized);
  return user;
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
    if ((options.required || options.forbidDesign) && !user) fail(401, SERVER_MESSAGES.unauthorized);
    if (options.forbidDesign && user?.role === 'design') fail(403, messages.favourites.designBlocked);
    await next();
  });
}
