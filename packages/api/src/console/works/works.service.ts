/**
 * The console's works in the database (docs/spec/console.md#works): a page of them, one work
 * with its photos, and creating or changing one — the work, its photos (work_images rows that
 * keep the media asset's id, grouped by space in the order given) and its company's works count —
 * with its audit row in one transaction.
 */
import {
  CONSOLE_WORKS_PAGE_SIZE,
  type ConsoleWorksQuerySchema,
  groupPhotosBySpace,
  type WorkPhotoInput,
} from '@renovo/core/contracts';
import { SPACES } from '@renovo/core/data';
import { and, asc, count, desc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { likePattern } from '../../content/shared/like.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, workImages, works } from '../../db/schema-content.ts';
import { refreshWorksCount } from '../companies/companies.service.ts';

/** A work row. */
export type WorkRow = typeof works.$inferSelect;
type NewWork = typeof works.$inferInsert;
type ListQuery = z.output<typeof ConsoleWorksQuerySchema>;

/** A photo as read back. */
interface WorkPhotoRow {
  mediaId: number;
  spaceId: number;
  caption: string;
  alt: string;
}

const listColumns = {
  work: works,
  companyName: companies.name,
  companyStatus: companies.status,
  photoCount: sql<number>`(select count(*)::int from work_images i where i.work_id = ${works.id})`,
};

/** One page of works (newest change first) and how many match. */
export async function consoleWorkPage(db: Db, query: ListQuery) {
  const where = and(
    query.q ? ilike(works.title, likePattern(query.q)) : undefined,
    query.company_id ? eq(works.companyId, query.company_id) : undefined,
    query.status ? eq(works.status, query.status) : undefined,
    query.waiting ? and(isNotNull(works.reviewRequestedAt), eq(works.status, 'draft')) : undefined,
  ) as SQL | undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(where)
      .orderBy(
        ...(query.waiting
          ? [asc(works.reviewRequestedAt), asc(works.id)]
          : [desc(works.updatedAt), desc(works.id)]),
      )
      .limit(CONSOLE_WORKS_PAGE_SIZE)
      .offset((query.page - 1) * CONSOLE_WORKS_PAGE_SIZE),
    db.select({ n: count() }).from(works).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A work with its company's name and status and its photos in order; undefined when none. */
/** Is there a company with this id (any state: a draft company's works can be prepared)? */
export async function companyExists(db: Db, id: number): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return company !== undefined;
}

export async function consoleWorkById(db: Db | Tx, id: number) {
  const [row] = await db
    .select(listColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(eq(works.id, id));
  if (!row) return undefined;
  const photos = await db
    .select({
      mediaId: workImages.mediaId,
      spaceId: workImages.spaceId,
      caption: workImages.caption,
      alt: workImages.alt,
    })
    .from(workImages)
    .where(and(eq(workImages.workId, id), eq(workImages.kind, 'photo')))
    .orderBy(asc(workImages.position));
  return {
    ...row,
    // Photos of drawn demo works have no media asset: the console edits library photos only.
    photos: photos.flatMap((p) =>
      p.mediaId === null
        ? []
        : [{ ...p, mediaId: p.mediaId, spaceId: p.spaceId ?? 0 } satisfies WorkPhotoRow],
    ),
  };
}

/** The space's name as the site's gallery labels it. */
const spaceName = (id: number) => SPACES.find((s) => s.value === id)?.label ?? '';

/** Replaces a work's photos by `photos`, grouped by space; answers the work's columns they decide. */
async function writePhotos(tx: Tx, workId: number, photos: readonly WorkPhotoInput[]) {
  await tx.delete(workImages).where(and(eq(workImages.workId, workId), eq(workImages.kind, 'photo')));
  const ordered = groupPhotosBySpace(photos);
  if (ordered.length > 0)
    await tx.insert(workImages).values(
      ordered.map((photo, position) => ({
        workId,
        kind: 'photo' as const,
        position,
        spaceId: photo.spaceId,
        label: spaceName(photo.spaceId),
        url: '',
        alt: photo.alt || spaceName(photo.spaceId),
        caption: photo.caption,
        mediaId: photo.mediaId,
      })),
    );
  return { imageCount: ordered.length, spaceIds: [...new Set(ordered.map((p) => p.spaceId))] };
}

/** Creates a work with its photos and runs `audit`, in one transaction; throws on a taken title. */
export function createWork(
  db: Db,
  values: Omit<NewWork, 'imageCount' | 'spaceIds'>,
  photos: readonly WorkPhotoInput[],
  audit: (tx: Tx, id: number) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(works)
      .values({ ...values, imageCount: 0, spaceIds: [] })
      .returning({ id: works.id });
    if (!created) throw new Error('insert returned no row');
    const decided = await writePhotos(tx, created.id, photos);
    await tx.update(works).set(decided).where(eq(works.id, created.id));
    await refreshWorksCount(tx, values.companyId);
    await audit(tx, created.id);
    return created.id;
  });
}

/**
 * Changes a work (and its photos when given) and runs `audit` with the row before and after, in
 * one transaction; null when there is no such work.
 */
export function updateWork(
  db: Db,
  id: number,
  change: (before: WorkRow) => Partial<NewWork>,
  photos: readonly WorkPhotoInput[] | undefined,
  audit: (tx: Tx, before: WorkRow, after: WorkRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(works).where(eq(works.id, id)).for('update');
    if (!before) return null;
    const decided = photos ? await writePhotos(tx, id, photos) : {};
    const [after] = await tx
      .update(works)
      .set({ ...change(before), ...decided })
      .where(eq(works.id, id))
      .returning();
    if (!after) return null;
    await refreshWorksCount(tx, after.companyId);
    if (before.companyId !== after.companyId) await refreshWorksCount(tx, before.companyId);
    await audit(tx, before, after);
    return after;
  });
}

/**
 * Returns a work its company sent for review (a draft with `review_requested_at`) with the staff's
 * reason, in the caller's audit's transaction: it stays a draft, no longer waiting; answers false
 * when no such work waits.
 */
export async function returnWork(
  db: Db,
  input: { id: number; reason: string; now: Date },
  audit: (tx: Tx, work: { id: number; title: string; companyId: number }) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [work] = await tx
      .update(works)
      .set({ reviewRequestedAt: null, reviewNote: input.reason, updatedAt: input.now })
      .where(and(eq(works.id, input.id), eq(works.status, 'draft'), isNotNull(works.reviewRequestedAt)))
      .returning({ id: works.id, title: works.title, companyId: works.companyId });
    if (!work) return false;
    await audit(tx, work);
    return true;
  });
}
