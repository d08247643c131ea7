/**
 * The company pages' queries: a company, its latest works, its rating summary and Google
 * comments, the companies for an article or a lead, the list, the reputation ranking and the
 * company search of the rating form.
 */
import type {
  clueMatchingCompaniesContract,
  companyListContract,
  reputationRankingContract,
} from '@renovo/core/contracts';
import { BUDGET_RANGES, REPUTATION, rangeBounds } from '@renovo/core/data';
import { and, asc, count, desc, eq, gte, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, companies, works } from '../../db/schema-content.ts';
import { companyRatings, googleComments } from '../../db/schema-reviews.ts';
import type { HandlerInput } from '../../lib/contract-route.ts';
import { companyIsPublic, workAliasIsPublic, workIsPublic } from '../publishing/public-content.ts';
import { isPublished } from '../publishing/published.ts';
import { ratingItemColumns } from '../ratings/rating-items.ts';
import { likePattern } from '../shared/like.ts';
import type { Paging } from '../shared/page.ts';
import { workCardColumns } from '../works/work-cards.ts';
import { companyCardColumns, reputationOrder } from './company-cards.ts';

/** A company's row, hidden or not (the routes answer 404 or 410 for a hidden one); undefined when there is none. */
export async function companyById(db: Db, id: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

/** The cards of companies by id (hidden ones too: the caller has checked). */
export function companyCards(db: Db, ids: number[]) {
  return db.select(companyCardColumns).from(companies).where(inArray(companies.id, ids));
}

/** The card of a work's company; undefined when there is no such work. */
export async function companyOfWork(db: Db, workId: number) {
  const [row] = await db
    .select(companyCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(and(eq(works.id, workId), workIsPublic))
    .limit(1);
  return row;
}

/** The six latest work cards of a company. */
export function latestWorksOf(db: Db, companyId: number) {
  return db
    .select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(and(eq(works.companyId, companyId), workIsPublic))
    .orderBy(desc(works.publishedAt), desc(works.id))
    .limit(6);
}

/** A company's published ratings: how many per score, its eight most used labels, the five latest. */
export async function ratingSummary(db: Db, companyId: number) {
  const published = and(eq(companyRatings.companyId, companyId), eq(companyRatings.status, 'published'));
  const [distribution, labels, latest] = await Promise.all([
    db
      .select({ score: companyRatings.score, n: count() })
      .from(companyRatings)
      .where(published)
      .groupBy(companyRatings.score),
    db.execute(sql`
      select label, count(*)::int as n
      from company_ratings r, jsonb_array_elements_text(r.labels) as label
      where r.company_id = ${companyId} and r.status = 'published'
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
  return {
    byScore: new Map(distribution.map((d) => [d.score, d.n])),
    topLabels: (labels as unknown as { rows: { label: string; n: number }[] }).rows.map((r) => ({
      label: r.label,
      count: Number(r.n),
    })),
    latest,
  };
}

/** One page of a company's Google comments, latest first, and how many it has. */
export async function googleCommentsPage(db: Db, companyId: number, paging: Paging) {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(googleComments)
      .where(eq(googleComments.companyId, companyId))
      .orderBy(desc(googleComments.publishedAt), desc(googleComments.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(googleComments).where(eq(googleComments.companyId, companyId)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * Up to `limit` company cards for an article: its own companies (its company and its works'),
 * then those of its style, then those serving its region, then by reputation; null when there
 * is no such article.
 */
export async function companiesForArticle(db: Db, articleId: number, limit: number) {
  const [article] = await db
    .select({
      workIds: articles.workIds,
      styleId: articles.styleId,
      regionId: articles.regionId,
      companyId: articles.companyId,
    })
    .from(articles)
    .where(and(eq(articles.id, articleId), isPublished(articles)))
    .limit(1);
  if (!article) return null;
  const own =
    article.workIds.length > 0
      ? await db.selectDistinct({ id: works.companyId }).from(works).where(inArray(works.id, article.workIds))
      : [];
  const ownIds = [...new Set([...(article.companyId ? [article.companyId] : []), ...own.map((r) => r.id)])];
  const rank = sql`(${inArray(companies.id, ownIds)})::int * 4
      + ${article.styleId === null ? sql`0` : sql`(${companies.styleIds} @> array[${article.styleId}]::int[])::int * 2`}
      + ${article.regionId === null ? sql`0` : sql`(${companies.servedRegionIds} @> array[${article.regionId}]::int[])::int`}`;
  return db
    .select(companyCardColumns)
    .from(companies)
    .where(companyIsPublic)
    .orderBy(desc(rank), ...reputationOrder)
    .limit(limit);
}

/** Company cards matching a lead: region served, budget within their range; style and housing type first. */
export function matchingCompanies(
  db: Db,
  query: HandlerInput<typeof clueMatchingCompaniesContract>['query'],
) {
  const budget = rangeBounds(BUDGET_RANGES, query.budget);
  const where: SQL[] = [companyIsPublic];
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
      : sql`(exists (select 1 from works w where w.company_id = ${companies.id} and w.housing_type = ${query.housing_type} and ${workAliasIsPublic('w')}))::int`;
  return db
    .select(companyCardColumns)
    .from(companies)
    .where(and(...where))
    .orderBy(desc(sql`${styleMatch} * 2 + ${housingMatch}`), ...reputationOrder)
    .limit(query.limit);
}

function companyFilters(query: { region_id?: number; style_id?: number }): SQL | undefined {
  const where: SQL[] = [companyIsPublic];
  if (query.region_id !== undefined)
    where.push(sql`${companies.servedRegionIds} @> array[${query.region_id}]::int[]`);
  if (query.style_id !== undefined) where.push(sql`${companies.styleIds} @> array[${query.style_id}]::int[]`);
  return and(...where);
}

/** One page of company cards (filtered, in the asked order) and how many match. */
async function companyPage(db: Db, where: SQL | undefined, order: SQL[], paging: Paging) {
  const [rows, [counted]] = await Promise.all([
    db
      .select(companyCardColumns)
      .from(companies)
      .where(where)
      .orderBy(...order)
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** One page of the company list (by region served and style; by reputation, newest or most works). */
export function listCompanies(db: Db, query: HandlerInput<typeof companyListContract>['query']) {
  const order =
    query.sort === 'newest'
      ? [sql`${companies.foundedYear} desc nulls last`, asc(companies.id)]
      : query.sort === 'works'
        ? [desc(companies.worksCount), asc(companies.id)]
        : reputationOrder;
  return companyPage(db, companyFilters(query), order, query);
}

/** One page of the reputation ranking: companies with enough published owner ratings. */
export function rankedCompanies(db: Db, query: HandlerInput<typeof reputationRankingContract>['query']) {
  const where = and(companyFilters(query), gte(companies.ratingCount, REPUTATION.minRatings));
  return companyPage(db, where, reputationOrder, query);
}

/** Up to `limit` company cards whose name holds the keyword (any when none), by reputation. */
export function companiesNamed(db: Db, keyword: string | undefined, limit: number) {
  return db
    .select(companyCardColumns)
    .from(companies)
    .where(and(companyIsPublic, keyword ? ilike(companies.name, likePattern(keyword)) : undefined))
    .orderBy(...reputationOrder)
    .limit(limit);
}
