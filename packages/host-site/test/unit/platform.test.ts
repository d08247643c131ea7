import { RELOAD_GUARD_MS } from '@renovo/core';
import { describe, expect, it, vi } from 'vitest';
import { connectionNotice, showConnectionNotice } from '../../app/lib/connection-notice.ts';
import { parseCookieHeader, serializeCookie } from '../../app/lib/cookies.server.ts';
import { articleCategoryHref, navKeyOf, searchHref } from '../../app/lib/nav.ts';
import { pageTypeOf } from '../../app/lib/page-error.ts';
import { itemsOf } from '../../app/lib/read.ts';
import {
  isChunkLoadError,
  openAsDocument,
  reloadAfterChunkFailure,
  reloadGuarded,
  siteAnswers,
} from '../../app/lib/release-watch.ts';

describe('reload on chunk-load failure, guarded for 10 s (docs/spec/platform.md#calls, docs/spec/platform.md#limits)', () => {
  it('reloads once per guard window', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(reloadGuarded(1000, storage, reload)).toBe(true);
    expect(reloadGuarded(1000 + RELOAD_GUARD_MS - 1, storage, reload)).toBe(false);
    expect(reloadGuarded(1000 + RELOAD_GUARD_MS, storage, reload)).toBe(true);
    expect(reloads).toBe(2);
  });

  /** A reload that counts its calls, and a site that answers. */
  const counted = () => {
    const calls = { reloads: 0 };
    const reload = () => {
      calls.reloads += 1;
      return true;
    };
    return { calls, reload };
  };
  const online = () => true;
  const answered = async () => true;

  it('reloads after a chunk failure unless the device reports no connection: offline, the page stays', async () => {
    const { calls, reload } = counted();
    let asked = 0;
    const answers = async () => {
      asked += 1;
      return true;
    };
    expect(await reloadAfterChunkFailure(() => false, answers, reload, new EventTarget())).toBe(false);
    expect({ reloads: calls.reloads, asked }).toEqual({ reloads: 0, asked: 0 });
    expect(await reloadAfterChunkFailure(online, answers, reload, new EventTarget())).toBe(true);
    expect({ reloads: calls.reloads, asked }).toEqual({ reloads: 1, asked: 1 });
  });

  it('reloads after a chunk failure only when the site answers: on a connection that answers nothing, the page stays', async () => {
    const { calls, reload } = counted();
    expect(await reloadAfterChunkFailure(online, async () => false, reload, new EventTarget())).toBe(false);
    expect(calls.reloads).toBe(0);
  });

  it('does not reload over a navigation the page started while the site was asked', async () => {
    const { calls, reload } = counted();
    const page = new EventTarget();
    const answers = async () => {
      // A quote link going to the form page on the same failure.
      page.dispatchEvent(new Event('beforeunload'));
      return true;
    };
    expect(await reloadAfterChunkFailure(online, answers, reload, page)).toBe(false);
    expect(calls.reloads).toBe(0);
    // The listener is gone once the site has answered.
    expect(await reloadAfterChunkFailure(online, answered, reload, page)).toBe(true);
  });

  it('a press leaves as a document only when the site answers; else the page stays and the chip says the connection is unstable', async () => {
    const left: string[] = [];
    const leave = (href: string) => void left.push(href);
    showConnectionNotice(null);
    await openAsDocument('/decorationfrom', answered, leave);
    expect(left).toEqual(['/decorationfrom']);
    expect(connectionNotice()).toBeNull();
    await openAsDocument('/decorationfrom', async () => false, leave);
    expect(left).toEqual(['/decorationfrom']);
    expect(connectionNotice()).toBe('connectionUnstable');
    showConnectionNotice(null);
  });

  it('a failed chunk does not reload over a press that is asking the site before it leaves', async () => {
    const { calls, reload } = counted();
    let answer: (answered: boolean) => void = () => {};
    const asking = openAsDocument(
      '/decorationfrom',
      () => new Promise<boolean>((resolve) => (answer = resolve)),
      () => {},
    );
    expect(await reloadAfterChunkFailure(online, answered, reload, new EventTarget())).toBe(false);
    answer(true);
    await asking;
    expect(await reloadAfterChunkFailure(online, answered, reload, new EventTarget())).toBe(true);
    expect(calls.reloads).toBe(1);
  });

  it('the site answers when /version.json gets any answer (a 404 too); not when the request fails or takes too long', async () => {
    const answering = (status: number) => async () => new Response(null, { status });
    vi.stubGlobal('fetch', answering(404));
    expect(await siteAnswers(50)).toBe(true);
    vi.stubGlobal('fetch', answering(200));
    expect(await siteAnswers(50)).toBe(true);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await siteAnswers(50)).toBe(false);
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    expect(await siteAnswers(50)).toBe(false);
    vi.unstubAllGlobals();
  });

  it('recognises chunk-load errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('header links (docs/spec/popups-and-header.md#screens)', () => {
  it('article categories carry label, sub_label and the itm parameters', () => {
    expect(articleCategoryHref(3, 301)).toBe(
      '/article?label=3&sub_label=301&itm_source=header&itm_medium=nav',
    );
  });

  it('search goes to /search?keyword=…', () => {
    expect(searchHref('北歐風')).toBe(`/search?keyword=${encodeURIComponent('北歐風')}`);
  });

  it('the active nav key follows the path', () => {
    expect(navKeyOf('/')).toBe('home');
    expect(navKeyOf('/works/12')).toBe('works');
    expect(navKeyOf('/works/good')).toBe('good');
    expect(navKeyOf('/theme')).toBe('more');
    expect(navKeyOf('/login')).toBe('');
  });

  it('the error data is a JSON string holding pageType, default home', () => {
    expect(pageTypeOf('{"pageType":"works"}')).toBe('works');
    expect(pageTypeOf('not json')).toBe('home');
    expect(pageTypeOf(undefined)).toBe('home');
  });
});

describe('server helpers', () => {
  it('cookies: parse the header, serialise with path and SameSite', () => {
    expect(parseCookieHeader('token=a%20b; ad_id=x; token=second')).toEqual(
      new Map([
        ['token', 'a b'],
        ['ad_id', 'x'],
      ]),
    );
    expect(serializeCookie('ad_id', 'x', { maxAge: 7200 })).toBe(
      'ad_id=x; Path=/; SameSite=Lax; Max-Age=7200',
    );
  });

  it('list answers: data, data.items or data.list', () => {
    expect(itemsOf({ data: [{ id: 1 }] })).toEqual([{ id: 1 }]);
    expect(itemsOf({ data: { items: [{ id: 2 }, 'x'] } })).toEqual([{ id: 2 }]);
    expect(itemsOf(null)).toEqual([]);
  });
});
