/**
 * Works (doc 1 §3, §7): the works list with the filters of doc 2 §3, the work detail, previous
 * and next work, recommended works, represent works with their filters and those for an
 * article, and the heal-house list.
 */

import {
  ANY,
  ANY_LABEL,
  AREA_RANGES,
  BUDGET_RANGES,
  HOUSING_TYPES,
  REGIONS,
  SPACES,
  STYLES,
} from '@renovo/core/data';
import {
  contentListMessages,
  DetailIdQuerySchema,
  limitShape,
  PaginationQuerySchema,
  PrevNextWorkAnswerSchema,
  RepresentFiltersAnswerSchema,
  requiredId,
  WorkDetailAnswerSchema,
  WorkItemsAnswerSchema,
  WorkPageAnswerSchema,
  WorksListQuerySchema,
} from '@renovo/core/schemas';
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { articles, companies, works } from '../../../db/schema-content.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { pathId, queryOf } from '../shared/query.ts';
import { listWorkCards, workCard, workCardColumns, workCardsByIds } from './work-cards.ts';
import { workDetail } from './work-detail.ts';

/** Path of the works list (not named by the spec; the `/works` page). */
export const WORKS_LIST_PATH = '/hyperf/works/list';

const PrevNextQuerySchema = z.object({
  id: requiredId(contentListMessages.id),
  is_represent: z._default(z.enum(['0', '1'], contentListMessages.flag), '0'),
});
const ForArticleQuerySchema = z.object({ article_id: requiredId(contentListMessages.id), ...limitShape });
const DetailRecommendQuerySchema = z.object(limitShape);

export const worksDocs: RouteDoc[] = [
  {
    method: 'get',
    path: WORKS_LIST_PATH,
    summary:
      'Works list: filters style_id, space_id, housing_type, budget, area, region_id, company_id; sort newest|popular',
    tag: 'works',
    query: WorksListQuerySchema,
    response: WorkPageAnswerSchema,
  },
  {
    method: 'get',
    path: '/v1/works/detail',
    summary:
      'Work detail (code 404 and 抱歉！您訪問的作品已不存在…… when missing); is_collect for the member',
    tag: 'works',
    auth: 'optional',
    query: DetailIdQuerySchema,
    errors: [404],
    response: WorkDetailAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/mobile/v1/works/PrevOrNextWorkById',
    summary: 'Previous (newer) and next (older) work in the newest-first order',
    tag: 'works',
    query: PrevNextQuerySchema,
    errors: [404],
    response: PrevNextWorkAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/works/{id}/detail_recommend_works',
    summary: 'Works of the same style or region',
    tag: 'works',
    query: DetailRecommendQuerySchema,
    errors: [404],
    response: WorkItemsAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/works/represent_works',
    summary: 'Represent works (with construction labels); the works-list filters',
    tag: 'works',
    query: WorksListQuerySchema,
    response: WorkPageAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/works/represent_filters',
    summary: 'Filter option lists of doc 2 §3 (each starts with any)',
    tag: 'works',
    response: RepresentFiltersAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/works/represent_works_for_article',
    summary: 'Represent works for an article: its own works first, then the same style',
    tag: 'works',
    query: ForArticleQuerySchema,
    errors: [404],
    response: WorkItemsAnswerSchema,
  },
  {
    method: 'get',
    path: '/hyperf/heal_house/list',
    summary: 'Heal-house works (healing homes), newest first',
    tag: 'works',
    query: PaginationQuerySchema,
    response: WorkPageAnswerSchema,
  },
];

const option = (value: number | string, label: string) => ({ value, label });

