/**
 * The landing pages' database work: the console's list, one page by id or slug, and creating or
 * changing a page with its audit row in one transaction.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { landingPages } from '../../db/schema-landing.ts';

/** A landing page row. */
export type LandingPage = typeof landingPages.$inferSelect;
type NewLandingPage = typeof landingPages.$inferInsert;

/** The 500 most recently changed pages. */
export function latestLandingPages(db: Db): Promise<LandingPage[]> {
  return db.select().from(landingPages).orderBy(desc(landingPages.updatedAt)).limit(500);
}

/** A page by id. */
export async function landingPageById(db: Db, id: number): Promise<LandingPage | undefined> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.id, id));
  return row;
}

/** A page by slug. */
export async function landingPageBySlug(db: Db, slug: string): Promise<LandingPage | undefined> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.slug, slug));
  return row;
}

/** Creates a page and, in the same transaction, runs `audit` on it; throws on a taken slug. */
export function createLandingPage(
  db: Db,
  values: NewLandingPage,
  audit: (tx: Tx, created: LandingPage) => Promise<void>,
): Promise<LandingPage> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(landingPages).values(values).returning();
    if (!created) throw new Error('insert returned no row');
    await audit(tx, created);
    return created;
  });
}

/**
 * Changes a page and, in the same transaction, runs `audit` on it; null when there is no such
 * page; throws on a taken slug.
 */
export function updateLandingPage(
  db: Db,
  id: number,
  change: Partial<NewLandingPage>,
  audit: (tx: Tx, updated: LandingPage) => Promise<void>,
): Promise<LandingPage | null> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(landingPages).set(change).where(eq(landingPages.id, id)).returning();
    if (!updated) return null;
    await audit(tx, updated);
    return updated;
  });
}
