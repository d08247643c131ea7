/**
 * Articles (doc 1 §7, doc 2 §3): list by label and sub-label, detail with counters and the
 * visitor's flags, recommendations, may-like (by id, and the paged feed), and the works of the
 * same style.
 */
import {
  ArticleDetailAnswerSchema,
  ArticleItemsAnswerSchema,
  ArticleListQuerySchema,
  ArticlePageAnswerSchema,
  contentListMessages,
  DetailIdQuerySchema,
  limitShape,
  optionalId,
  paginationShape,
  requiredId,
  SameStyleWorksAnswerSchema,
} from '@renovo/core/schemas';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as z from 'zod/mini';
import type { Db } from '../../../db/client.ts';
import { articles, companies, works } from '../../../db/schema-content.ts';
import { articleLabel, articleSubLabel } from '../../../db/seed/content/catalogue/article-labels.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { pathId, queryOf } from '../shared/query.ts';
import { workCard, workCardColumns } from '../works/work-cards.ts';
import { articleCard, articleCardColumns, articleOrder } from './article-cards.ts';
import { articleDetail } from './article-detail.ts';

const ArticleRecommendQuerySchema = z.object({ id: optionalId(contentListMessages.id), ...limitShape });
const MayLikeFeedQuerySchema = z.object({
  article_id: optionalId(contentListMessages.id),
  ...paginationShape,
});
const ArticleWorksQuerySchema = z.object({ article_id: requiredId(contentListMessages.id), ...limitShape });
const LimitQuerySchema = z.object(limitShape);

export const articlesDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/article/list',
    summary: 'Articles: label, sub_label, style_id, company_id; sort newest|popular',
    tag: 'articles',
    query: ArticleListQuerySchema,
    response: ArticlePageAnswerSchema,
  },
  {
    method: 'get',
    path: '/v1/article/detail',
    summary: 'Article detail with counters and the member flags (404 此文章找不到了)',
    tag: 'articles',
    auth: 'optional',
    query: DetailIdQuerySchema,
    errors: [404],
    response: ArticleDetailAnswerSchema,
  },
  {
    method: 'get',
    path: '/v1/article/recommend',
    summary: 'Articles of the same label (popular first); without id the most read',
    tag: 'articles',
    query: ArticleRecommendQuerySchema,
    errors: [404],
    response: ArticleItemsAnswerSchema,
  },
  {
    method: 'get',
    path: '/v1/article/{id}/may_like',
    summary: 'Articles close to this one (sub-label, style, label)',
    tag: 'articles',
    query: LimitQuerySchema,
    errors: [404],
    response: ArticleItemsAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/articles/may_like',
    summary: 'The paged may-like feed of an article (or the most read)',
    tag: 'articles',
    query: MayLikeFeedQuerySchema,
    errors: [404],
    response: ArticlePageAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/articles/same_style_works',
    summary: 'Works of the article style (its own works first)',
    tag: 'articles',
    query: ArticleWorksQuerySchema,
    errors: [404],
    response: SameStyleWorksAnswerSchema,
  },
];

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

  app.get('/v1/article/list', async (c) => {
    const query = queryOf(c, ArticleListQuerySchema);
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

  app.get('/v1/article/detail', async (c) => {
    const { id } = queryOf(c, DetailIdQuerySchema);
    const data = await articleDetail(c, id);
    if (!data) fail(404, CONTENT_MESSAGES.articleNotFound);
    return ok(c, data);
  });

  app.get('/v1/article/recommend', async (c) => {
    const query = queryOf(c, ArticleRecommendQuerySchema);
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

  app.get('/v1/article/:id/may_like', async (c) => {
    const id = pathId(c.req.param('id'));
    const { limit } = queryOf(c, LimitQuerySchema);
    const ref = await findArticle(c.get('deps').db, id);
    const rows = await mayLike(c, ref, limit, 0);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => articleCard(r, url)) });
  });

  app.get('/hyperf/articles/may_like', async (c) => {
    const query = queryOf(c, MayLikeFeedQuerySchema);
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

  app.get('/hyperf/articles/same_style_works', async (c) => {
    const query = queryOf(c, ArticleWorksQuerySchema);
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
