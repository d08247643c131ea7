import { createLoginStore, createSessionStore, sessionApiOf } from '@renovo/core';
import type { SessionFactory } from './runtime.ts';

/**
 * The page's session and login stores over the runtime's client, cookies and toasts. Handed to
 * `getRuntime` by the elements that log in (the login sheet), never imported by the others.
 */
export const createPageSession: SessionFactory = ({ client, notifier, cookies }) => {
  const sessionApi = sessionApiOf(client);
  // On the API's own origin (the host site) the token is an HttpOnly cookie sent with every call.
  const httpOnlyToken = (window.__RENOVO__?.apiOrigin ?? window.location.origin) === window.location.origin;
  const session = createSessionStore({
    api: sessionApi,
    cookies,
    // A logout reloads the page: the one thing the session asks of the location.
    location: { reload: () => window.location.reload() },
    httpOnlyToken,
  });
  const login = createLoginStore(session, sessionApi, { notifier });
  return { session, login };
};
