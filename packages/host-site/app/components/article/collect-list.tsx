/**
 * The cards of My Favourites: each card with its 取消收藏 button (core's favourite toggle, with
 * its toast); an item taken out leaves the list at once.
 */
import { collectMessages, format } from '@renovo/core';
import { useFavourite } from '../works/use-favourite.ts';
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
  const favourite = useFavourite(
    { source_type: entry.kind, source_id: entry.id, collected: true },
    'ordinary',
  );
  if (!favourite.collected) return null;
  const title = entry.kind === 'work' ? entry.work.title : entry.article.title;
  return (
    <li className="collect-card">
      {entry.kind === 'work' ? <WorkCard work={entry.work} /> : <ArticleCard article={entry.article} />}
      <button
        type="button"
        className="collect-card__remove"
        aria-busy={favourite.loading}
        onClick={favourite.toggle}
      >
        {collectMessages.remove}
        <span className="visually-hidden">{format(collectMessages.removeOf, { title })}</span>
      </button>
    </li>
  );
}
