/**
 * What the console's companies and works share: a photo they name must be a photo of the media
 * library that has not failed (one still processing is taken: the site shows it once it is
 * ready), and a taken name answers 409 by the constraint it broke.
 */
import { and, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mediaAssets } from '../../db/schema-media.ts';

/** The first of `ids` that is not a usable library photo, or null when all are. */
export async function firstUnusablePhoto(db: Db | Tx, ids: readonly (number | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return null;
  const rows = await db
    .select({ id: mediaAssets.id })
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.id, wanted), ne(mediaAssets.status, 'failed')));
  const found = new Set(rows.map((r) => r.id));
  return wanted.find((id) => !found.has(id)) ?? null;
}

/** The constraint a PostgreSQL unique_violation (23505) broke, or null for any other error. */
export function brokenUniqueConstraint(error: unknown): string | null {
  for (
    let e = error as
      | { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown }
      | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return String(e.constraint ?? e.constraint_name ?? '');
  }
  return null;
}
