/**
 * One community edited by hand (docs/spec/console.md#community-import): found by name, read
 * with its layouts, saved whole with its layouts replaced — under the import's advisory lock, so
 * an import and an edit never interleave. The district is kept in the title as the import writes
 * it (`name（district）`).
 */
import { and, asc, eq, ilike, ne, sql } from 'drizzle-orm';
import { likePattern } from '../../content/shared/like.ts';
import type { Db } from '../../db/client.ts';
import { communities, communityLayouts } from '../../db/schema.ts';
import { IMPORT_LOCK } from './communities.service.ts';

/** A community as the editor reads and writes it. */
export interface EditedCommunity {
  name: string;
  address: string;
  region_id: number;
  district: string;
  housing_type: number;
  layouts: { rooms: number; halls: number; baths: number; building_areas: number[] }[];
}

/** The district written in a community's title (`name（district）`), or ''. */
function districtOfTitle(title: string): string {
  return /（([^（）]+)）$/.exec(title)?.[1] ?? '';
}

/** Up to `limit` communities whose name holds `q`, in the city when given, by name. */
export async function findCommunities(db: Db, q: string, regionId: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(communities)
    .where(
      and(
        ilike(communities.name, likePattern(q)),
        regionId === undefined ? undefined : eq(communities.regionId, regionId),
      ),
    )
    .orderBy(asc(communities.name), asc(communities.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    region_id: r.regionId,
    district: districtOfTitle(r.title),
  }));
}

/** A community with its layouts; undefined when there is none. */
export async function communityWithLayouts(
  db: Db,
  id: number,
): Promise<(EditedCommunity & { id: number }) | undefined> {
  const [row] = await db.select().from(communities).where(eq(communities.id, id));
  if (!row) return undefined;
  const layouts = await db
    .select()
    .from(communityLayouts)
    .where(eq(communityLayouts.communityId, id))
    .orderBy(asc(communityLayouts.position));
  return {
    id,
    name: row.name,
    address: row.address,
    region_id: row.regionId,
    district: districtOfTitle(row.title),
    housing_type: row.housingType,
    layouts: layouts.map((l) => ({
      rooms: l.room,
      halls: l.hall,
      baths: l.bath,
      building_areas: l.areaList.map((a) => a.building_area),
    })),
  };
}

/**
 * Saves the community `id` whole (its layouts replaced) and runs `audit` in the same
 * transaction; answers 'missing' when there is no such community, 'taken' when another one has
 * the same name and address (an import would merge them).
 */
export function saveCommunity(
  db: Db,
  id: number,
  edit: EditedCommunity & { housingTypeName: string },
  audit: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
): Promise<'saved' | 'missing' | 'taken'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const [row] = await tx.select({ id: communities.id }).from(communities).where(eq(communities.id, id));
    if (!row) return 'missing';
    const [twin] = await tx
      .select({ id: communities.id })
      .from(communities)
      .where(
        and(eq(communities.name, edit.name), eq(communities.address, edit.address), ne(communities.id, id)),
      );
    if (twin) return 'taken';
    await tx
      .update(communities)
      .set({
        name: edit.name,
        title: `${edit.name}（${edit.district}）`,
        address: edit.address,
        regionId: edit.region_id,
        tag: edit.housingTypeName,
        housingType: edit.housing_type,
        housingTypeName: edit.housingTypeName,
      })
      .where(eq(communities.id, id));
    await tx.delete(communityLayouts).where(eq(communityLayouts.communityId, id));
    await tx.insert(communityLayouts).values(
      edit.layouts.map((layout, position) => ({
        communityId: id,
        position,
        room: layout.rooms,
        hall: layout.halls,
        bath: layout.baths,
        areaList: layout.building_areas.map((building_area) => ({ building_area })),
      })),
    );
    await audit(tx);
    return 'saved';
  });
}
