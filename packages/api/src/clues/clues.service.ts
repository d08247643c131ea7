/**
 * The clues flow's database work: storing a clue, and whether a visitor has already left a clue
 * (a lead or a quote), by member, mobile or device uuid.
 */
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clues, quotes } from '../db/schema.ts';
import { foreignLeadAnswers } from '../db/schema-leads.ts';

export type { Utm } from '../db/schema.ts';

/** Who is asking. */
export interface ClueOwner {
  userId?: number | null;
  mobile?: string | null;
  clientUuid?: string | null;
}

/**
 * True when a clue or a quote exists for the member, the mobile or the device — or an answer to a
 * repeat of another client's lead, which counts as the lead it looks like (this answer never tells
 * whether a number the device filed already had one). One statement that looks in all three
 * (each its own column, none cut short by another's hit), so its time does not tell which held it.
 */
export async function hasSubmittedClue(db: Db, owner: ClueOwner): Promise<boolean> {
  const f = foreignLeadAnswers;
  const by = <T>(value: T | null | undefined, condition: (v: T) => SQL) =>
    value ? condition(value) : undefined;
  const clueConditions = [
    by(owner.userId, (v) => eq(clues.userId, v)),
    by(owner.mobile, (v) => eq(clues.mobile, v)),
    by(owner.clientUuid, (v) => eq(clues.clientUuid, v)),
  ].filter((c) => c !== undefined);
  if (clueConditions.length === 0) return false;
  const quoteConditions = [
    by(owner.userId, (v) => eq(quotes.userId, v)),
    by(owner.mobile, (v) => eq(quotes.mobile, v)),
    by(owner.clientUuid, (v) => eq(quotes.clientUuid, v)),
  ].filter((c) => c !== undefined);
  const answered = [
    by(owner.userId, (v) => eq(f.userId, v)),
    by(owner.clientUuid, (v) => eq(f.clientUuid, v)),
  ].filter((c) => c !== undefined);
  const exists = (table: typeof clues | typeof quotes | typeof f, where: SQL[]) =>
    where.length ? sql<boolean>`exists (select 1 from ${table} where ${or(...where)})` : sql<boolean>`false`;
  const [row] = await db
    .select({
      clue: exists(clues, clueConditions),
      quote: exists(quotes, quoteConditions),
      answer: exists(f, answered),
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.clue || row?.quote || row?.answer);
}
