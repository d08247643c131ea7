/**
 * The cards of My Favourites: each card with its 取消收藏 button. The page is for members only;
 * the button asks first in a popconfirm (確定要取消收藏嗎？), then removes the favourite
 * (DELETE /v1/dis_collect) and toasts 取消收藏成功; a card taken out leaves the list at once.
 */
import {
  collectMessages,
  favouriteMessages,
  favouritesApiOf,
  format,
  popconfirmMessages,
} from '@renovo/core';
import { useRef, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { showToast } from '../../lib/widgets.ts';
import { Popconfirm } from '../ui/popconfirm.tsx';
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
  // The call in flight, in a ref: a second confirm is judged by it, never by a stale render.
  const busy = useRef(false);
  if (state === 'removed') return null;
  const title = entry.kind === 'work' ? entry.work.title : entry.article.title;

  async function remove() {
    if (busy.current) return;
    busy.current = true;
    setState('busy');
    try {
      await favouritesApiOf(browserApi()).disCollect({ source_type: entry.kind, source_id: entry.id });
      setState('removed');
      void showToast(favouriteMessages.removed, { type: 'success' });
    } catch (error) {
      // The favourite stays (docs/spec/platform.md#errors "Favourite failure: logged, state not flipped").
      console.error('[renovo] remove favourite failed', error);
      setState('idle');
    } finally {
      busy.current = false;
    }
  }

  return (
    <li className="collect-card">
      {entry.kind === 'work' ? <WorkCard work={entry.work} /> : <ArticleCard article={entry.article} />}
      <Popconfirm
        title={popconfirmMessages.removeFavourite}
        className="collect-card__remove"
        busy={state === 'busy'}
        onConfirm={() => void remove()}
      >
        {collectMessages.remove}
        <span className="visually-hidden">{format(collectMessages.removeOf, { title })}</span>
      </Popconfirm>
    </li>
  );
}
