/**
 * A company's works in its centre, in the database (docs/spec/company-side.md#centre): the
 * company's works with their photos (one query each for the works, their photos and the
 * pictures), and whether the company publishes without the staff's review — a company the staff
 * verified (level `staff_verified`) that already has a published work. Writing a work is the
 * console works service's (createWork, updateWork): one code path for both.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { workImages, works } from '../../db/schema-content.ts';
import { picturesByIds } from '../../media/picture.ts';

/** Most works the centre lists. */
const LIST_LIMIT = 200;

/** A work row. */
type WorkRow = typeof works.$inferSelect;

/** The works of `companyId` (or the one `workId`) as the centre shows them, newest change first. */
export async function companyWorks(db: Db, companyId: number, origin: string | undefined, workId?: number) {
  const rows = await db
    .select()
    .from(works)
    .where(
      and(
        eq(works.companyId, companyId),
        ne(works.status, 'scheduled'),
        workId === undefined ? undefined : eq(works.id, workId),
      ),
    )
    .orderBy(desc(works.updatedAt), desc(works.id))
    .limit(LIST_LIMIT);
  if (rows.length === 0) return [];
  const photos = await db
    .select({
      workId: workImages.workId,
      mediaId: workImages.mediaId,
      spaceId: workImages.spaceId,
      caption: workImages.caption,
      alt: workImages.alt,
    })
    .from(workImages)
    .where(
      and(
        inArray(
          workImages.workId,
          rows.map((r) => r.id),
        ),
        eq(workImages.kind, 'photo'),
      ),
    )
    .orderBy(asc(workImages.workId), asc(workImages.position));
  const pictures = await picturesByIds(
    db,
    photos.map((p) => p.mediaId),
    (path) => `${origin ?? ''}${path}`,
  );
  return rows.map((row) => workView(row, photos, pictures));
}

function workView(
  row: WorkRow,
  photos: { workId: number; mediaId: number | null; spaceId: number | null; caption: string; alt: string }[],
  pictures: Map<number, import('@renovo/core/contracts').Picture>,
) {
  return {
    id: row.id,
    title: row.title,
    status: row.status === 'scheduled' ? ('draft' as const) : row.status,
    review_requested_at: row.reviewRequestedAt?.toISOString() ?? null,
    review_note: row.reviewNote,
    description: row.description,
    style_id: row.styleId,
    housing_type: row.housingType,
    area_ping: row.areaPing,
    room: row.room,
    hall: row.hall,
    bath: row.bath,
    budget_wan: row.budgetWan,
    region_id: row.regionId,
    designer: row.designer,
    cover_media_id: row.coverMediaId,
    // Demo works' drawn photos have no media asset: the centre edits uploaded photos only.
    photos: photos.flatMap((p) =>
      p.workId !== row.id || p.mediaId === null
        ? []
        : [
            {
              media_id: p.mediaId,
              space_id: p.spaceId ?? 0,
              caption: p.caption,
              alt: p.alt,
              picture: pictures.get(p.mediaId) ?? null,
            },
          ],
    ),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The work `id` when it is `companyId`'s. */
export async function ownWork(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(works)
    .where(and(eq(works.id, id), eq(works.companyId, companyId)));
  return row;
}

/** How many published works the company has. */
export async function publishedWorks(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(works)
    .where(and(eq(works.companyId, companyId), eq(works.status, 'published')));
  return Number(row?.n ?? 0);
}
