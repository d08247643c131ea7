/**
 * Server side of the login pages (/login, /login/bind, /user-login): who the visitor is, where to
 * go afterwards (`redirect`, a path on this site only), and which form to show. A visitor with
 * nothing left to do goes straight on.
 */
import { COOKIE_NAMES, getUserInfo, safeRedirectPath } from '@renovo/core';
import { type RouterContextProvider, redirect } from 'react-router';
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
}

/** The page's state; a visitor who is signed in with a mobile is redirected at once. */
export async function loadLoginPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  fallback: string,
): Promise<LoginPageState> {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get(REDIRECT_QUERY), fallback);
  const user = cookiesFor(context, request).get(COOKIE_NAMES.token)
    ? await getUserInfo(apiFor(context, request)).then(
        (r) => r.data ?? null,
        () => null,
      )
    : null;
  if (user?.id && user.mobile) throw redirect(redirectTo);
  return { signedIn: Boolean(user?.id), status: user?.id ? 'bind' : 'default', redirectTo };
}
