/**
 * Server side of the login pages (/login, /login/bind, /user-login): who the visitor is, where to
 * go afterwards (`redirect`, a path on this site only), and which form to show. A visitor with
 * nothing left to do goes straight on.
 */
import {
  COOKIE_NAMES,
  DEFAULT_REGION_ID,
  format,
  getLoginSampleWorks,
  getSocialProviders,
  getUserInfo,
  LOGIN_SAMPLE_REGION_IDS,
  loginPageMessages,
  loginSampleRegionOf,
  regionNameOf,
  SOCIAL_PROVIDER_NAMES,
  type SocialErrorKind,
  safeRedirectPath,
  socialMessages,
} from '@renovo/core';
import { type RouterContextProvider, redirect } from 'react-router';
import { readWorkCard } from '../components/cards/work-card.tsx';
import type { LoginSamples } from '../components/login/login-page.tsx';
import type { SocialSignInState } from '../components/login/social-sign-in.tsx';
import { apiFor, cookiesFor } from '../lib/api.server.ts';
import { itemsOf } from '../lib/read.ts';

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
  /** The sample works of the visitor's region (docs/spec/platform.md#limits: region ids 0 to 17, 0 means all). */
  samples: LoginSamples;
}

/** How many sample works the login page shows. */
const SAMPLE_WORKS = 6;

/**
 * The sample works for the visitor's region cookie: its region when within 0..17, else all
 * (`loginSampleRegionOf`); a region with no works falls back to all. A failed call shows none.
 */
async function loadSamples(
  api: ReturnType<typeof apiFor>,
  regionCookie: string | undefined,
): Promise<LoginSamples> {
  const visitorRegion = regionCookie && /^\d+$/.test(regionCookie) ? Number(regionCookie) : DEFAULT_REGION_ID;
  const ask = (region: number) =>
    getLoginSampleWorks(api, { region_id: region, limit: SAMPLE_WORKS }).then(
      (answer) => itemsOf(answer).flatMap((item) => readWorkCard(item) ?? []),
      () => [],
    );
  const region = loginSampleRegionOf(visitorRegion);
  let works = await ask(region);
  let shown = region;
  if (works.length === 0 && region !== LOGIN_SAMPLE_REGION_IDS.all) {
    shown = LOGIN_SAMPLE_REGION_IDS.all;
    works = await ask(shown);
  }
  const title =
    shown === LOGIN_SAMPLE_REGION_IDS.all
      ? loginPageMessages.samplesAll
      : format(loginPageMessages.samplesTitle, { region: regionNameOf(shown) });
  return { title, works };
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
  const cookies = cookiesFor(context, request);
  const samples = loadSamples(api, cookies.get(COOKIE_NAMES.region));
  const user = cookies.get(COOKIE_NAMES.token)
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
    samples: await samples,
  };
}
