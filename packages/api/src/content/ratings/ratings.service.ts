/**
 * The ratings' database work: a rating by id, storing a draft, sending a draft to moderation,
 * whether a work is a company's, and the published ratings list.
 */
import type { companyRatingListContract } from '@renovo/core/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, works } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import type { HandlerInput } from '../../lib/contract-route.ts';
import type { Paging } from '../shared/page.ts';
import { ratingItemColumns } from './rating-items.ts';

/** A rating as its item shows it, with its author; undefined when there is no such rating. */
export async function ratingById(db: Db, id: number) {
  const [row] = await db
    .select({ ...ratingItemColumns, userId: companyRatings.userId })
    .from(companyRatings)
    .leftJoin(companies, eq(companies.id, companyRatings.companyId))
    .where(eq(companyRatings.id, id))
    .limit(1);
  return row;
}

/** True when the work is the company's. */
export async function isWorkOf(db: Db, workId: number, companyId: number): Promise<boolean> {
  const [work] = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.id, workId), eq(works.companyId, companyId)));
  return Boolean(work);
}

/** Stores a draft rating; answers its id. */
export async function insertDraft(db: Db, values: typeof companyRatings.$inferInsert): Promise<number> {
  const [row] = await db.insert(companyRatings).values(values).returning({ id: companyRatings.id });
  return row!.id;
}

/**
 * Gives a draft its labels and text and sends it to moderation (pending); answers false when
 * it was no longer a draft. The unique index of one pending or published rating per owner and
 * company makes a racing second submit throw a unique violation.
 */
export async function sendToModeration(
  db: Db,
  id: number,
  change: { labels: string[]; content: string; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(companyRatings)
    .set({ labels: change.labels, content: change.content, status: 'pending', submittedAt: change.now })
    .where(and(eq(companyRatings.id, id), eq(companyRatings.status, 'draft')))
    .returning({ id: companyRatings.id });
  return updated.length > 0;
}

/** One page of published ratings (by company, region and score; latest or by score) and the count. */
export async function publishedRatings(
  db: Db,
  query: HandlerInput<typeof companyRatingListContract>['query'] & Paging,
) {
  const where: SQL[] = [eq(companyRatings.status, 'published')];
  if (query.company_id !== undefined) where.push(eq(companyRatings.companyId, query.company_id));
  if (query.region_id !== undefined) where.push(eq(companyRatings.regionId, query.region_id));
  if (query.score !== undefined) where.push(eq(companyRatings.score, query.score));
  const order =
    query.sort === 'score_high'
      ? [desc(companyRatings.score), desc(companyRatings.publishedAt), desc(companyRatings.id)]
      : query.sort === 'score_low'
        ? [asc(companyRatings.score), desc(companyRatings.publishedAt), desc(companyRatings.id)]
        : [desc(companyRatings.publishedAt), desc(companyRatings.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select(ratingItemColumns)
      .from(companyRatings)
      .leftJoin(companies, eq(companies.id, companyRatings.companyId))
      .where(and(...where))
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ n: count() })
      .from(companyRatings)
      .where(and(...where)),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
