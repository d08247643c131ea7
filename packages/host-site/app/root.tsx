/**
 * The root route: the HTML document, the data every page's frame needs (visitor, search
 * keywords, article categories, region, bot flag), the server-side redirect check on every
 * navigation, and the error page.
 */
import {
  AD_ID_COOKIE_MAX_AGE,
  BOT_USER_AGENT,
  COOKIE_NAMES,
  createMemoryLocation,
  createMemoryStorage,
  createRegionStore,
  DEFAULT_REGION_ID,
  errorPageMessages,
  getGuideCategories,
  getSearchKeywords,
  getUserInfo,
  initIdentity,
  logout,
  regionApiOf,
  regionMessages,
} from '@renovo/core';
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/error-page/error-page.tsx';
import type { RootData } from './components/layout/root-data.ts';
import { RouteStyles } from './components/layout/route-styles.tsx';
import { SeoHead } from './components/layout/seo-head.tsx';
import { SiteLayout } from './components/layout/site-layout.tsx';
import { apiFor, cookiesFor } from './lib/api.server.ts';
import { readArticleCategories } from './lib/article-categories.ts';
import { inBrowser } from './lib/browser.ts';
import { hostContext } from './lib/host-context.ts';
import { navKeyOf } from './lib/nav.ts';
import { readPageError } from './lib/page-error.ts';
import { pageUrl } from './lib/page-url.ts';
import { checkRedirect } from './lib/redirects.server.ts';
import { handleValue } from './lib/route-handle.ts';
import { FRAMEABLE_PATHS } from './lib/security-headers.server.ts';
import { pageMeta } from './lib/seo.ts';
import './styles/tokens.css';
import './styles/base.css';
import { ScrollRestoration } from './components/scroll-restoration/scroll-restoration.tsx';

/**
 * On every navigation (docs/spec/platform.md#routes-and-overlays), on the server for each document and data
 * request: the
 * redirect check and the ad_id query stored in its cookie for 2 hours. On each document request
 * (a page load, the app's start), the identity initialisation (docs/spec/quotes.md#validation,
 * docs/spec/quotes.md#calls): a visitor without a
 * one-id gets one in the `one-id` cookie for a year (Secure on an https site; scripts read it for
 * X-One-Id), except in app webviews (device ios or android) without a version, whose client
 * navigations drop the query and so must not initialise it either. The page's own API calls then
 * carry it at once.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    checkRedirect(request);
    const adId = pageUrl(request).searchParams.get(COOKIE_NAMES.adId);
    if (adId) cookiesFor(context, request).set(COOKIE_NAMES.adId, adId, { maxAge: AD_ID_COOKIE_MAX_AGE });
    const page = pageUrl(request);
    // The framed player is cached publicly and shown on other sites: no visitor cookie there.
    if (FRAMEABLE_PATHS.has(page.pathname)) return;
    // Once per page load, as the app's start: a data request (a client navigation or preload)
    // lacks the webview's `device` query and would undo its skip.
    if (new URL(request.url).pathname.endsWith('.data')) return;
    const origin = context.get(hostContext)?.publicOrigin ?? request.url;
    initIdentity({
      cookies: cookiesFor(context, request),
      query: page.searchParams,
      secure: origin.startsWith('https:'),
    });
  },
];

/** The frame's data; each part degrades to empty rather than failing the page. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const api = apiFor(context, request);
  const cookies = cookiesFor(context, request);
  const region = createRegionStore({
    storage: createMemoryStorage(),
    cookies,
    api: regionApiOf(api),
    location: createMemoryLocation(),
  });
  const [signedIn, keywords, categories] = await Promise.all([
    cookies.get(COOKIE_NAMES.token)
      ? getUserInfo(api).then(
          (r) => r.data ?? null,
          () => null,
        )
      : null,
    getSearchKeywords(api).then(
      (r) => (Array.isArray(r.data) ? r.data.filter((k) => typeof k === 'string') : []),
      () => [],
    ),
    getGuideCategories(api).then(readArticleCategories, () => []),
  ]);
  // docs/spec/popups-and-header.md#roles: a member whose user info forces a mobile binding is logged out — on
  // every page load
  // (core's session store does the same when a login form reads the user).
  let user = signedIn;
  if (user?.is_force_bind_mobile) {
    await logout(api).catch(() => undefined);
    cookies.remove(COOKIE_NAMES.token);
    user = null;
  }
  return {
    viewer: user?.id
      ? {
          id: user.id,
          name: user.name || user.mobile || '',
          avatar: user.avatar || null,
          role: user.role === 'design' ? 'design' : 'ordinary',
        }
      : null,
    keywords,
    categories,
    region: { id: region.regionId.peek(), name: region.regionName.peek() },
    bot: BOT_USER_AGENT.test(request.headers.get('user-agent') ?? ''),
    origin: context.get(hostContext)?.publicOrigin ?? new URL(request.url).origin,
    sisterApps: context.get(hostContext)?.sisterApps ?? [],
    help: context.get(hostContext)?.operator?.help ?? null,
  };
}

/**
 * The frame's data is about the visitor, not the page: it is reloaded after a form submission
 * or an explicit revalidation (same URL, e.g. after a login), not on every navigation.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return false;
}

/** Default title and description; routes give their own. An error gets the error page's. */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return pageMeta(null);
  const { status, message } = readPageError(error);
  return pageMeta(
    status === 404 || status === 410
      ? message || errorPageMessages.notFoundDefault
      : errorPageMessages.otherStatus,
  );
}

/** The HTML document around the page and the error page. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-Hant-TW">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <RouteStyles />
        <SeoHead />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Every page, in the site's frame (or bare when its handle asks for no chrome). */
export default function App({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  const location = useLocation();
  const activeKey = handleValue(matches, 'navKey') ?? navKeyOf(location.pathname);
  return (
    <SiteLayout data={loaderData} activeKey={activeKey} chrome={handleValue(matches, 'chrome') ?? 'full'}>
      <Outlet />
    </SiteLayout>
  );
}

/** What the frame shows when even the root loader failed. */
const FALLBACK_DATA: RootData = {
  viewer: null,
  keywords: [],
  categories: [],
  region: { id: DEFAULT_REGION_ID, name: regionMessages.defaultName },
  bot: false,
  origin: '',
  sisterApps: [],
  help: null,
};

/**
 * The error page (docs/spec/popups-and-header.md#screens), in the frame with the header's active item from
 * the error data's
 * pageType. Not rendered for bots and crawlers: they get the status and the title only.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { status, message, pageType } = readPageError(error);
  const bot = root?.bot ?? (inBrowser() && BOT_USER_AGENT.test(navigator.userAgent));
  if (!isRouteErrorResponse(error) && !(error instanceof Error)) console.error(error);
  if (bot) return null;
  return (
    <SiteLayout data={root ?? FALLBACK_DATA} activeKey={pageType}>
      <ErrorPage status={status} message={message} />
    </SiteLayout>
  );
}
