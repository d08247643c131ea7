/**
 * App deep links (docs/spec/platform.md#calls "App deep links"): a page of the mobile app is opened either by
 * a
 * message to the app when the page runs in the app's webview, or by the site's jump-app URL
 * (`/jump-app?page_type=…&page_id=…&keyword=…`), whose page offers the app's custom-scheme link
 * (`scheme://[module/]page[?params]`, the scheme `renovo` by default) and the same page on the web.
 */

/** The app's custom URL scheme when none is given (docs/spec/platform.md#calls: "a default scheme value exists"). */
export const DEFAULT_APP_SCHEME = 'renovo';

/** The site's jump-app endpoint. */
export const JUMP_APP_PATH = '/jump-app';

/** The app pages a link can open. */
export const APP_PAGE_TYPES = ['home', 'work', 'article', 'company', 'short', 'search', 'collect'] as const; // declared-once-exception: the app's pages, not the audit log's subjects
export type AppPageType = (typeof APP_PAGE_TYPES)[number];

/** An app page: its type, the item's id (work, article, company, short) and a search keyword. */
export interface AppPageTarget {
  page_type: AppPageType;
  page_id?: string | number;
  keyword?: string;
}

/** A custom-scheme deep link: scheme (default {@link DEFAULT_APP_SCHEME}), module, page, params. */
export interface AppDeepLink {
  scheme?: string;
  module?: string;
  page: string;
  params?: Record<string, string | number | undefined>;
}

/** `?a=1&b=2` of the defined values (empty when none). */
function queryOf(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The custom-scheme URL: `scheme://module/page?params`, or `scheme://page?params` without a module.
 * @example appDeepLink({ module: 'works', page: 'detail', params: { id: 7 } }) // 'renovo://works/detail?id=7'
 */
export function appDeepLink({ scheme = DEFAULT_APP_SCHEME, module, page, params = {} }: AppDeepLink): string {
  const path = [module, page]
    .filter((part): part is string => Boolean(part))
    .map((part) => encodeURIComponent(part))
    .join('/');
  return `${scheme}://${path}${queryOf(params)}`;
}

/** The target with a usable id and keyword only: ids are digits, keywords at most 50 characters. */
function cleanTarget(target: AppPageTarget): AppPageTarget {
  const id = String(target.page_id ?? '');
  const keyword = target.keyword?.trim().slice(0, 50);
  return {
    page_type: target.page_type,
    ...(/^\d{1,12}$/.test(id) ? { page_id: id } : {}),
    ...(keyword ? { keyword } : {}),
  };
}

/**
 * The site's jump-app URL of a target (a path; `origin` makes it absolute).
 * @example jumpAppUrl({ page_type: 'work', page_id: 7 }) // '/jump-app?page_type=work&page_id=7'
 */
export function jumpAppUrl(target: AppPageTarget, origin = ''): string {
  const { page_type, page_id, keyword } = cleanTarget(target);
  return `${origin}${JUMP_APP_PATH}${queryOf({ page_type, page_id, keyword })}`;
}

/** Reads a target from a jump-app URL's query; null when page_type is not an app page. */
export function readAppTarget(query: URLSearchParams): AppPageTarget | null {
  const type = query.get('page_type') ?? '';
  if (!(APP_PAGE_TYPES as readonly string[]).includes(type)) return null;
  return cleanTarget({
    page_type: type as AppPageType,
    page_id: query.get('page_id') ?? undefined,
    keyword: query.get('keyword') ?? undefined,
  });
}

/** The app page and the web page of a target: what the jump-app page links to. */
export function appPageOf(target: AppPageTarget, scheme = DEFAULT_APP_SCHEME): { app: string; web: string } {
  const { page_type, page_id: id, keyword } = cleanTarget(target);
  const detail = (module: string, web: string) =>
    id ? { app: appDeepLink({ scheme, module, page: 'detail', params: { id } }), web: `${web}/${id}` } : null;
  const found =
    (page_type === 'work' && detail('works', '/works')) ||
    (page_type === 'article' && detail('article', '/article')) ||
    (page_type === 'company' && detail('company', '/company')) ||
    (page_type === 'short' && {
      app: appDeepLink({ scheme, module: 'shorts', page: 'detail', params: { id } }),
      web: '/shorts/list',
    }) ||
    (page_type === 'search' && {
      app: appDeepLink({ scheme, page: 'search', params: { keyword } }),
      web: `/search${queryOf({ keyword })}`,
    }) ||
    (page_type === 'collect' && {
      app: appDeepLink({ scheme, module: 'user', page: 'collect' }),
      web: '/user/collect',
    });
  return found || { app: appDeepLink({ scheme, page: 'home' }), web: '/' };
}

/** The message a webview page posts to the app to open a target. */
export function appWebviewMessage(target: AppPageTarget): string {
  return JSON.stringify({ action: 'jump', ...cleanTarget(target) });
}

/** The bridges the apps' webviews inject (React Native's, and WebKit's message handler). */
interface AppBridgeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
  webkit?: { messageHandlers?: { renovo?: { postMessage(message: string): void } } };
}

/**
 * Posts the jump message to the app when the page runs in its webview (a bridge is present);
 * false when there is no bridge (a browser), where the caller goes to the jump-app URL instead.
 */
export function postToApp(win: object, target: AppPageTarget): boolean {
  const bridge = win as AppBridgeWindow;
  const post = bridge.ReactNativeWebView ?? bridge.webkit?.messageHandlers?.renovo;
  if (!post) return false;
  post.postMessage(appWebviewMessage(target));
  return true;
}

/**
 * Opens a target in the app: the webview message inside the app, else the jump-app URL.
 * @example openAppPage(window, { page_type: 'collect' }, (url) => location.assign(url));
 */
export function openAppPage(win: object, target: AppPageTarget, go: (url: string) => void): void {
  if (!postToApp(win, target)) go(jumpAppUrl(target));
}