/** The works routes. */
export function worksRoutes() {
  const app = new Hono<AppEnv>();

  app.get(WORKS_LIST_PATH, async (c) => {
    const query = queryOf(c, WorksListQuerySchema);
    const { rows, total } = await listWorkCards(c.get('deps').db, query);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => workCard(r, url)),
        total,
        query,
      ),
    );
  });

  app.get('/v1/works/detail', async (c) => {
    const { id } = queryOf(c, DetailIdQuerySchema);
    const data = await workDetail(c, id);
    if (!data) fail(404, CONTENT_MESSAGES.workNotFound);
    return ok(c, data);
  });

  app.get('/api/mobile/v1/works/PrevOrNextWorkById', async (c) => {
    const query = queryOf(c, PrevNextQuerySchema);
    const { db } = c.get('deps');
    const [current] = await db
      .select({ id: works.id, publishedAt: works.publishedAt })
      .from(works)
      .where(eq(works.id, query.id))
      .limit(1);
    if (!current) fail(404, CONTENT_MESSAGES.workNotFound);
    const scope = query.is_represent === '1' ? eq(works.isRepresent, true) : undefined;
    const key = sql`(${works.publishedAt}, ${works.id})`;
    const at = sql`(${current.publishedAt.toISOString()}::timestamptz, ${current.id}::int)`;
    const neighbour = (newer: boolean) =>
      db
        .select(workCardColumns)
        .from(works)
        .innerJoin(companies, eq(companies.id, works.companyId))
        .where(and(newer ? sql`${key} > ${at}` : sql`${key} < ${at}`, scope))
        .orderBy(...(newer ? [works.publishedAt, works.id] : [desc(works.publishedAt), desc(works.id)]))
        .limit(1);
    const [[prev], [next]] = await Promise.all([neighbour(true), neighbour(false)]);
    const url = mediaUrls(c);
    return ok(c, {
      prev_id: prev?.id ?? null,
      next_id: next?.id ?? null,
      prev: prev ? workCard(prev, url) : null,
      next: next ? workCard(next, url) : null,
    });
  });

  app.get('/hyperf/works/:id/detail_recommend_works', async (c) => {
    const id = pathId(c.req.param('id'));
    const { limit } = queryOf(c, DetailRecommendQuerySchema);
    const { db } = c.get('deps');
    const [current] = await db
      .select({ styleId: works.styleId, regionId: works.regionId })
      .from(works)
      .where(eq(works.id, id))
      .limit(1);
    if (!current) fail(404, CONTENT_MESSAGES.workNotFound);
    const rows = await db
      .select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(
        and(ne(works.id, id), or(eq(works.styleId, current.styleId), eq(works.regionId, current.regionId))),
      )
      .orderBy(
        desc(
          sql`(${works.styleId} = ${current.styleId})::int + (${works.regionId} = ${current.regionId})::int`,
        ),
        desc(works.viewCount),
        desc(works.id),
      )
      .limit(limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => workCard(r, url)) });
  });

  app.get('/hyperf/works/represent_works', async (c) => {
    const query = queryOf(c, WorksListQuerySchema);
    const { rows, total } = await listWorkCards(c.get('deps').db, query, { represent: true });
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => workCard(r, url)),
        total,
        query,
      ),
    );
  });

  app.get('/hyperf/works/represent_filters', (c) => {
    const regions = [option(ANY, ANY_LABEL), ...REGIONS.map((r) => option(r.id, r.name))];
    return ok(c, {
      styles: STYLES,
      spaces: SPACES,
      housing_types: HOUSING_TYPES,
      budgets: BUDGET_RANGES,
      areas: AREA_RANGES,
      regions,
      sorts: [option('newest', '最新'), option('popular', '熱門')],
    });
  });

  app.get('/hyperf/works/represent_works_for_article', async (c) => {
    const query = queryOf(c, ForArticleQuerySchema);
    const { db } = c.get('deps');
    const [article] = await db
      .select({ styleId: articles.styleId, workIds: articles.workIds })
      .from(articles)
      .where(eq(articles.id, query.article_id))
      .limit(1);
    if (!article) fail(404, CONTENT_MESSAGES.articleNotFound);
    const linked = inArray(works.id, article.workIds);
    const rows = await db
      .select({ id: works.id })
      .from(works)
      .where(eq(works.isRepresent, true))
      .orderBy(
        desc(linked),
        desc(article.styleId === null ? sql`0` : sql`(${works.styleId} = ${article.styleId})::int`),
        desc(works.viewCount),
        desc(works.id),
      )
      .limit(query.limit);
    const cards = await workCardsByIds(
      db,
      rows.map((r) => r.id),
    );
    const url = mediaUrls(c);
    return ok(c, { items: cards.map((r) => workCard(r, url)) });
  });

  app.get('/hyperf/heal_house/list', async (c) => {
    const paging = queryOf(c, PaginationQuerySchema);
    const { rows, total } = await listWorkCards(
      c.get('deps').db,
      { ...paging, sort: 'newest' },
      { healHouse: true },
    );
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => workCard(r, url)),
        total,
        paging,
      ),
    );
  });

  return app;
}
