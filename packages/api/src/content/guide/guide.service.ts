/** The decoration guide's database work: counts per category and a category's most-read articles. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, shorts } from '../../db/schema-content.ts';
import { articleCardColumns } from '../articles/article-cards.ts';
import { isPublished } from '../publishing/published.ts';
import { publicShort } from '../shorts/short-cards.ts';

/** How many short videos and articles each category (article label) has. */
export async function categoryCounts(db: Db) {
  const [shortCounts, articleCounts] = await Promise.all([
    db
      .select({ id: shorts.categoryId, n: count() })
      .from(shorts)
      .where(publicShort)
      .groupBy(shorts.categoryId),
    db
      .select({ id: articles.labelId, n: count() })
      .from(articles)
      .where(isPublished(articles))
      .groupBy(articles.labelId),
  ]);
  return {
    shorts: new Map(shortCounts.map((r) => [r.id, r.n])),
    articles: new Map(articleCounts.map((r) => [r.id, r.n])),
  };
}

/** The `limit` most-read article cards of a category. */
export function mostReadArticles(db: Db, labelId: number, limit: number) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .where(and(eq(articles.labelId, labelId), isPublished(articles)))
    .orderBy(desc(articles.viewCount), desc(articles.id))
    .limit(limit);
}
