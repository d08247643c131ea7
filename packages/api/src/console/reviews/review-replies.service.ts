/**
 * The moderation of companies' replies to reviews, in the database: the replies of a status
 * with the review each answers, one reply, and moving a pending reply to published or rejected.
 */
import type { ModerationDecision, ModerationStatus } from '@renovo/core/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { reviewReplies } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';

/** Most replies one list answer holds. */
const LIST_LIMIT = 100;

const columns = {
  reply: reviewReplies,
  companyName: companies.name,
  score: companyRatings.score,
  content: companyRatings.content,
};

function view(row: {
  reply: typeof reviewReplies.$inferSelect;
  companyName: string;
  score: number;
  content: string;
}) {
  return {
    rating_id: row.reply.ratingId,
    company: { id: row.reply.companyId, name: row.companyName },
    review: { score: row.score, content: row.content },
    body: row.reply.body,
    // The list and moderation read and set only the three moderation states (no reply is a draft).
    status: row.reply.status as ModerationStatus,
    updated_at: row.reply.updatedAt.toISOString(),
    moderated_at: row.reply.moderatedAt?.toISOString() ?? null,
    reject_reason: row.reply.rejectReason,
  };
}

const joined = (db: Db | Tx) =>
  db
    .select(columns)
    .from(reviewReplies)
    .innerJoin(companies, eq(companies.id, reviewReplies.companyId))
    .innerJoin(companyRatings, eq(companyRatings.id, reviewReplies.ratingId));

/** The replies of `status`: pending ones oldest first, moderated ones latest first. */
export async function replyQueue(db: Db, status: ModerationStatus) {
  const rows = await joined(db)
    .where(eq(reviewReplies.status, status))
    .orderBy(
      ...(status === 'pending'
        ? [asc(reviewReplies.updatedAt), asc(reviewReplies.ratingId)]
        : [desc(reviewReplies.moderatedAt), desc(reviewReplies.ratingId)]),
    )
    .limit(LIST_LIMIT);
  return rows.map(view);
}

/** One reply, or undefined. */
export async function replyById(db: Db | Tx, ratingId: number) {
  const [row] = await joined(db).where(eq(reviewReplies.ratingId, ratingId));
  return row ? view(row) : undefined;
}

/** Moves a pending reply to `status`; answers whether it was pending. */
export async function markReplyModerated(
  tx: Tx,
  ratingId: number,
  change: { status: ModerationDecision; now: Date; staffId: number | null; reason: string | null },
): Promise<boolean> {
  const changed = await tx
    .update(reviewReplies)
    .set({
      status: change.status,
      moderatedAt: change.now,
      moderatedBy: change.staffId,
      rejectReason: change.reason,
    })
    .where(and(eq(reviewReplies.ratingId, ratingId), eq(reviewReplies.status, 'pending')))
    .returning({ ratingId: reviewReplies.ratingId });
  return changed.length > 0;
}
