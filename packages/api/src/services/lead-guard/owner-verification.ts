/**
 * A number's owner confirms their own leads (docs/spec/company-side.md#matching): when a member
 * signs in with an SMS code for a number, the unverified leads of that number filed from the same
 * device (`X-Uuid`) within the review window become verified — the owner filed them signed out,
 * and has now proved the number — so matching offers them to the companies (the lead index's
 * trigger queues and wakes it). Leads filed from another device (someone who merely knows the
 * number) stay unverified.
 */
import { and, eq, gt, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clues, quotes } from '../../db/schema.ts';
import { REVIEW_WINDOW_MS } from './repeat-claims.ts';

/** Marks the device's unverified leads of `mobile` verified; answers how many. */
export async function verifyOwnDeviceLeads(
  tx: Tx,
  input: { mobile: string; clientUuid: string | null; now: Date },
): Promise<number> {
  if (!input.clientUuid) return 0;
  const since = new Date(input.now.getTime() - REVIEW_WINDOW_MS);
  let verified = 0;
  for (const t of [quotes, clues]) {
    const rows = await tx
      .update(t)
      .set({ mobileVerified: true })
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
  return verified;
}
