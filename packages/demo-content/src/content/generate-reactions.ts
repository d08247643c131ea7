/**
 * Likes and collects of the demo content, in proportion to its views (an article with 11,754 views and 0
 * likes). The counters the API answers
 * are counts of real `reactions` rows, so the demo seeds readers (accounts without a mobile
 * number or any personal data) and their reactions: an article gets about 1–3 % of its views as
 * likes (讚) and 0.4–1.5 % as collects, a work 0.5–2 % as collects — never more than there are
 * readers.
 */
import type { Random } from '@renovo/api/seeding';
import type { ArticleSeed } from './generate-articles.ts';
import type { WorkSeed } from './generate-works.ts';
import { sample } from './helpers.ts';

/** Demo readers seeded to hold the reactions. */
export const DEMO_READERS = 400;

/** Share of the views that like (favor) or collect, drawn per item between these bounds. */
export const REACTION_RATES = {
  articleFavor: [0.01, 0.03],
  articleCollect: [0.004, 0.015],
  workCollect: [0.005, 0.02],
} as const;

/** One reaction by the demo reader with this 0-based index. */
export interface ReactionSeed {
  reader: number;
  kind: 'favor' | 'collect';
  sourceType: 'article' | 'work';
  sourceId: string;
}

function share(random: Random, views: number, [low, high]: readonly [number, number]): number {
  return Math.min(DEMO_READERS, Math.round(views * (low + (high - low) * random())));
}

const READERS = Array.from({ length: DEMO_READERS }, (_, i) => i);

/** The reactions of the demo readers to the articles and works. */
export function generateReactions(
  random: Random,
  articles: ArticleSeed[],
  works: WorkSeed[],
): ReactionSeed[] {
  const rows: ReactionSeed[] = [];
  const add = (sourceType: 'article' | 'work', id: number, kind: 'favor' | 'collect', n: number) => {
    for (const reader of sample(random, READERS, n))
      rows.push({ reader, kind, sourceType, sourceId: String(id) });
  };
  for (const article of articles) {
    const views = article.viewCount ?? 0;
    add('article', article.id, 'favor', share(random, views, REACTION_RATES.articleFavor));
    add('article', article.id, 'collect', share(random, views, REACTION_RATES.articleCollect));
  }
  for (const work of works)
    add('work', work.id, 'collect', share(random, work.viewCount ?? 0, REACTION_RATES.workCollect));
  return rows;
}
