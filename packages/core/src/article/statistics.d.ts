/**
 * Article statistics (doc 2 §4 "Article statistics"): the favourite/dislike/share count rules as
 * pure functions, and a store that applies them only when the server says yes.
 */
import { type ReadonlySignal } from '@preact/signals-core';
import type { Notifier } from '../platform/types.ts';
import type { ArticleDetail } from '../schemas/content.ts';
import type {
  ActionResponse,
  ArticleStatisticQueryInput,
  ArticleStatisticResponse,
  SharePayloadInput,
  ShareType,
} from '../schemas/favourites.ts';
/** The counters and flags of an article (from its detail) that these actions change. */
export type ArticleStats = Pick<ArticleDetail, 'favor_count' | 'is_favor' | 'is_dislike' | 'share_count'>;
/** The calls the article statistics store makes: status 200 (statistic) and code 200 (share) are success. */
export interface ArticleApi {
  statistic(query: ArticleStatisticQueryInput): Promise<ArticleStatisticResponse>;
  share(body: SharePayloadInput): Promise<ActionResponse>;
}
/** Favourite toggle: favor_count rises or falls by one, and any dislike is cleared. */
export declare function applyFavoriteToggle(stats: ArticleStats): ArticleStats;
/** Dislike toggle: dislike flips; a favourite that was set is removed and favor_count drops by one. */
export declare function applyDislikeToggle(stats: ArticleStats): ArticleStats;
/** Share success: share_count rises by one. */
export declare function applyShare(stats: ArticleStats): ArticleStats;
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
export declare function createArticleStatsStore(deps: ArticleStatsStoreDeps): ArticleStatsStore;
//# sourceMappingURL=statistics.d.ts.map
