/** The site content's database work: saving an image (and counting saves) and the hot companies. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, companies, workImages } from '../../db/schema-content.ts';
import { imageSaves } from '../../db/schema-visitors.ts';
import { companyCardColumns } from '../companies/company-cards.ts';
import { companyIsPublic } from '../publishing/public-content.ts';
import { isPublished } from '../publishing/published.ts';

/** A work's image by its id, else by its stored (root-relative) URL; undefined when not the work's. */
export async function workImageOf(db: Db, workId: number, image: { id?: number | undefined; url: string }) {
  const [row] = await db
    .select({ id: workImages.id, url: workImages.url })
    .from(workImages)
    .where(
      and(
        eq(workImages.workId, workId),
        image.id !== undefined ? eq(workImages.id, image.id) : eq(workImages.url, image.url),
      ),
    )
    .limit(1);
  return row;
}

/** The images of an article (none when there is no such article). */
export async function articleImagesOf(db: Db, articleId: number) {
  const [article] = await db
    .select({ images: articles.images })
    .from(articles)
    .where(and(eq(articles.id, articleId), isPublished(articles)))
    .limit(1);
  return article?.images ?? [];
}

/** Records one save of an image; answers how many saves the image's source now has. */
export async function recordImageSave(db: Db, save: typeof imageSaves.$inferInsert): Promise<number> {
  await db.insert(imageSaves).values(save);
  const [saves] = await db
    .select({ n: count() })
    .from(imageSaves)
    .where(and(eq(imageSaves.sourceType, save.sourceType), eq(imageSaves.sourceId, save.sourceId)));
  return saves?.n ?? 0;
}

/**
 * The ten hot companies' cards: those given a hot rank first, by it, then the other public
 * companies by reputation (the ranking's score), newest first among equals — so a site whose
 * companies have no rank (nothing in the console sets one) still shows its companies, never none.
 */
export function hotCompanies(db: Db) {
  return db
    .select(companyCardColumns)
    .from(companies)
    .where(companyIsPublic)
    .orderBy(sql`${companies.hotRank} asc nulls last`, desc(companies.reputationX100), desc(companies.id))
    .limit(10);
}
