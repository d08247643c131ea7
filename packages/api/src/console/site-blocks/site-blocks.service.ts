/**
 * The stored site blocks (docs/spec/console.md#site-blocks): one row per kind, its JSON read back
 * through core's schema of that kind (a row that no longer fits is treated as never saved, and
 * the console shows it empty), and a save that names the version it started from: it writes only
 * when that is still the stored one (0: no row yet), so two saves at once never both win.
 */
import { SITE_BLOCK_VALUES, type SiteBlockKind, type SiteBlockValue } from '@renovo/core/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { siteBlocks } from '../../db/schema-console.ts';

/** A saved block: its value, version and when it was saved. */
interface StoredBlock<K extends SiteBlockKind> {
  value: SiteBlockValue<K>;
  version: number;
  updatedAt: Date;
}

/** Every saved block, by kind; a kind never saved is absent. */
export type StoredBlocks = { [K in SiteBlockKind]?: StoredBlock<K> };

/** The saved blocks (one query). */
export async function storedBlocks(db: Db | Tx): Promise<StoredBlocks> {
  const rows = await db.select().from(siteBlocks);
  const blocks: Record<string, StoredBlock<SiteBlockKind>> = {};
  for (const row of rows) {
    const parsed = SITE_BLOCK_VALUES[row.kind]?.safeParse(row.value);
    if (parsed?.success)
      blocks[row.kind] = { value: parsed.data, version: row.version, updatedAt: row.updatedAt };
  }
  return blocks as StoredBlocks;
}

/**
 * Saves a block over version `from`; answers the new version, or null when `from` is no longer
 * the stored one (someone saved first).
 */
export async function saveBlock<K extends SiteBlockKind>(
  tx: Tx,
  save: { kind: K; value: SiteBlockValue<K>; from: number; by: number | null; at: Date },
): Promise<number | null> {
  const { kind, value, from, by, at } = save;
  if (from === 0) {
    const inserted = await tx
      .insert(siteBlocks)
      .values({ kind, value, version: 1, updatedAt: at, updatedBy: by })
      .onConflictDoNothing()
      .returning({ version: siteBlocks.version });
    return inserted[0]?.version ?? null;
  }
  const updated = await tx
    .update(siteBlocks)
    .set({ value, version: from + 1, updatedAt: at, updatedBy: by })
    .where(and(eq(siteBlocks.kind, kind), eq(siteBlocks.version, from)))
    .returning({ version: siteBlocks.version });
  return updated[0]?.version ?? null;
}

/** The stored version of a block (0: never saved). */
export async function versionOf(tx: Tx, kind: SiteBlockKind): Promise<number> {
  const [row] = await tx
    .select({ version: siteBlocks.version })
    .from(siteBlocks)
    .where(eq(siteBlocks.kind, kind));
  return row?.version ?? 0;
}
