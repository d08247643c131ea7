/**
 * Writes an import's communities (docs/spec/console.md#community-import): a community of the
 * file that exists (same name and address) gets the file's region, district, housing type and
 * layouts; a new one is created. One transaction under an advisory lock, so two imports at
 * once neither interleave nor hand out the same id; a failure leaves every community as it was.
 */
import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { communities, communityLayouts } from '../../db/schema.ts';
import type { ImportedCommunity } from './community-csv.ts';

/** The advisory lock key of community imports ("COMM" in ASCII). */
export const IMPORT_LOCK = 0x434f4d4d;
/** Rows per INSERT statement. */
const BATCH = 500;

/** Communities created and updated. */
export interface UpsertCounts {
  created: number;
  updated: number;
}

/** The ids of the file's communities that exist already, by `name\0address`. */
async function existing(tx: Tx | Db, list: readonly ImportedCommunity[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const names = [...new Set(list.map((c) => c.name))];
  for (let i = 0; i < names.length; i += 1000) {
    const rows = await tx
      .select({ id: communities.id, name: communities.name, address: communities.address })
      .from(communities)
      .where(inArray(communities.name, names.slice(i, i + 1000)));
    for (const row of rows) found.set(`${row.name}\u0000${row.address}`, row.id);
  }
  return found;
}

/** What a dry run would do: how many of the file's communities exist already. */
export async function countExisting(db: Db, list: readonly ImportedCommunity[]): Promise<UpsertCounts> {
  const found = await existing(db, list);
  const updated = list.filter((c) => found.has(`${c.name}\u0000${c.address}`)).length;
  return { created: list.length - updated, updated };
}

/** Upserts the communities and their layouts; `audit` writes the audit row in the same transaction. */
export function upsertCommunities(
  db: Db,
  list: readonly ImportedCommunity[],
  audit: (tx: Tx, counts: UpsertCounts) => Promise<void>,
): Promise<UpsertCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const found = await existing(tx, list);
    const [top] = await tx.select({ id: max(communities.id) }).from(communities);
    let nextId = (top?.id ?? 0) + 1;
    const counts: UpsertCounts = { created: 0, updated: 0 };
    const inserts: (typeof communities.$inferInsert)[] = [];
    const layouts: (typeof communityLayouts.$inferInsert)[] = [];
    for (const community of list) {
      const row = {
        regionId: community.regionId,
        name: community.name,
        title: `${community.name}（${community.district}）`,
        address: community.address,
        tag: community.housingTypeName,
        housingType: community.housingType,
        housingTypeName: community.housingTypeName,
      };
      let id = found.get(`${community.name}\u0000${community.address}`);
      if (id === undefined) {
        id = nextId++;
        inserts.push({ id, ...row });
        counts.created++;
      } else {
        await tx.update(communities).set(row).where(eq(communities.id, id));
        await tx.delete(communityLayouts).where(eq(communityLayouts.communityId, id));
        counts.updated++;
      }
      for (const [position, layout] of community.layouts.entries())
        layouts.push({
          communityId: id,
          position,
          room: layout.room,
          hall: layout.hall,
          bath: layout.bath,
          areaList: layout.areas.map((building_area) => ({ building_area })),
        });
    }
    for (let i = 0; i < inserts.length; i += BATCH)
      await tx.insert(communities).values(inserts.slice(i, i + BATCH));
    for (let i = 0; i < layouts.length; i += BATCH)
      await tx.insert(communityLayouts).values(layouts.slice(i, i + BATCH));
    await audit(tx, counts);
    return counts;
  });
}
