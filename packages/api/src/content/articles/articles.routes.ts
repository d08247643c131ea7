/**
 * Articles (doc 1 §7, doc 2 §3): list by label and sub-label, detail with counters and the
 * visitor's flags, recommendations, may-like (by id, and the paged feed), and the works of the
 * same style.
 */
import {
  articleDetailContract,
  articleListContract,
  articleMayLikeByIdContract,
  articleRecommendContract,
  articlesMayLikeContract,
  sameStyleWorksContract,
} from '@renovo/core/contracts';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { articleLabel, articleSubLabel } from '../../db/reference/article-labels.ts';
import { articles, companies, works } from '../../db/schema-content.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { workCard, workCardColumns } from '../works/work-cards.ts';
import { articleCard, articleCardColumns, articleOrder } from './article-cards.ts';
import { articleDetail } from './article-detail.ts';

type ArticleRef = {
  id: number;
  labelId: number;
  subLabelId: number;
  styleId: number | null;
  workIds: number[];
};

async function findArticle(db: Db, id: number): Promise<ArticleRef> {
  const [row] = await db
    .select({
      id: articles.id,
      labelId: articles.labelId,
      subLabelId: articles.subLabelId,
      styleId: articles.styleId,
      workIds: articles.workIds,
    })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) fail(404, CONTENT_MESSAGES.articleNotFound);
  return row;
}

/** How close another article is to `ref`: same sub-label 3, same style 2, same label 1. */
function closeness(ref: ArticleRef): SQL {
  const style =
    ref.styleId === null ? sql`0` : sql`(${articles.styleId} is not distinct from ${ref.styleId})::int * 2`;
  return sql`(${articles.subLabelId} = ${ref.subLabelId})::int * 3 + ${style} + (${articles.labelId} = ${ref.labelId})::int`;
}

async function mayLike(c: Context<AppEnv>, ref: ArticleRef | null, limit: number, offset: number) {
  const { db } = c.get('deps');
  return db
    .select(articleCardColumns)
    .from(articles)
    .where(ref ? ne(articles.id, ref.id) : undefined)
    .orderBy(...(ref ? [desc(closeness(ref))] : []), desc(articles.viewCount), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** The articles routes. */
export function articlesRoutes() {
  const app = new Hono<AppEnv>();

  route(app, articleListContract, async (c, { query }) => {
    if (query.label !== undefined && !articleLabel(query.label)) fail(422, CONTENT_MESSAGES.labelInvalid);
    const sub = query.sub_label === undefined ? undefined : articleSubLabel(query.sub_label);
    if (
      query.sub_label !== undefined &&
      (!sub || (query.label !== undefined && sub.labelId !== query.label))
    ) {
      fail(422, CONTENT_MESSAGES.labelInvalid);
    }
    const where: SQL[] = [];
    if (query.label !== undefined) where.push(eq(articles.labelId, query.label));
    if (query.sub_label !== undefined) where.push(eq(articles.subLabelId, query.sub_label));
    if (query.style_id !== undefined) where.push(eq(articles.styleId, query.style_id));
    if (query.company_id !== undefined) where.push(eq(articles.companyId, query.company_id));
    const { db } = c.get('deps');
    const condition = where.length > 0 ? and(...where) : undefined;
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
    const total = counted?.n ?? 0;
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => articleCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, articleDetailContract, async (c, { query: { id } }) => {
    const data = await articleDetail(c, id);
    if (!data) fail(404, CONTENT_MESSAGES.articleNotFound);
    return ok(c, data);
  });

  route(app, articleRecommendContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const ref = query.id === undefined ? null : await findArticle(db, query.id);
    const rows = await db
      .select(articleCardColumns)
      .from(articles)
      .where(ref ? and(ne(articles.id, ref.id), eq(articles.labelId, ref.labelId)) : undefined)
      .orderBy(desc(articles.viewCount), desc(articles.id))
      .limit(query.limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => articleCard(r, url)) });
  });

  route(app, articleMayLikeByIdContract, async (c, { params: { id }, query: { limit } }) => {
    const ref = await findArticle(c.get('deps').db, id);
    const rows = await mayLike(c, ref, limit, 0);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => articleCard(r, url)) });
  });

  route(app, articlesMayLikeContract, async (c, { query }) => {
    const ref = query.article_id === undefined ? null : await findArticle(c.get('deps').db, query.article_id);
    const [rows, [counted]] = await Promise.all([
      mayLike(c, ref, query.per_page, (query.page - 1) * query.per_page),
      c.get('deps').db.select({ n: count() }).from(articles),
    ]);
    const total = Math.max(0, (counted?.n ?? 0) - (ref ? 1 : 0));
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => articleCard(r, url)),
        total,
        query,
      ),
    );
  });

  route(app, sameStyleWorksContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const ref = await findArticle(db, query.article_id);
    const own = inArray(works.id, ref.workIds);
    const rows = await db
      .select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(ref.styleId === null ? undefined : eq(works.styleId, ref.styleId))
      .orderBy(desc(own), desc(works.viewCount), desc(works.id))
      .limit(query.limit);
    const url = mediaUrls(c);
    return ok(c, { style_id: ref.styleId, items: rows.map((r) => workCard(r, url)) });
  });

  return app;
}
