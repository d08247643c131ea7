/**
 * The review moderation's database work: the queue by status, one review, and moving a pending
 * review to published or rejected. A review whose author's account was erased is never read.
 */

import type { ModerationDecision, ModerationStatus } from '@renovo/core/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { RowOf } from '../../content/shared/row.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { reviewAuthorKept } from '../../privacy/reviews.ts';

/** Most reviews one queue answer lists. */
const QUEUE_LIMIT = 100;

const columns = {
  id: companyRatings.id,
  companyId: companyRatings.companyId,
  companyName: companies.name,
  offsiteName: companyRatings.companyName,
  source: companyRatings.source,
  status: companyRatings.status,
  reviewerName: companyRatings.reviewerName,
  score: companyRatings.score,
  scores: companyRatings.scores,
  labels: companyRatings.labels,
  content: companyRatings.content,
  submittedAt: companyRatings.submittedAt,
  moderatedAt: companyRatings.moderatedAt,
  rejectReason: companyRatings.rejectReason,
};

/** A review row (left-joined: no company name for an off-site review). */
export type ReviewRow = Omit<RowOf<typeof columns>, 'companyName'> & { companyName: string | null };

/** A review by id, unless its author's account was erased. */
export async function reviewById(db: Db | Tx, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(companyRatings)
    .leftJoin(companies, eq(companies.id, companyRatings.companyId))
    .where(and(eq(companyRatings.id, id), reviewAuthorKept));
  return row;
}

/** The queue of one status: pending ones oldest first, moderated ones latest first. */
export function reviewQueue(db: Db, status: ModerationStatus): Promise<ReviewRow[]> {
  return db
    .select(columns)
    .from(companyRatings)
    .leftJoin(companies, eq(companies.id, companyRatings.companyId))
    .where(and(eq(companyRatings.status, status), reviewAuthorKept))
    .orderBy(
      ...(status === 'pending'
        ? [asc(companyRatings.submittedAt), asc(companyRatings.id)]
        : [desc(companyRatings.moderatedAt), desc(companyRatings.id)]),
    )
    .limit(QUEUE_LIMIT);
}

/**
 * Moves a review to `status`, only from pending; answers its company (null for an off-site
 * review), or undefined when it was not pending (or does not exist, or its author was erased).
 */
export async function markModerated(
  tx: Tx,
  id: number,
  change: { status: ModerationDecision; now: Date; staffId: number | null; reason: string | null },
) {
  const [changed] = await tx
    .update(companyRatings)
    .set({
      status: change.status,
      moderatedAt: change.now,
      moderatedBy: change.staffId,
      rejectReason: change.reason,
      publishedAt: change.status === 'published' ? change.now : null,
    })
    .where(and(eq(companyRatings.id, id), eq(companyRatings.status, 'pending'), reviewAuthorKept))
    .returning({ companyId: companyRatings.companyId });
  return changed;
}
