/**
 * Companies (doc 1 §7): company from a work, detail, rating summary, Google comments, the
 * companies for an article and for matching a clue, the company list, the reputation ranking
 * and the company search of the rating form.
 */

import {
  clueMatchingCompaniesContract,
  companiesForArticleContract,
  companyDetailContract,
  companyFromWorkContract,
  companyGoogleCommentsContract,
  companyListContract,
  companyRatingContract,
  reputationRankingContract,
  searchCompanyContract,
} from '@renovo/core/contracts';
import { BUDGET_RANGES, REPUTATION, rangeBounds } from '@renovo/core/data';
import { and, asc, count, desc, eq, gte, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { articles, companies, companyRatings, googleComments, works } from '../../db/schema-content.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { fail } from '../../lib/errors.ts';
import { ratingItem, ratingItemColumns } from '../ratings/rating-items.ts';
import { likePattern } from '../shared/like.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { workCard, workCardColumns } from '../works/work-cards.ts';
import { companyCard, companyCardColumns, reputationOrder, scoreList } from './company-cards.ts';

async function companyRow(db: Db, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) fail(404, CONTENT_MESSAGES.companyNotFound);
  return row;
}

function companyFilters(query: { region_id?: number; style_id?: number }): SQL | undefined {
  const where: SQL[] = [];
  if (query.region_id !== undefined)
    where.push(sql`${companies.servedRegionIds} @> array[${query.region_id}]::int[]`);
  if (query.style_id !== undefined) where.push(sql`${companies.styleIds} @> array[${query.style_id}]::int[]`);
  return where.length > 0 ? and(...where) : undefined;
}

