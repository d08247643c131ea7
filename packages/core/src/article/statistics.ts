/**
 * Article statistics (docs/spec/popups-and-header.md#states "Article statistics"): the
 * favourite/dislike/share count rules as
 * pure functions, and a store that applies them only when the server says yes.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { errorMessage, serverMessageOf } from '../api/errors.ts';
import type { ArticleDetail } from '../content/content.schemas.ts';
import type {
  ActionResponse,
  ArticleStatisticQueryInput,
  ArticleStatisticResponse,
  ArticleStatisticType,
  SharePayloadInput,
  ShareType,
} from '../favourites/favourites.schemas.ts';
import type { Notifier } from '../platform/types.ts';

/** The counters and flags of an article (from its detail) that these actions change. */
export type ArticleStats = Pick<ArticleDetail, 'favor_count' | 'is_favor' | 'is_dislike' | 'share_count'>;

/** The calls the article statistics store makes: status 200 (statistic) and code 200 (share) are success. */
export interface ArticleApi {
  statistic(query: ArticleStatisticQueryInput): Promise<ArticleStatisticResponse>;
  share(body: SharePayloadInput): Promise<ActionResponse>;
}

/** Favourite toggle: favor_count rises or falls by one, and any dislike is cleared. */
export function applyFavoriteToggle(stats: ArticleStats): ArticleStats {
  const is_favor = !stats.is_favor;
  return {
    ...stats,
    is_favor,
    favor_count: Math.max(0, stats.favor_count + (is_favor ? 1 : -1)),
    is_dislike: false,
  };
}

/** Dislike toggle: dislike flips; a favourite that was set is removed and favor_count drops by one. */
export function applyDislikeToggle(stats: ArticleStats): ArticleStats {
  const next = { ...stats, is_dislike: !stats.is_dislike };
  if (stats.is_favor) {
    next.is_favor = false;
    next.favor_count = Math.max(0, stats.favor_count - 1);
  }
  return next;
}

/** Share success: share_count rises by one. */
export function applyShare(stats: ArticleStats): ArticleStats {
  return { ...stats, share_count: stats.share_count + 1 };
}

/** The statistic answer's text is `info` (docs/spec/quotes.md#calls); the shares answer only has `message`. */
const ANSWER_MESSAGE_KEYS = ['info', 'message'] as const;

/** Dependencies of {@link createArticleStatsStore}. */
export interface ArticleStatsStoreDeps {
  api: ArticleApi;
  notifier: Notifier;
  articleId: number;
  /** Counters from the article detail call. */
  initial: ArticleStats;
  /** Failures without a server message are reported here; defaults to the console. */
  onError?: (error: unknown) => void;
}

/** The article statistics store. */
export interface ArticleStatsStore {
  readonly stats: ReadonlySignal<ArticleStats>;
  /** True while a favourite, dislike or share call is pending. */
  readonly loading: ReadonlySignal<boolean>;
  /** Toggles the favourite; resolves true when the change was applied. */
  toggleFavorite(): Promise<boolean>;
  /** Toggles the dislike; resolves true when the change was applied. */
  toggleDislike(): Promise<boolean>;
  /** Records a share; resolves true when share_count rose. */
  share(shareType: ShareType): Promise<boolean>;
  /** Replaces the counters (after the article detail is re-fetched). */
  reset(stats: ArticleStats): void;
}

/**
 * Creates the article statistics store. Local changes happen only on a 200 (status for the
 * statistic call, code for shares); otherwise the server's info or message is toasted. A call
 * made while another is pending is ignored, so double clicks cannot count twice.
 * @example
 * const stats = createArticleStatsStore({ api, notifier, articleId: 12, initial });
 * await stats.toggleFavorite();
 */
export function createArticleStatsStore(deps: ArticleStatsStoreDeps): ArticleStatsStore {
  const { api, notifier, articleId } = deps;
  const onError = deps.onError ?? ((e: unknown) => console.error('[renovo] article statistic failed', e));
  const stats = signal<ArticleStats>({ ...deps.initial });
  const loading = signal(false);

  function fail(source: unknown, message: string | undefined): false {
    if (message !== undefined) notifier.toast(message, { type: 'error' });
    else onError(source);
    return false;
  }

  async function run<R>(
    call: () => Promise<R>,
    ok: (response: R) => boolean,
    apply: (s: ArticleStats) => ArticleStats,
  ): Promise<boolean> {
    if (loading.peek()) return false;
    loading.value = true;
    try {
      const response = await call();
      if (!ok(response)) return fail(response, serverMessageOf(response, ANSWER_MESSAGE_KEYS));
      stats.value = apply(stats.peek());
      return true;
    } catch (error) {
      return fail(error, errorMessage(error));
    } finally {
      loading.value = false;
    }
  }

  const statistic = (
    type: ArticleStatisticType,
    cancelled: boolean,
    apply: (s: ArticleStats) => ArticleStats,
  ) =>
    run(
      () => api.statistic({ type, article_id: articleId, is_cancel: cancelled ? 1 : 0 }),
      (r) => r.status === 200,
      apply,
    );

  return {
    stats: computed(() => stats.value),
    loading: computed(() => loading.value),
    toggleFavorite: () => statistic('favorite', stats.peek().is_favor, applyFavoriteToggle),
    toggleDislike: () => statistic('dislike', stats.peek().is_dislike, applyDislikeToggle),
    share: (shareType) =>
      run(
        () => api.share({ share_type: shareType, type: 'article', source_id: articleId }),
        (r) => r.code === 200,
        applyShare,
      ),
    reset(next) {
      stats.value = { ...next };
    },
  };
}
