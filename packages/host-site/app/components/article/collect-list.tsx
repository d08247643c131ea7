/**
 * The cards of My Favourites: each card with its 取消收藏 button. The page is for members only,
 * so the button removes the favourite directly (DELETE /v1/dis_collect) and toasts 取消收藏成功;
 * a card taken out leaves the list at once.
 */
import { collectMessages, favouriteMessages, favouritesApiOf, format } from '@renovo/core';
import { useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { showToast } from '../../lib/widgets.ts';
import { WorkCard } from '../works/work-card.tsx';
import type { WorkCardData } from '../works/work-types.ts';
import { ArticleCard } from './article-card.tsx';
import type { ArticleCardData } from './article-types.ts';
import './collect-list.css';

/** One favourite. */
export type CollectEntry =
  | { kind: 'work'; id: number; work: WorkCardData }
  | { kind: 'article'; id: number; article: ArticleCardData };

/** One card and its remove button. */
export function CollectCard({ entry }: { entry: CollectEntry }) {
  const [state, setState] = useState<'idle' | 'busy' | 'removed'>('idle');
  if (state === 'removed') return null;
  const title = entry.kind === 'work' ? entry.work.title : entry.article.title;

  async function remove() {
    if (state !== 'idle') return;
    setState('busy');
    try {
      await favouritesApiOf(browserApi()).disCollect({ source_type: entry.kind, source_id: entry.id });
      setState('removed');
      void showToast(favouriteMessages.removed, { type: 'success' });
    } catch (error) {
      // The favourite stays (doc 1 §8 "Favourite failure: logged, state not flipped").
      console.error('[renovo] remove favourite failed', error);
      setState('idle');
    }
  }

  return (
    <li className="collect-card">
      {entry.kind === 'work' ? <WorkCard work={entry.work} /> : <ArticleCard article={entry.article} />}
      <button type="button" className="collect-card__remove" aria-busy={state === 'busy'} onClick={remove}>
        {collectMessages.remove}
        <span className="visually-hidden">{format(collectMessages.removeOf, { title })}</span>
      </button>
    </li>
  );
}
