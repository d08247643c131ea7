/**
 * `/user-login` (docs/spec/popups-and-header.md#screens): the user centre's login; afterwards My Favourites
 * (or `?redirect=`).
 * The form is core's login store drawn in the page (components/login).
 */
import { loginPageMessages } from '@renovo/core';
import { LoginPage } from '../components/login/login-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/user-login';
import { loadLoginPage } from './login.server.ts';

/** No main nav item is active. */
export const handle: RouteHandle = { navKey: 'login' };

/** Who the visitor is; a visitor with nothing to do goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context, '/user/collect');
}

/** Title and description. */
export function meta() {
  return pageMeta(loginPageMessages.userTitle, loginPageMessages.userLead);
}

/** The login page. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LoginPage
      title={loginPageMessages.userTitle}
      lead={loginPageMessages.userLead}
      signedIn={loaderData.signedIn}
      initialStatus={loaderData.status}
      redirectTo={loaderData.redirectTo}
      social={loaderData.social}
      samples={loaderData.samples}
    />
  );
}
