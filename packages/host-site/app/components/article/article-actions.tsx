/**
 * The article's actions (docs/spec/popups-and-header.md#screens, docs/spec/popups-and-header.md#states):
 * collect (收藏, the favourites of /user/collect), favourite
 * and dislike with their counters, and share (copy the link, Facebook, LINE) with its counter and
 * tooltip. Visitors log in first through the page's login sheet (collect and share also need the
 * clue authorisation, as everywhere); counters change only when the server says yes.
 */
import { articleMessages, runGatedAction, type ShareType } from '@renovo/core';
import { useEffect, useId, useRef, useState } from 'react';
import { openLoginSheet, showToast } from '../../lib/widgets.ts';
import type { Viewer } from '../drawer/viewer.ts';
import { ShareIcon, StarIcon, ThumbIcon } from './action-icons.tsx';
import { ARTICLE_RESOURCE_TYPE } from './article-quote-popover.tsx';
import type { ArticleDetailData } from './article-types.ts';
import { SHARE_TYPES, shareUrl } from './share-links.ts';
import { ShareTip } from './share-tooltip.tsx';
import { useArticleStats } from './use-article-stats.ts';
import { useCollect } from './use-collect.ts';
import './article-actions.css';

/** Props of {@link ArticleActions}. */
export interface ArticleActionsProps {
  article: ArticleDetailData;
  viewer: Viewer | null;
}

const SHARE_LABELS: Record<ShareType, string> = {
  copy_link: articleMessages.shareCopy,
  facebook: articleMessages.shareFacebook,
  line: articleMessages.shareLine,
};

/** The action bar. */
export function ArticleActions({ article, viewer }: ArticleActionsProps) {
  const login = { resourceType: ARTICLE_RESOURCE_TYPE, resourceId: article.id };
  const { stats, loading, store } = useArticleStats(article.id, {
    favor_count: article.favor_count,
    is_favor: article.is_favor,
    is_dislike: article.is_dislike,
    share_count: article.share_count,
  });
  const collect = useCollect(
    { source_type: 'article', source_id: article.id, collected: article.is_collect, login },
    viewer,
  );
  const collectCount = Math.max(
    0,
    article.collect_count + Number(collect.collected) - Number(article.is_collect),
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const shareButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      shareButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  /** Visitors log in first; resolves true when the action may go on. */
  async function member(): Promise<boolean> {
    if (viewer) return true;
    const outcome = await openLoginSheet(login);
    return outcome.granted;
  }

  async function share(type: ShareType) {
    setMenuOpen(false);
    const pageUrl = window.location.href.split('#')[0] ?? window.location.href;
    await runGatedAction(
      'share',
      {
        // Share needs login or clue authorisation (docs/spec/session.md#states): the login sheet reads the
        // member
        // behind the HttpOnly cookie and lets one with a clue on file straight through.
        gate: { open: (params) => openLoginSheet(params) },
        notifier: { toast: (m, o) => void showToast(m, o) },
      },
      {
        request: login,
        async perform() {
          const target = shareUrl(type, pageUrl);
          if (target) window.open(target, '_blank', 'noopener,noreferrer');
          else {
            await navigator.clipboard.writeText(pageUrl);
            void showToast(articleMessages.linkCopied, { type: 'success' });
          }
          await store.share(type);
        },
      },
    );
  }

  return (
    <fieldset className="article-actions">
      <legend className="visually-hidden">{articleMessages.actionsLabel}</legend>
      <button
        type="button"
        className="article-action"
        aria-pressed={collect.collected}
        aria-busy={collect.loading}
        onClick={collect.toggle}
      >
        <StarIcon filled={collect.collected} />
        {collect.collected ? articleMessages.collected : articleMessages.collect}
        <span className="article-action__count">{collectCount}</span>
      </button>
      <button
        type="button"
        className="article-action"
        aria-pressed={stats.is_favor}
        disabled={loading}
        onClick={async () => (await member()) && void store.toggleFavorite()}
      >
        <ThumbIcon filled={stats.is_favor} />
        {articleMessages.favourite}
        <span className="article-action__count">{stats.favor_count}</span>
      </button>
      <button
        type="button"
        className="article-action"
        aria-pressed={stats.is_dislike}
        disabled={loading}
        onClick={async () => (await member()) && void store.toggleDislike()}
      >
        <ThumbIcon down filled={stats.is_dislike} />
        {articleMessages.dislike}
      </button>
      <div className="article-share">
        <ShareTip />
        <button
          ref={shareButton}
          type="button"
          className="article-action"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((v) => !v)}
        >
          <ShareIcon />
          {articleMessages.share}
          <span className="article-action__count">{stats.share_count}</span>
        </button>
        <ul id={menuId} className="article-share__menu" hidden={!menuOpen}>
          {SHARE_TYPES.map((type) => (
            <li key={type}>
              <button type="button" onClick={() => void share(type)}>
                {SHARE_LABELS[type]}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