/** The companies routes. */
export function companiesRoutes() {
  const app = new Hono<AppEnv>();

  route(app, companyFromWorkContract, async (c, { query: { id } }) => {
    const [row] = await c
      .get('deps')
      .db.select(companyCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(eq(works.id, id))
      .limit(1);
    if (!row) fail(404, CONTENT_MESSAGES.workNotFound);
    return ok(c, companyCard(row, mediaUrls(c)));
  });

  route(app, companyDetailContract, async (c, { query: { id } }) => {
    const { db } = c.get('deps');
    const company = await companyRow(db, id);
    const latest = await db
      .select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(eq(works.companyId, id))
      .orderBy(desc(works.publishedAt), desc(works.id))
      .limit(6);
    const url = mediaUrls(c);
    return ok(c, {
      ...companyCard(company, url),
      intro: company.intro,
      address: company.address,
      founded_year: company.foundedYear,
      team_size: company.teamSize,
      scores: scoreList(company.scores),
      is_hot: company.hotRank !== null,
      works: latest.map((r) => workCard(r, url)),
    });
  });

  route(app, companyRatingContract, async (c, { query: { id } }) => {
    const { db } = c.get('deps');
    const company = await companyRow(db, id);
    const published = and(eq(companyRatings.companyId, id), eq(companyRatings.status, 'published'));
    const [distribution, labels, latest] = await Promise.all([
      db
        .select({ score: companyRatings.score, n: count() })
        .from(companyRatings)
        .where(published)
        .groupBy(companyRatings.score),
      db.execute(sql`
        select label, count(*)::int as n
        from company_ratings r, jsonb_array_elements_text(r.labels) as label
        where r.company_id = ${id} and r.status = 'published'
        group by label order by n desc, label limit 8
      `),
      db
        .select(ratingItemColumns)
        .from(companyRatings)
        .innerJoin(companies, eq(companies.id, companyRatings.companyId))
        .where(published)
        .orderBy(desc(companyRatings.publishedAt), desc(companyRatings.id))
        .limit(5),
    ]);
    const byScore = new Map(distribution.map((d) => [d.score, d.n]));
    const url = mediaUrls(c);
    return ok(c, {
      company_id: company.id,
      score: company.ratingAvgX100 / 100,
      count: company.ratingCount,
      reputation: company.reputationX100 / 100,
      scores: scoreList(company.scores),
      distribution: [5, 4, 3, 2, 1].map((score) => ({ score, count: byScore.get(score) ?? 0 })),
      top_labels: (labels as unknown as { rows: { label: string; n: number }[] }).rows.map((r) => ({
        label: r.label,
        count: Number(r.n),
      })),
      latest: latest.map((r) => ratingItem(r, url)),
    });
  });

  route(app, companyGoogleCommentsContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const company = await companyRow(db, query.id);
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(googleComments)
        .where(eq(googleComments.companyId, query.id))
        .orderBy(desc(googleComments.publishedAt), desc(googleComments.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ n: count() }).from(googleComments).where(eq(googleComments.companyId, query.id)),
    ]);
    const url = mediaUrls(c);
    return ok(c, {
      rating: company.googleRatingX10 / 10,
      review_count: company.googleCount,
      ...pageOf(
        rows.map((r) => ({
          id: r.id,
          author_name: r.authorName,
          avatar: url(r.avatarUrl),
          rating: r.rating,
          content: r.content,
          published_at: r.publishedAt.toISOString(),
        })),
        counted?.n ?? 0,
        query,
      ),
    });
  });

  route(app, companiesForArticleContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const [article] = await db
      .select({
        workIds: articles.workIds,
        styleId: articles.styleId,
        regionId: articles.regionId,
        companyId: articles.companyId,
      })
      .from(articles)
      .where(eq(articles.id, query.article_id))
      .limit(1);
    if (!article) fail(404, CONTENT_MESSAGES.articleNotFound);
    const own =
      article.workIds.length > 0
        ? await db
            .selectDistinct({ id: works.companyId })
            .from(works)
            .where(inArray(works.id, article.workIds))
        : [];
    const ownIds = [...new Set([...(article.companyId ? [article.companyId] : []), ...own.map((r) => r.id)])];
    const rank = sql`(${inArray(companies.id, ownIds)})::int * 4
      + ${article.styleId === null ? sql`0` : sql`(${companies.styleIds} @> array[${article.styleId}]::int[])::int * 2`}
      + ${article.regionId === null ? sql`0` : sql`(${companies.servedRegionIds} @> array[${article.regionId}]::int[])::int`}`;
    const rows = await db
      .select(companyCardColumns)
      .from(companies)
      .orderBy(desc(rank), ...reputationOrder)
      .limit(query.limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => companyCard(r, url)) });
  });

  route(app, clueMatchingCompaniesContract, async (c, { query }) => {
    const budget = rangeBounds(BUDGET_RANGES, query.budget);
    const where: SQL[] = [];
    if (query.region_id !== undefined)
      where.push(sql`${companies.servedRegionIds} @> array[${query.region_id}]::int[]`);
    // A budget matches a company whose usual range overlaps it.
    if (budget.max !== undefined) where.push(sql`${companies.priceMinWan} <= ${budget.max}`);
    if (budget.min !== undefined) where.push(sql`${companies.priceMaxWan} >= ${budget.min}`);
    const styleMatch =
      query.style_id === undefined
        ? sql`0`
        : sql`(${companies.styleIds} @> array[${query.style_id}]::int[])::int`;
    const housingMatch =
      query.housing_type === undefined
        ? sql`0`
        : sql`(exists (select 1 from works w where w.company_id = ${companies.id} and w.housing_type = ${query.housing_type}))::int`;
    const rows = await c
      .get('deps')
      .db.select(companyCardColumns)
      .from(companies)
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(desc(sql`${styleMatch} * 2 + ${housingMatch}`), ...reputationOrder)
      .limit(query.limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => companyCard(r, url)) });
  });

  route(app, companyListContract, async (c, { query }) => {
    const where = companyFilters(query);
    const order =
      query.sort === 'newest'
        ? [desc(companies.foundedYear), asc(companies.id)]
        : query.sort === 'works'
          ? [desc(companies.worksCount), asc(companies.id)]
          : reputationOrder;
    const { db } = c.get('deps');
    const [rows, [counted]] = await Promise.all([
      db
        .select(companyCardColumns)
        .from(companies)
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      db.select({ n: count() }).from(companies).where(where),
    ]);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r) => companyCard(r, url)),
        counted?.n ?? 0,
        query,
      ),
    );
  });

  route(app, reputationRankingContract, async (c, { query }) => {
    // Ranked: companies with at least REPUTATION.minRatings published owner ratings (issue 17).
    const where = and(companyFilters(query), gte(companies.ratingCount, REPUTATION.minRatings));
    const { db } = c.get('deps');
    const offset = (query.page - 1) * query.per_page;
    const [rows, [counted]] = await Promise.all([
      db
        .select(companyCardColumns)
        .from(companies)
        .where(where)
        .orderBy(...reputationOrder)
        .limit(query.per_page)
        .offset(offset),
      db.select({ n: count() }).from(companies).where(where),
    ]);
    const url = mediaUrls(c);
    return ok(
      c,
      pageOf(
        rows.map((r, i) => ({ rank: offset + i + 1, ...companyCard(r, url) })),
        counted?.n ?? 0,
        query,
      ),
    );
  });

  route(app, searchCompanyContract, async (c, { query }) => {
    const rows = await c
      .get('deps')
      .db.select(companyCardColumns)
      .from(companies)
      .where(query.keyword ? ilike(companies.name, likePattern(query.keyword)) : undefined)
      .orderBy(...reputationOrder)
      .limit(query.limit);
    const url = mediaUrls(c);
    return ok(c, { items: rows.map((r) => companyCard(r, url)) });
  });

  return app;
}
