/**
 * The style test's database work: storing a result, finding a visitor's latest result, the works
 * a result recommends, and the test's counts.
 */
import { and, count, desc, eq, gte, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues } from '../../db/schema.ts';
import { companies, works } from '../../db/schema-content.ts';
import { styleTestResults } from '../../db/schema-visitors.ts';
import { workIsPublic } from '../publishing/public-content.ts';
import { workCardColumns } from '../works/work-cards.ts';

/** A stored style-test result. */
export type StyleTestResult = typeof styleTestResults.$inferSelect;

/** The six most-viewed work cards of a result's styles. */
export function recommendedWorks(db: Db, styleIds: number[]) {
  return db
    .select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(and(inArray(works.styleId, styleIds), workIsPublic))
    .orderBy(desc(works.viewCount), desc(works.id))
    .limit(6);
}

/** Stores a result; answers the stored row. */
export async function storeResult(
  db: Db,
  values: Omit<typeof styleTestResults.$inferInsert, 'id'>,
): Promise<StyleTestResult> {
  const [row] = await db.insert(styleTestResults).values(values).returning();
  return row!;
}

/** Whose result: by its id, else the member's, else (signed out) the device's. */
export interface ResultOwner {
  id?: number | undefined;
  userId: number | null;
  clientUuid: string | null;
}

/** The latest result of the owner, if any. */
export async function latestResult(db: Db, owner: ResultOwner): Promise<StyleTestResult | undefined> {
  let where: SQL | undefined;
  if (owner.id !== undefined) where = eq(styleTestResults.id, owner.id);
  else if (owner.userId) where = eq(styleTestResults.userId, owner.userId);
  else if (owner.clientUuid)
    where = and(isNull(styleTestResults.userId), eq(styleTestResults.clientUuid, owner.clientUuid));
  if (!where) return undefined;
  const [row] = await db
    .select()
    .from(styleTestResults)
    .where(where)
    .orderBy(desc(styleTestResults.createdAt), desc(styleTestResults.id))
    .limit(1);
  return row;
}

/** How many tests were taken in all and since `dayStart`, and how many clues came from the test. */
export async function styleTestCounts(db: Db, dayStart: Date) {
  const fromStyleTest = or(
    inArray(clues.type, ['style_test', 'style_test_a', 'style_test_b']),
    eq(clues.sourceType, 'style_test'),
  );
  const [[all], [today], [leads]] = await Promise.all([
    db.select({ n: count() }).from(styleTestResults),
    db.select({ n: count() }).from(styleTestResults).where(gte(styleTestResults.createdAt, dayStart)),
    db.select({ n: count() }).from(clues).where(fromStyleTest),
  ]);
  return { all: all?.n ?? 0, today: today?.n ?? 0, leads: leads?.n ?? 0 };
}
