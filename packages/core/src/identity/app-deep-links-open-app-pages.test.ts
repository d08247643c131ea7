import { describe, expect, test, vi } from 'vitest';
import {
  APP_PAGE_TYPES,
  appDeepLink,
  appPageOf,
  appWebviewMessage,
  DEFAULT_APP_SCHEME,
  jumpAppUrl,
  openAppPage,
  postToApp,
  readAppTarget,
} from './app-link.ts';

describe('deep links: custom scheme, optional module, page name and params; a default scheme', () => {
  test('scheme://module/page?params, the default scheme when none is given', () => {
    expect(DEFAULT_APP_SCHEME).toBe('renovo');
    expect(appDeepLink({ module: 'works', page: 'detail', params: { id: 7 } })).toBe(
      'renovo://works/detail?id=7',
    );
    expect(appDeepLink({ scheme: 'renovo-beta', module: 'works', page: 'detail', params: { id: 7 } })).toBe(
      'renovo-beta://works/detail?id=7',
    );
  });

  test('without a module: scheme://page; undefined or empty params are left out; values are encoded', () => {
    expect(appDeepLink({ page: 'home' })).toBe('renovo://home');
    expect(
      appDeepLink({ page: 'search', params: { keyword: '衛浴 & 廚房', empty: '', none: undefined } }),
    ).toBe(`renovo://search?${new URLSearchParams({ keyword: '衛浴 & 廚房' })}`);
  });
});

describe('jump-app URL with page_type, page_id and keyword', () => {
  test('the site path with the three parameters, absolute with an origin', () => {
    expect(jumpAppUrl({ page_type: 'work', page_id: 7 })).toBe('/jump-app?page_type=work&page_id=7');
    expect(jumpAppUrl({ page_type: 'search', keyword: '浴室' }, 'https://renovo.example')).toBe(
      `https://renovo.example/jump-app?page_type=search&${new URLSearchParams({ keyword: '浴室' })}`,
    );
  });

  test('read back from its query; an unknown page_type is refused, a non-numeric id dropped', () => {
    for (const page_type of APP_PAGE_TYPES) {
      const url = new URL(jumpAppUrl({ page_type, page_id: 12, keyword: 'k' }), 'http://x');
      expect(readAppTarget(url.searchParams)).toEqual({ page_type, page_id: '12', keyword: 'k' });
    }
    expect(readAppTarget(new URLSearchParams('page_type=javascript'))).toBeNull();
    expect(readAppTarget(new URLSearchParams('page_type=work&page_id=1%3Balert(1)'))).toEqual({
      page_type: 'work',
    });
  });

  test('the app page and the web page of each target; a detail without an id falls back to home', () => {
    expect(appPageOf({ page_type: 'work', page_id: 7 })).toEqual({
      app: 'renovo://works/detail?id=7',
      web: '/works/7',
    });
    expect(appPageOf({ page_type: 'article', page_id: 93 })).toEqual({
      app: 'renovo://article/detail?id=93',
      web: '/article/93',
    });
    expect(appPageOf({ page_type: 'company', page_id: 3 }).web).toBe('/company/3');
    expect(appPageOf({ page_type: 'collect' })).toEqual({
      app: 'renovo://user/collect',
      web: '/user/collect',
    });
    expect(appPageOf({ page_type: 'search', keyword: 'x' })).toEqual({
      app: 'renovo://search?keyword=x',
      web: '/search?keyword=x',
    });
    expect(appPageOf({ page_type: 'work' })).toEqual({ app: 'renovo://home', web: '/' });
  });
});

describe('webview message to the app', () => {
  test('posted through the React Native bridge or the WebKit handler, with page_type, page_id and keyword', () => {
    const native = { ReactNativeWebView: { postMessage: vi.fn() } };
    expect(postToApp(native, { page_type: 'work', page_id: 7 })).toBe(true);
    expect(JSON.parse(native.ReactNativeWebView.postMessage.mock.calls[0]?.[0])).toEqual({
      action: 'jump',
      page_type: 'work',
      page_id: '7',
    });
    const ios = { webkit: { messageHandlers: { renovo: { postMessage: vi.fn() } } } };
    expect(postToApp(ios, { page_type: 'search', keyword: '浴室' })).toBe(true);
    expect(ios.webkit.messageHandlers.renovo.postMessage).toHaveBeenCalledWith(
      appWebviewMessage({ page_type: 'search', keyword: '浴室' }),
    );
  });

  test('in a browser (no bridge) the page goes to the jump-app URL instead', () => {
    const go = vi.fn();
    openAppPage({}, { page_type: 'collect' }, go);
    expect(go).toHaveBeenCalledWith('/jump-app?page_type=collect');
    const native = { ReactNativeWebView: { postMessage: vi.fn() } };
    const stay = vi.fn();
    openAppPage(native, { page_type: 'collect' }, stay);
    expect(stay).not.toHaveBeenCalled();
  });
});
