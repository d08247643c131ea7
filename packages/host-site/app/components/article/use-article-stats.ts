/**
 * The article's favourite, dislike and share counters (docs/spec/popups-and-header.md#states "Article
 * statistics"): core's
 * createArticleStatsStore on the page's API client, toasting the server's message on a refusal.
 * The store is made during render (server too) but only calls the API on a click.
 */
import {
  type ArticleStats,
  type ArticleStatsStore,
  articleApiOf,
  createArticleStatsStore,
} from '@renovo/core';
import { useMemo } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { useSignalValue } from '../../lib/use-signal-value.ts';
import { showToast } from '../../lib/widgets.ts';

/** The counters as rendered and the store's actions. */
export interface ArticleStatsState {
  stats: ArticleStats;
  loading: boolean;
  store: ArticleStatsStore;
}

/** One store per article; the server's counters are the first render's. */
export function useArticleStats(articleId: number, initial: ArticleStats): ArticleStatsState {
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per article; later renders keep it
  const store = useMemo(
    () =>
      createArticleStatsStore({
        api: {
          statistic: (query) => articleApiOf(browserApi()).statistic(query),
          share: (body) => articleApiOf(browserApi()).share(body),
        },
        notifier: { toast: (message, options) => void showToast(message, options) },
        articleId,
        initial,
      }),
    [articleId],
  );
  const stats = useSignalValue(store.stats, initial);
  const loading = useSignalValue(store.loading, false);
  return { stats, loading, store };
}
