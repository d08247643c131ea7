/**
 * The articles pages' queries beyond the detail (article-detail.ts): the filtered list, the
 * recommendations, may-like (closest articles first) and the works of an article's style.
 */
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, companies, works } from '../../db/schema-content.ts';
import { workIsPublic } from '../publishing/public-content.ts';
import { isPublished } from '../publishing/published.ts';
import { listedFirst } from '../shared/listed-first.ts';
import { workCardColumns } from '../works/work-cards.ts';
import { articleCardColumns, articleOrder } from './article-cards.ts';

/** What the recommendations of an article are measured from. */
export interface ArticleRef {
  id: number;
  labelId: number;
  subLabelId: number;
  styleId: number | null;
  workIds: number[];
}

/** A published article's labels, style and works; undefined when there is no such article on the site. */
export async function articleRef(db: Db, id: number): Promise<ArticleRef | undefined> {
  const [row] = await db
    .select({
      id: articles.id,
      labelId: articles.labelId,
      subLabelId: articles.subLabelId,
      styleId: articles.styleId,
      workIds: articles.workIds,
    })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished(articles)))
    .limit(1);
  return row;
}

/** The filters of the article list. */
export interface ArticleFilters {
  label?: number | undefined;
  sub_label?: number | undefined;
  style_id?: number | undefined;
  company_id?: number | undefined;
  sort: 'newest' | 'popular';
  page: number;
  per_page: number;
}

/** One page of article cards matching the filters, and how many match in all. */
export async function listArticles(db: Db, query: ArticleFilters) {
  const where: SQL[] = [isPublished(articles)];
  if (query.label !== undefined) where.push(eq(articles.labelId, query.label));
  if (query.sub_label !== undefined) where.push(eq(articles.subLabelId, query.sub_label));
  if (query.style_id !== undefined) where.push(eq(articles.styleId, query.style_id));
  if (query.company_id !== undefined) where.push(eq(articles.companyId, query.company_id));
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select(articleCardColumns)
      .from(articles)
      .where(condition)
      .orderBy(...articleOrder(query.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(articles).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Up to `limit` most-read article cards (of the same label as `ref`, without it, when given). */
export function mostReadOfLabel(db: Db, ref: ArticleRef | null, limit: number) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .where(
      and(
        isPublished(articles),
        ref ? and(ne(articles.id, ref.id), eq(articles.labelId, ref.labelId)) : undefined,
      ),
    )
    .orderBy(desc(articles.viewCount), desc(articles.id))
    .limit(limit);
}

/** How close another article is to `ref`: same sub-label 3, same style 2, same label 1. */
function closeness(ref: ArticleRef): SQL {
  const style =
    ref.styleId === null ? sql`0` : sql`(${articles.styleId} is not distinct from ${ref.styleId})::int * 2`;
  return sql`(${articles.subLabelId} = ${ref.subLabelId})::int * 3 + ${style} + (${articles.labelId} = ${ref.labelId})::int`;
}

/** Article cards closest to `ref` first (without it), then the most read. */
export function mayLikeArticles(db: Db, ref: ArticleRef | null, limit: number, offset: number) {
  return db
    .select(articleCardColumns)
    .from(articles)
    .where(and(isPublished(articles), ref ? ne(articles.id, ref.id) : undefined))
    .orderBy(...(ref ? [desc(closeness(ref))] : []), desc(articles.viewCount), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** How many articles are on the site. */
export async function articleCount(db: Db): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(articles).where(isPublished(articles));
  return counted?.n ?? 0;
}

/** Up to `limit` work cards (public ones) of the article's style, its own works first, then the most viewed. */
export function sameStyleWorks(db: Db, ref: ArticleRef, limit: number) {
  return db
    .select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(and(workIsPublic, ref.styleId === null ? undefined : eq(works.styleId, ref.styleId)))
    .orderBy(...listedFirst(works.id, ref.workIds), desc(works.viewCount), desc(works.id))
    .limit(limit);
}
