/**
 * `/login` (docs/spec/platform.md#routes-and-overlays): log in (or sign up) with a mobile and an SMS code;
 * afterwards the
 * browser goes to `?redirect=` (a path of this site) or home.
 * The form is core's login store drawn in the page (components/login).
 */
import { loginPageMessages } from '@renovo/core';
import { LoginPage } from '../components/login/login-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/login';
import { loadLoginPage } from './login.server.ts';

/** No main nav item is active. */
export const handle: RouteHandle = { navKey: 'login' };

/** Who the visitor is; a visitor with nothing to do goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context, '/');
}

/** Title and description. */
export function meta() {
  return pageMeta(loginPageMessages.loginTitle, loginPageMessages.loginLead);
}

/** The login page. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LoginPage
      title={loginPageMessages.loginTitle}
      lead={loginPageMessages.loginLead}
      signedIn={loaderData.signedIn}
      initialStatus={loaderData.status}
      redirectTo={loaderData.redirectTo}
      social={loaderData.social}
      samples={loaderData.samples}
    />
  );
}
