/**
 * The login page's own session and login stores (core's createSessionStore and createLoginStore)
 * on the page's API client. Its own, not the widgets' page store: the layout's popup
 * `<renovo-login-sheet>` draws that one and would open over the page's form.
 *
 * The token cookie is HttpOnly (invisible to scripts), so the server's word that the visitor is
 * signed in stands in for it: the session then reads the user through the API, whose calls carry
 * the cookie.
 */
import {
  COOKIE_NAMES,
  type CookieJar,
  createDocumentCookies,
  createLoginStore,
  createSessionStore,
  createWindowLocation,
  type LoginStore,
  readUtm,
  type SessionStore,
  sessionApiOf,
} from '@renovo/core';
import { browserApi } from '../../lib/browser.ts';
import { showToast } from '../../lib/widgets.ts';

/** What the token reads as when only the HttpOnly cookie holds it. */
const HTTP_ONLY_TOKEN = 'http-only';

/** The page's stores. */
export interface PageSession {
  session: SessionStore;
  login: LoginStore;
  dispose(): void;
}

/** Builds the stores (browser only); `signedIn` is what the server saw. */
export function createLoginPageSession(signedIn: boolean): PageSession {
  const document = createDocumentCookies();
  const cookies: CookieJar = {
    get: (name) =>
      document.get(name) ?? (name === COOKIE_NAMES.token && signedIn ? HTTP_ONLY_TOKEN : undefined),
    set: (name, value, options) => document.set(name, value, options),
    remove: (name) => document.remove(name),
  };
  const api = sessionApiOf(browserApi());
  const session = createSessionStore({ api, cookies, location: createWindowLocation() });
  const login = createLoginStore(session, api, {
    notifier: { toast: (message, options) => void showToast(message, options) },
    utm: () => readUtm(new URLSearchParams(window.location.search)),
  });
  return {
    session,
    login,
    dispose() {
      login.dispose();
      session.dispose();
    },
  };
}
