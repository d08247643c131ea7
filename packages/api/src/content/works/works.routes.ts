/**
 * Works (doc 1 §3, §7): the works list with the filters of doc 2 §3, the work detail, previous
 * and next work, recommended works, represent works with their filters and those for an
 * article, and the heal-house list.
 */

import {
  detailRecommendWorksContract,
  healHouseListContract,
  loginSampleWorksContract,
  prevOrNextWorkContract,
  representFiltersContract,
  representWorksContract,
  representWorksForArticleContract,
  worksDetailContract,
  worksListContract,
} from '@renovo/core/contracts';
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
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { articles, companies, works } from '../../db/schema-content.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { listWorkCards, workCard, workCardColumns, workCardsByIds } from './work-cards.ts';
import { workDetail } from './work-detail.ts';

const option = (value: number | string, label: string) => ({ value, label });

/** The works routes. */
export function worksRoutes() {
  const app = new Hono<AppEnv>();

  route(app, worksListContract, async (c, { query }) => {
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

  route(app, worksDetailContract, async (c, { query: { id } }) => {
    const data = await workDetail(c, id);
    if (!data) fail(404, CONTENT_MESSAGES.workNotFound);
    return ok(c, data);
  });

  route(app, prevOrNextWorkContract, async (c, { query }) => {
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

  route(app, detailRecommendWorksContract, async (c, { params: { id }, query: { limit } }) => {
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

  // Doc 1 §9: region ids 0 to 17, 0 means all (the query schema keeps to that range).
  route(app, loginSampleWorksContract, async (c, { query: { region_id, limit } }) => {
    const rows = await c
      .get('deps')
      .db.select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(region_id === 0 ? undefined : eq(works.regionId, region_id))
      .orderBy(desc(works.isRepresent), desc(works.viewCount), desc(works.id))
      .limit(limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => workCard(r, url)) });
  });

  route(app, representWorksContract, async (c, { query }) => {
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

  route(app, representFiltersContract, (c) => {
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

  route(app, representWorksForArticleContract, async (c, { query }) => {
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
        // A bare `0` would be read as a column position (a 500): without a style, no such term.
        ...(article.styleId === null ? [] : [desc(sql`(${works.styleId} = ${article.styleId})::int`)]),
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

  route(app, healHouseListContract, async (c, { query: paging }) => {
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
