/**
 * The works pages' queries beyond the paged lists (work-cards.ts) and the detail (work-detail.ts):
 * a work's neighbours, similar works, the login page's samples and an article's represent works.
 */
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, companies, works } from '../../db/schema-content.ts';
import { workIsPublic } from '../publishing/public-content.ts';
import { isPublished } from '../publishing/published.ts';
import { listedFirst } from '../shared/listed-first.ts';
import { workCardColumns, workCardsByIds } from './work-cards.ts';

/**
 * The cards of the works published just before and just after a work (of the represent works
 * only when asked); null when there is no such work.
 */
export async function neighbourWorks(db: Db, id: number, representOnly: boolean) {
  const [current] = await db
    .select({ id: works.id, publishedAt: works.publishedAt })
    .from(works)
    .where(eq(works.id, id))
    .limit(1);
  if (!current) return null;
  const scope = representOnly ? eq(works.isRepresent, true) : undefined;
  const key = sql`(${works.publishedAt}, ${works.id})`;
  const at = sql`(${current.publishedAt.toISOString()}::timestamptz, ${current.id}::int)`;
  const neighbour = (newer: boolean) =>
    db
      .select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(and(newer ? sql`${key} > ${at}` : sql`${key} < ${at}`, scope, workIsPublic))
      .orderBy(...(newer ? [works.publishedAt, works.id] : [desc(works.publishedAt), desc(works.id)]))
      .limit(1);
  const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
  return { prev, next };
}

/**
 * Up to `limit` cards of other works sharing the work's style or region (both first), most
 * viewed first; null when there is no such work.
 */
export async function similarWorks(db: Db, id: number, limit: number) {
  const [current] = await db
    .select({ styleId: works.styleId, regionId: works.regionId })
    .from(works)
    .where(eq(works.id, id))
    .limit(1);
  if (!current) return null;
  return db
    .select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(
      and(
        ne(works.id, id),
        or(eq(works.styleId, current.styleId), eq(works.regionId, current.regionId)),
        workIsPublic,
      ),
    )
    .orderBy(
      desc(
        sql`(${works.styleId} = ${current.styleId})::int + (${works.regionId} = ${current.regionId})::int`,
      ),
      desc(works.viewCount),
      desc(works.id),
    )
    .limit(limit);
}

/** Up to `limit` cards of a region's works (every region for 0), represent works first. */
export function sampleWorks(db: Db, regionId: number, limit: number) {
  return db
    .select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(and(workIsPublic, regionId === 0 ? undefined : eq(works.regionId, regionId)))
    .orderBy(desc(works.isRepresent), desc(works.viewCount), desc(works.id))
    .limit(limit);
}

/**
 * Up to `limit` represent work cards for an article: the works it links first, then those of
 * its style, most viewed first; null when there is no such article.
 */
export async function representWorksForArticle(db: Db, articleId: number, limit: number) {
  const [article] = await db
    .select({ styleId: articles.styleId, workIds: articles.workIds })
    .from(articles)
    .where(and(eq(articles.id, articleId), isPublished(articles)))
    .limit(1);
  if (!article) return null;
  const rows = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.isRepresent, true), workIsPublic))
    .orderBy(
      ...listedFirst(works.id, article.workIds),
      // A bare `0` would be read as a column position (a 500): without a style, no such term.
      ...(article.styleId === null ? [] : [desc(sql`(${works.styleId} = ${article.styleId})::int`)]),
      desc(works.viewCount),
      desc(works.id),
    )
    .limit(limit);
  return workCardsByIds(
    db,
    rows.map((r) => r.id),
  );
}
