/**
 * Social sign-in routes (ADR 030): the configured providers, starting a sign-in (a JSON
 * answer for apps and scripts, a 303 for the login page's links) and the provider's callback
 * (query, or Apple's form_post). The callback always answers a 303: back to where the sign-in
 * started (or `/login/bind` to add a mobile), or to `/login?social_error=…`, whose page words it.
 */

import {
  socialAuthorizeContract,
  socialBoundContract,
  socialCallbackContract,
  socialFormPostCallbackContract,
  socialProvidersContract,
} from '@renovo/core/contracts';
import { safeRedirectPath } from '@renovo/core/fields';
import { format, SOCIAL_PROVIDER_NAMES, socialMessages } from '@renovo/core/messages';
import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../lib/app-env.ts';
import { route } from '../lib/contract-route.ts';
import { ok } from '../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../lib/errors.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { loadUser } from '../middleware/auth/index.ts';
import { createAccessToken, setTokenCookie } from './session.service.ts';
import {
  ATTEMPT_TTL_MS,
  type CallbackParams,
  finishSocialSignIn,
  SOCIAL_STATE_COOKIE,
  SocialError,
  startSocialSignIn,
} from './social.service.ts';
import { findProvider, type ProviderConfig, socialProviders } from './social-config.ts';

/** Where the state cookie is sent: the social routes only. */
const STATE_COOKIE_PATH = '/v1/socials/';

/** The configured provider, or a 404 naming the provider (never a 5xx). */
function providerOf(c: Context<AppEnv>, id: string): ProviderConfig {
  const provider = findProvider(c.get('deps').env, id);
  if (!provider) fail(404, format(SERVER_MESSAGES.socialNotConfigured, { provider: id.slice(0, 32) }));
  return provider;
}

/**
 * The redirect URI registered with the provider: on SOCIAL_REDIRECT_ORIGIN, else SITE_ORIGIN
 * (always set in production), the request's own origin only outside production.
 */
function redirectUriOf(c: Context<AppEnv>, provider: ProviderConfig): string {
  const { env } = c.get('deps');
  const origin = env.SOCIAL_REDIRECT_ORIGIN ?? env.SITE_ORIGIN ?? new URL(c.req.url).origin;
  return `${origin.replace(/\/+$/, '')}/v1/socials/${provider.id}/callback`;
}

/**
 * The state cookie: HttpOnly, 10 minutes. In production it is `SameSite=None; Secure` because
 * Apple's form_post comes back as a cross-site POST, which a Lax cookie would not join.
 */
function setStateCookie(c: Context<AppEnv>, state: string): void {
  const production = c.get('deps').env.production;
  setCookie(c, SOCIAL_STATE_COOKIE, state, {
    httpOnly: true,
    sameSite: production ? 'None' : 'Lax',
    secure: production,
    path: STATE_COOKIE_PATH,
    maxAge: Math.floor(ATTEMPT_TTL_MS / 1000),
  });
}

/** Starts a sign-in: the provider URL, with the state cookie set. */
async function start(c: Context<AppEnv>, provider: ProviderConfig, redirect: string | undefined) {
  const { db, env, clock } = c.get('deps');
  const member = await loadUser(c);
  const started = await startSocialSignIn({ db, env, now: clock() }, provider, {
    redirectUri: redirectUriOf(c, provider),
    redirectPath: safeRedirectPath(redirect, '/'),
    linkUserId: member?.id ?? null,
  });
  setStateCookie(c, started.state);
  c.header('Cache-Control', 'no-store');
  return started.url;
}

/** `/login?social_error=…`: where a sign-in that did not finish goes. */
function failurePath(provider: ProviderConfig, error: SocialError): string {
  const query = new URLSearchParams({ social_error: error.kind, provider: provider.id });
  if (error.redirectPath !== '/') query.set('redirect', error.redirectPath);
  return `/login?${query}`;
}

/** The callback, from the query or the form_post body. */
async function callback(c: Context<AppEnv>, provider: ProviderConfig, params: CallbackParams, form: boolean) {
  const { db, env, clock } = c.get('deps');
  const redirectUri = redirectUriOf(c, provider);
  const sent = new URLSearchParams(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  // openid-client reads the answer as the provider sent it: the redirect URI with its query, or
  // the form_post request with its body.
  const response = form
    ? new Request(redirectUri, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: sent,
      })
    : new URL(`${redirectUri}?${sent}`);
  const now = clock();
  deleteCookie(c, SOCIAL_STATE_COOKIE, { path: STATE_COOKIE_PATH, secure: env.production });
  c.header('Cache-Control', 'no-store');
  try {
    const done = await finishSocialSignIn({ db, env, now }, provider, {
      params,
      response,
      cookieState: getCookie(c, SOCIAL_STATE_COOKIE),
      redirectUri,
    });
    const meta = requestMeta(c);
    const session = await createAccessToken(db, {
      userId: done.userId,
      now,
      clientIp: meta.clientIp,
      userAgent: meta.userAgent,
    });
    setTokenCookie(c, session.token, env.production);
    c.get('log').info({ provider: provider.id, created: done.created }, 'social sign-in');
    // A member without a mobile binds one first (docs/spec/session.md#states: logged in without mobile →
    // bind).
    const next = done.hasMobile
      ? done.redirectPath
      : `/login/bind?${new URLSearchParams({ redirect: done.redirectPath })}`;
    return c.redirect(next, 303);
  } catch (error) {
    if (!(error instanceof SocialError)) throw error;
    c.get('log').warn(
      { provider: provider.id, kind: error.kind, reason: error.reason },
      'social sign-in refused',
    );
    return c.redirect(failurePath(provider, error), 303);
  }
}

/** Registers the social routes on the session routes' app. */
export function registerSocialRoutes(app: Hono<AppEnv>): void {
  route(app, socialProvidersContract, (c, { ok: answer }) => {
    c.header('Cache-Control', 'no-store');
    return answer(
      socialProviders(c.get('deps').env).map((p) => ({ provider: p.id, name: SOCIAL_PROVIDER_NAMES[p.id] })),
    );
  });

  route(app, socialBoundContract, async (c, { params, body }) => {
    const provider = providerOf(c, params.provider);
    try {
      return ok(c, { authorize_url: await start(c, provider, body.redirect) });
    } catch (error) {
      if (!(error instanceof SocialError)) throw error;
      c.get('log').warn({ provider: provider.id, reason: error.reason }, 'social provider unavailable');
      fail(502, format(socialMessages.errors.unavailable, { provider: SOCIAL_PROVIDER_NAMES[provider.id] }));
    }
  });

  route(app, socialAuthorizeContract, async (c, { params, query }) => {
    const provider = providerOf(c, params.provider);
    try {
      return c.redirect(await start(c, provider, query.redirect), 303);
    } catch (error) {
      if (!(error instanceof SocialError)) throw error;
      c.get('log').warn({ provider: provider.id, reason: error.reason }, 'social provider unavailable');
      return c.redirect(failurePath(provider, error), 303);
    }
  });

  route(app, socialCallbackContract, (c, { params, query }) =>
    callback(c, providerOf(c, params.provider), query, false),
  );
  route(app, socialFormPostCallbackContract, (c, { params, body }) =>
    callback(c, providerOf(c, params.provider), body, true),
  );
}
