/**
 * The clues flow's database work: storing a clue, and whether a visitor has already left a clue
 * (a lead or a quote), by member, mobile or device uuid.
 */
import { eq, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clues, quotes } from '../db/schema.ts';
import { foreignLeadAnswers } from '../db/schema-leads.ts';

export type { Utm } from '../db/schema.ts';

/** Stores a clue inside the lead guard's transaction; answers its id. */
export async function insertClue(tx: Tx, values: typeof clues.$inferInsert): Promise<number> {
  const [row] = await tx.insert(clues).values(values).returning({ id: clues.id });
  return row!.id;
}

/** Who is asking. */
export interface ClueOwner {
  userId?: number | null;
  mobile?: string | null;
  clientUuid?: string | null;
}

/** True when a clue or a quote exists for the member, the mobile or the device. */
export async function hasSubmittedClue(db: Db, owner: ClueOwner): Promise<boolean> {
  const clueConditions: SQL[] = [];
  const quoteConditions: SQL[] = [];
  if (owner.userId) {
    clueConditions.push(eq(clues.userId, owner.userId));
    quoteConditions.push(eq(quotes.userId, owner.userId));
  }
  if (owner.mobile) {
    clueConditions.push(eq(clues.mobile, owner.mobile));
    quoteConditions.push(eq(quotes.mobile, owner.mobile));
  }
  if (owner.clientUuid) {
    clueConditions.push(eq(clues.clientUuid, owner.clientUuid));
    quoteConditions.push(eq(quotes.clientUuid, owner.clientUuid));
  }
  if (clueConditions.length === 0) return false;
  // What the member or device was answered to a repeat of another client's lead counts as the
  // lead it looks like: this answer never tells whether a number it filed already had one.
  const f = foreignLeadAnswers;
  const answered = [
    owner.userId ? eq(f.userId, owner.userId) : null,
    owner.clientUuid ? eq(f.clientUuid, owner.clientUuid) : null,
  ].filter((c) => c !== null);
  const [clue] = await db
    .select({ id: clues.id })
    .from(clues)
    .where(or(...clueConditions))
    .limit(1);
  if (clue) return true;
  const [quote] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(or(...quoteConditions))
    .limit(1);
  if (quote || answered.length === 0) return Boolean(quote);
  const [answer] = await db
    .select({ id: f.id })
    .from(f)
    .where(or(...answered))
    .limit(1);
  return Boolean(answer);
}
