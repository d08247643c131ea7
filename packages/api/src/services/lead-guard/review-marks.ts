/**
 * Review marks (docs/spec/leads-and-security.md#lead-spam-and-forgery): a lead is stored with
 * `needs_review` when its number has more than LEAD_REVIEW_THRESHOLD leads within the review window
 * (the claim counts them, index.ts); the number's earlier leads of that window are marked here, by
 * the company side's minutely run before it matches leads — never by the request that filed the
 * lead, whose time would then tell an attacker filing leads for a number how many it had (ADR 054).
 * The owner's leads (filed signed in with the number: `mobile_verified`) and the others are counted
 * and marked apart, so leads filed by someone who knows the number never mark the owner's.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { clues, quotes } from '../../db/schema.ts';
import { REVIEW_WINDOW_MS } from './lead-statements.ts';

/** Marked leads filed within this long before the run mark the earlier ones (a day of runs missed is caught up). */
const LOOK_BACK_MS = 24 * 60 * 60_000;

/**
 * Marks, for each lead marked for review and filed within LOOK_BACK_MS before `now`, the number's
 * leads (quotes and clues) of the same kind (the owner's, or the others) of the review window
 * before it; answers how many it marked.
 */
export async function markEarlierForReview(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString();
  const windowSeconds = REVIEW_WINDOW_MS / 1000;
  const flagged = sql`(select ${quotes.mobile} as mobile, ${quotes.createdAt} as at, ${quotes.mobileVerified} as verified from ${quotes}
      where ${quotes.needsReview} and ${quotes.createdAt} > ${since}::timestamptz
    union all
    select ${clues.mobile}, ${clues.createdAt}, ${clues.mobileVerified} from ${clues}
      where ${clues.needsReview} and ${clues.createdAt} > ${since}::timestamptz and ${clues.mobile} is not null)`;
  let marked = 0;
  for (const t of [quotes, clues]) {
    const rows = await rawRows<{ one: number }>(
      db,
      sql`update ${t} set needs_review = true from ${flagged} as flagged
      where ${t.mobile} = flagged.mobile and ${t.mobileVerified} = flagged.verified and not ${t.needsReview}
        and ${t.createdAt} <= flagged.at and ${t.createdAt} > flagged.at - make_interval(secs => ${windowSeconds})
      returning 1 as one`,
    );
    marked += rows.length;
  }
  return marked;
}
