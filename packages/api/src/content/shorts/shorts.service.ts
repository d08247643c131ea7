/** The shorts flow's database writes: counting a play. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shorts } from '../../db/schema-content.ts';
import { publicShort } from './short-cards.ts';

/** Adds one play to a published short; answers its new count, or undefined when there is no such short. */
export async function countPlay(db: Db, id: number) {
  const [row] = await db
    .update(shorts)
    .set({ playCount: sql`${shorts.playCount} + 1` })
    .where(and(eq(shorts.id, id), publicShort))
    .returning({ id: shorts.id, playCount: shorts.playCount });
  return row;
}
