/**
 * The API client of one page request: an @renovo/core ApiClient whose fetch calls the API app in
 * process (no loopback HTTP), forwarding the visitor's cookies (the HttpOnly `token` among them),
 * user agent and address. One client per request, made on first use.
 *
 * @example
 * export async function loader({ request, context }: Route.LoaderArgs) {
 *   const api = apiFor(context, request);
 *   const { data } = await getWorksDetail(api, { id: 1 });
 * }
 */
import { type ApiClient, COOKIE_NAMES, type CookieJar, createApiClient } from '@renovo/core';
import type { RouterContextProvider } from 'react-router';
import { createRequestCookies } from './cookies.server.ts';
import { clientTypeOf } from './device.ts';
import { logFailedResponse } from './failed-response-log.ts';
import { type HostContext, hostContext } from './host-context.ts';
import { pageUrl } from './page-url.ts';

/**
 * Visitor headers the API reads: the auth cookie, agent and language, and the proxy's headers
 * (client address, country, public origin; the API trusts them only with TRUST_PROXY).
 */
const FORWARDED_HEADERS = [
  'cookie',
  'user-agent',
  'accept-language',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'cf-ipcountry',
  'x-country-code',
];

/** What one page request shares between its loaders. */
interface RequestState {
  cookies: CookieJar;
  client: ApiClient;
}

const states = new WeakMap<HostContext, RequestState>();

/** The request's host context; throws outside the Renovo server (nothing to call). */
function hostOf(context: Readonly<RouterContextProvider>): HostContext {
  const host = context.get(hostContext);
  if (!host) throw new Error('[renovo] no host context: the site must be served by scripts/start.ts');
  return host;
}

/** Builds the in-process client of one page request over its cookie jar. */
function createInProcessClient(host: HostContext, request: Request, cookies: CookieJar): ApiClient {
  const userAgent = request.headers.get('user-agent');
  const visitorFetch: typeof fetch = (input, init) => {
    const call = new Request(input instanceof URL ? input.href : input, init);
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value && !call.headers.has(name)) call.headers.set(name, value);
    }
    call.headers.set('referer', pageUrl(request).href);
    // A form or fetch posted to the site (an action) carries the visitor's Origin on to the API,
    // which refuses the session cookie of a mutation from another origin; page loads do not.
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      for (const name of ['origin', 'sec-fetch-site']) {
        const value = request.headers.get(name);
        if (value) call.headers.set(name, value);
      }
    }
    return host.fetchApi(call, host.clientAddress);
  };
  return createApiClient({
    // The page's own origin: the API answers media URLs on the origin it was asked on.
    baseURL: new URL(request.url).origin,
    clientType: clientTypeOf(userAgent),
    cookies,
    getToken: () => cookies.get(COOKIE_NAMES.token),
    fetch: visitorFetch,
    // Expected answers (404 of a missing work, 401 of a visitor) are warnings; no query, no body.
    logger: { error: logFailedResponse },
  });
}

function stateOf(context: Readonly<RouterContextProvider>, request: Request): RequestState {
  const host = hostOf(context);
  let state = states.get(host);
  if (!state) {
    const cookies = createRequestCookies(request, host.setCookies);
    state = { cookies, client: createInProcessClient(host, request, cookies) };
    states.set(host, state);
  }
  return state;
}

/** The page request's API client (one per request). */
export function apiFor(context: Readonly<RouterContextProvider>, request: Request): ApiClient {
  return stateOf(context, request).client;
}

/** The page request's cookie jar: reads the visitor's cookies; writes reach the page's response. */
export function cookiesFor(context: Readonly<RouterContextProvider>, request: Request): CookieJar {
  return stateOf(context, request).cookies;
}
