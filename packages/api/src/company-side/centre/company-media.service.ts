/**
 * A company's own photos in the database (docs/spec/company-side.md#centre): which media-library
 * assets its members uploaded, one of them read back, and the check that the photos a member
 * names (a logo, a work's photos) are the company's own and have not failed.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { companyMedia } from '../../db/schema-company-side.ts';
import { mediaAssets } from '../../db/schema-media.ts';

/** Marks the asset `mediaId` as the company's upload. */
export async function claimUpload(db: Db, companyId: number, mediaId: number, now: Date): Promise<void> {
  await db.insert(companyMedia).values({ companyId, mediaId, createdAt: now });
}

/** The company's asset `id`, or undefined when it is not the company's. */
export async function companyAsset(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select({ asset: mediaAssets })
    .from(companyMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, companyMedia.mediaId))
    .where(and(eq(companyMedia.companyId, companyId), eq(companyMedia.mediaId, id)));
  return row?.asset;
}

/**
 * The first of `ids` that is not a usable photo of the company (not its upload, not a photo, or
 * failed), or null when all are. `kept` are ids already on the row (a photo the staff put there
 * stays usable).
 */
export async function firstForeignPhoto(
  db: Db | Tx,
  companyId: number,
  ids: readonly (number | null | undefined)[],
  kept: readonly (number | null)[] = [],
): Promise<number | null> {
  const keptSet = new Set(kept);
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number' && !keptSet.has(id)))];
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ id: companyMedia.mediaId })
    .from(companyMedia)
    .innerJoin(mediaAssets, eq(mediaAssets.id, companyMedia.mediaId))
    .where(
      and(
        eq(companyMedia.companyId, companyId),
        inArray(companyMedia.mediaId, wanted),
        eq(mediaAssets.kind, 'photo'),
        ne(mediaAssets.status, 'failed'),
      ),
    );
  const found = new Set(rows.map((r) => r.id));
  return wanted.find((id) => !found.has(id)) ?? null;
}
