/**
 * A number's owner confirms their own leads (docs/spec/company-side.md#matching): when a member
 * signs in with an SMS code for a number, the unverified leads of that number filed from the same
 * device (`X-Uuid`) within the review window become verified — the owner filed them signed out,
 * and has now proved the number — so matching offers them to the companies (the lead index's
 * trigger queues and wakes it). Leads filed from another device (someone who merely knows the
 * number) stay unverified. Their review marks are those of the owner's kind from then on: a mark
 * the others' leads gave them (an attacker's flood of the number) goes, and only more than
 * LEAD_REVIEW_THRESHOLD of the owner's own leads within the window mark them again.
 */
import { and, count, eq, gt, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clues, quotes } from '../../db/schema.ts';
import { REVIEW_WINDOW_MS } from './lead-statements.ts';

/** Marks the device's unverified leads of `mobile` verified; answers how many. */
export async function verifyOwnDeviceLeads(
  tx: Tx,
  input: { mobile: string; clientUuid: string | null; now: Date; reviewThreshold: number },
): Promise<number> {
  if (!input.clientUuid) return 0;
  const since = new Date(input.now.getTime() - REVIEW_WINDOW_MS);
  let verified = 0;
  for (const t of [quotes, clues]) {
    const rows = await tx
      .update(t)
      .set({ mobileVerified: true, needsReview: false })
      .where(
        and(
          eq(t.mobile, input.mobile),
          eq(t.clientUuid, input.clientUuid),
          not(t.mobileVerified),
          gt(t.createdAt, since),
        ),
      )
      .returning({ one: sql<number>`1` });
    verified += rows.length;
  }
  if (verified === 0) return 0;
  // The owner's kind now holds them: more than the threshold of it within the window marks it.
  const owners = (t: typeof quotes | typeof clues) =>
    and(eq(t.mobile, input.mobile), eq(t.mobileVerified, true), gt(t.createdAt, since));
  let held = 0;
  for (const t of [quotes, clues])
    held += (await tx.select({ n: count() }).from(t).where(owners(t)))[0]?.n ?? 0;
  if (held > input.reviewThreshold)
    for (const t of [quotes, clues]) await tx.update(t).set({ needsReview: true }).where(owners(t));
  return verified;
}
