/**
 * Leads a member filed under another number (a quote for a relative's home, or someone's number
 * typed on purpose) are that number's, and so are the consents given with them: the privacy export
 * and erasure go by the number the person proves (its SMS code), not by the member link, and
 * neither lists nor counts them. Otherwise a member's own export would tell whether a number it
 * filed already had a lead — a repeat of another client's lead stores none (ADR 054). Erasing the
 * member still takes the member's traces off them: the member link, the device, the address and
 * the browser; the lead stays for the number's owner.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { clues, consents, quotes } from '../db/schema.ts';
import { foreignLeadAnswers } from '../db/schema-leads.ts';

/** The quotes of the number. */
export const quotesOf = (mobile: string): SQL => eq(quotes.mobile, mobile);

/** The clues of the number (as the lead's mobile or as the contact it was sent from). */
export const cluesOf = (mobile: string): SQL =>
  or(eq(clues.mobile, mobile), eq(clues.senderContact, mobile)) as SQL;

/** The consents of the number, and the member's own that name no number. */
export function consentsOf(mobile: string, userId: number | null): SQL {
  if (userId === null) return eq(consents.mobile, mobile);
  return or(eq(consents.mobile, mobile), and(eq(consents.userId, userId), isNull(consents.mobile))) as SQL;
}

/** Takes the member's traces off what it filed under other numbers (after the number's own are erased). */
export async function forgetMemberOnOtherNumbers(tx: Tx, userId: number): Promise<void> {
  const traces = { userId: null, clientUuid: null, clientIp: null, userAgent: null };
  await tx.update(quotes).set(traces).where(eq(quotes.userId, userId));
  await tx.update(clues).set(traces).where(eq(clues.userId, userId));
  await tx
    .update(consents)
    .set({ userId: null, clientIp: null, userAgent: null })
    .where(eq(consents.userId, userId));
  await tx
    .update(foreignLeadAnswers)
    .set({ userId: null, clientUuid: null, dedupeKey: null })
    .where(eq(foreignLeadAnswers.userId, userId));
}
