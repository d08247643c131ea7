/**
 * Server side of the login pages (/login, /login/bind, /user-login): who the visitor is, where to
 * go afterwards (`redirect`, a path on this site only), and which form to show. A visitor with
 * nothing left to do goes straight on.
 */
import {
  COOKIE_NAMES,
  format,
  getSocialProviders,
  getUserInfo,
  SOCIAL_PROVIDER_NAMES,
  type SocialErrorKind,
  safeRedirectPath,
  socialMessages,
} from '@renovo/core';
import { type RouterContextProvider, redirect } from 'react-router';
import type { SocialSignInState } from '../components/login/social-sign-in.tsx';
import { apiFor, cookiesFor } from '../lib/api.server.ts';

/** The query parameter naming where to go after logging in. */
const REDIRECT_QUERY = 'redirect';

/**
 * A same-site path to go to, or `fallback`: never another origin (core's {@link safeRedirectPath}),
 * never a login page again.
 */
function safeRedirect(value: string | null, fallback: string): string {
  const path = safeRedirectPath(value, fallback);
  return /^\/(login|user-login)(\/|\?|#|$)/.test(path) ? fallback : path;
}

/** What a login page renders. */
export interface LoginPageState {
  signedIn: boolean;
  status: 'default' | 'bind';
  redirectTo: string;
  /** The social sign-in buttons (a visitor's only) and why the last social sign-in came back. */
  social: SocialSignInState;
}

/** The zh-TW reason of `?social_error=…&provider=…`, or null. */
function socialErrorOf(query: URLSearchParams): string | null {
  const kind = query.get('social_error');
  if (!kind || !Object.hasOwn(socialMessages.errors, kind)) return null;
  const id = query.get('provider') ?? '';
  const provider = Object.hasOwn(SOCIAL_PROVIDER_NAMES, id)
    ? SOCIAL_PROVIDER_NAMES[id as keyof typeof SOCIAL_PROVIDER_NAMES]
    : '';
  return format(socialMessages.errors[kind as SocialErrorKind], { provider }).trim();
}

/** The page's state; a visitor who is signed in with a mobile is redirected at once. */
export async function loadLoginPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fallback: string,
): Promise<LoginPageState> {
  const query = new URL(request.url).searchParams;
  const redirectTo = safeRedirect(query.get(REDIRECT_QUERY), fallback);
  const api = apiFor(context, request);
  const user = cookiesFor(context, request).get(COOKIE_NAMES.token)
    ? await getUserInfo(api).then(
        (r) => r.data ?? null,
        () => null,
      )
    : null;
  if (user?.id && user.mobile) throw redirect(redirectTo);
  // A signed-in member (status bind) adds a mobile here: no sign-in buttons.
  const providers = user?.id
    ? []
    : await getSocialProviders(api).then(
        (r) => r.data ?? [],
        () => [],
      );
  return {
    signedIn: Boolean(user?.id),
    status: user?.id ? 'bind' : 'default',
    redirectTo,
    social: { providers, error: socialErrorOf(query) },
  };
}
