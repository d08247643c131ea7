import { describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse, NetworkError } from '../api/errors.ts';
import { articleStatisticRoute } from '../favourites/favourites.routes.ts';
import type {
  ActionResponse,
  ArticleStatisticQueryInput,
  ArticleStatisticResponse,
  SharePayloadInput,
} from '../favourites/favourites.schemas.ts';
import { createRecordingNotifier } from '../platform/memory.ts';
import {
  type ArticleApi,
  type ArticleStats,
  applyDislikeToggle,
  applyFavoriteToggle,
  applyShare,
  createArticleStatsStore,
} from './statistics.ts';

const base: ArticleStats = { favor_count: 5, is_favor: false, is_dislike: false, share_count: 2 };

function fakeApi(
  stat: ArticleStatisticResponse | Error = { status: 200, info: '成功' },
  share: ActionResponse | Error = { code: 200, data: null },
) {
  const calls: { statistic: ArticleStatisticQueryInput[]; share: SharePayloadInput[] } = {
    statistic: [],
    share: [],
  };
  const api: ArticleApi & { calls: typeof calls } = {
    calls,
    async statistic(p) {
      calls.statistic.push(p);
      if (stat instanceof Error) throw stat;
      return stat;
    },
    async share(b) {
      calls.share.push(b);
      if (share instanceof Error) throw share;
      return share;
    },
  };
  return api;
}

function setup(api = fakeApi(), initial: ArticleStats = base) {
  const notifier = createRecordingNotifier();
  const onError = vi.fn();
  const store = createArticleStatsStore({ api, notifier, articleId: 12, initial, onError });
  return { store, notifier, api, onError };
}

describe('article statistics rules', () => {
  it('favourite toggle raises favor_count by one and clears any dislike', () => {
    expect(applyFavoriteToggle({ ...base, is_dislike: true })).toEqual({
      ...base,
      is_favor: true,
      favor_count: 6,
    });
  });

  it('favourite toggle off lowers favor_count by one (never below 0)', () => {
    expect(applyFavoriteToggle({ ...base, is_favor: true })).toEqual({
      ...base,
      is_favor: false,
      favor_count: 4,
    });
    expect(applyFavoriteToggle({ ...base, is_favor: true, favor_count: 0 }).favor_count).toBe(0);
  });

  it('dislike toggle sets dislike; a favourite that was set is removed and favor_count drops by one', () => {
    expect(applyDislikeToggle({ ...base, is_favor: true })).toEqual({
      ...base,
      is_dislike: true,
      favor_count: 4,
    });
    expect(applyDislikeToggle(base)).toEqual({ ...base, is_dislike: true });
  });

  it('dislike toggle clears a dislike', () => {
    expect(applyDislikeToggle({ ...base, is_dislike: true })).toEqual(base);
  });

  it('share success: share_count rises by one', () => {
    expect(applyShare(base).share_count).toBe(3);
  });
});

describe('createArticleStatsStore', () => {
  it('favourite: the local change happens only when the response status is 200', async () => {
    const { store, api, notifier } = setup();
    expect(await store.toggleFavorite()).toBe(true);
    expect(api.calls.statistic).toEqual([{ type: 'favorite', article_id: 12, is_cancel: 0 }]);
    expect(store.stats.value).toMatchObject({ is_favor: true, favor_count: 6 });
    expect(await store.toggleFavorite()).toBe(true);
    expect(api.calls.statistic[1]).toEqual({ type: 'favorite', article_id: 12, is_cancel: 1 });
    expect(store.stats.value).toMatchObject({ is_favor: false, favor_count: 5 });
    expect(notifier.toasts).toEqual([]);
  });

  it('favourite: status not 200 → no local change, the server info is toasted', async () => {
    const { store, notifier } = setup(fakeApi({ status: 401, info: '請先登入' }));
    expect(await store.toggleFavorite()).toBe(false);
    expect(store.stats.value).toEqual(base);
    expect(notifier.toasts).toEqual([{ message: '請先登入', options: { type: 'error' } }]);
  });

  it('dislike: status 200 flips dislike and removes a favourite; otherwise the message is toasted', async () => {
    const ok = setup(fakeApi(), { ...base, is_favor: true });
    expect(await ok.store.toggleDislike()).toBe(true);
    expect(ok.api.calls.statistic).toEqual([{ type: 'dislike', article_id: 12, is_cancel: 0 }]);
    expect(ok.store.stats.value).toMatchObject({ is_dislike: true, is_favor: false, favor_count: 4 });
    await ok.store.toggleDislike();
    expect(ok.api.calls.statistic[1]?.is_cancel).toBe(1);

    const bad = setup(fakeApi({ status: 500, info: '系統忙碌' }));
    expect(await bad.store.toggleDislike()).toBe(false);
    expect(bad.store.stats.value).toEqual(base);
    expect(bad.notifier.toasts[0]?.message).toBe('系統忙碌');
  });

  it('a thrown statistic call toasts the server message from its body, no local change', async () => {
    const error = apiErrorFromResponse({
      status: 500,
      body: { code: 500, message: '伺服器錯誤' },
      url: articleStatisticRoute.path,
    });
    const { store, notifier } = setup(fakeApi(error));
    expect(await store.toggleFavorite()).toBe(false);
    expect(notifier.toasts[0]?.message).toBe('伺服器錯誤');
    expect(store.stats.value).toEqual(base);
  });

  it('a failure without any server message is logged, not toasted', async () => {
    const { store, notifier, onError } = setup(fakeApi(new NetworkError(articleStatisticRoute.path)));
    expect(await store.toggleFavorite()).toBe(false);
    expect(notifier.toasts).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('the default error handler logs to the console', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createArticleStatsStore({
      api: fakeApi({ status: 500, info: '' }),
      notifier: createRecordingNotifier(),
      articleId: 1,
      initial: base,
    });
    await store.toggleFavorite();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('share: on code 200 share_count rises by one', async () => {
    const { store, api } = setup();
    expect(await store.share('line')).toBe(true);
    expect(api.calls.share).toEqual([{ share_type: 'line', type: 'article', source_id: 12 }]);
    expect(store.stats.value.share_count).toBe(3);
  });

  it('share: code not 200 → the message is toasted and the count is unchanged', async () => {
    const { store, notifier } = setup(fakeApi(undefined, { code: 429, data: null, message: '操作太頻繁' }));
    expect(await store.share('copy_link')).toBe(false);
    expect(store.stats.value.share_count).toBe(2);
    expect(notifier.toasts[0]?.message).toBe('操作太頻繁');
  });

  it('a call made while another is pending is ignored (no double count)', async () => {
    const { store, api } = setup();
    const first = store.toggleFavorite();
    expect(store.loading.value).toBe(true);
    expect(await store.share('facebook')).toBe(false);
    await first;
    expect(store.loading.value).toBe(false);
    expect(api.calls.share).toEqual([]);
    expect(store.stats.value.favor_count).toBe(6);
  });

  it('reset replaces the counters', () => {
    const { store } = setup();
    store.reset({ ...base, favor_count: 9 });
    expect(store.stats.value.favor_count).toBe(9);
  });
});
