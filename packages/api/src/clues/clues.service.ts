/**
 * The clues flow's database work: storing a clue, and whether a visitor has already left a clue
 * (a lead or a quote), by member, mobile or device uuid.
 */
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clues, consents, quotes } from '../db/schema.ts';
import { foreignLeadAnswers } from '../db/schema-leads.ts';
import { type ConsentInput, consentRow } from '../session/session.service.ts';

export type { Utm } from '../db/schema.ts';

/**
 * Stores a clue with the consent given for it, in one statement (the consent's INSERT a CTE of the
 * clue's): a new clue costs the statements a repeat of another client's does (ADR 054).
 */
export async function insertClueWithConsent(
  tx: Tx,
  consent: ConsentInput,
  values: Omit<typeof clues.$inferInsert, 'consentId'>,
): Promise<number> {
  const given = tx
    .$with('given')
    .as(tx.insert(consents).values(consentRow(consent)).returning({ id: consents.id }));
  const [row] = await tx
    .with(given)
    .insert(clues)
    .values({ ...values, consentId: sql`(select ${given.id} from ${given})` })
    .returning({ id: clues.id });
  return row!.id;
}

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
