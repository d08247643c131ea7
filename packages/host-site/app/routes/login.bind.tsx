/**
 * `/login/bind` (docs/spec/platform.md#routes-and-overlays, docs/spec/session.md#states): bind a mobile to
 * the signed-in account (status bind); a visitor
 * logs in first. Afterwards the browser goes to `?redirect=` or home.
 * The form is core's login store drawn in the page (components/login).
 */
import { loginPageMessages } from '@renovo/core';
import { LoginPage } from '../components/login/login-page.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/login.bind';
import { loadLoginPage } from './login.server.ts';

/** No main nav item is active. */
export const handle: RouteHandle = { navKey: 'login' };

/** Who the visitor is; a visitor with nothing to do goes straight on. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadLoginPage(request, context, '/');
}

/** Title and description. */
export function meta() {
  return pageMeta(loginPageMessages.bindTitle, loginPageMessages.bindLead);
}

/** The login page. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <LoginPage
      title={loginPageMessages.bindTitle}
      lead={loginPageMessages.bindLead}
      signedIn={loaderData.signedIn}
      initialStatus={loaderData.status}
      redirectTo={loaderData.redirectTo}
      social={loaderData.social}
      samples={loaderData.samples}
    />
  );
}
