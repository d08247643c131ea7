/**
 * A company's reviews and its replies, in the database (docs/spec/company-side.md#centre): its
 * published on-site reviews with their replies, and writing a reply — a new or changed reply
 * waits for moderation (`pending`), a published one is kept as it is.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewReplies } from '../../db/schema-company-side.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { reviewAuthorKept } from '../../privacy/reviews.ts';

/** Most reviews the centre lists. */
const LIST_LIMIT = 200;

const published = (companyId: number) =>
  and(eq(companyRatings.companyId, companyId), eq(companyRatings.status, 'published'), reviewAuthorKept);

/** The company's published reviews (or the one `ratingId`) with their replies, newest first. */
export async function companyReviews(db: Db, companyId: number, ratingId?: number) {
  const rows = await db
    .select({ rating: companyRatings, reply: reviewReplies })
    .from(companyRatings)
    .leftJoin(reviewReplies, eq(reviewReplies.ratingId, companyRatings.id))
    .where(and(published(companyId), ratingId === undefined ? undefined : eq(companyRatings.id, ratingId)))
    .orderBy(desc(companyRatings.publishedAt), desc(companyRatings.id))
    .limit(LIST_LIMIT);
  return rows.map(({ rating, reply }) => ({
    id: rating.id,
    reviewer_name: rating.reviewerName,
    score: rating.score,
    content: rating.content,
    labels: rating.labels,
    published_at: rating.publishedAt?.toISOString() ?? null,
    reply: reply
      ? {
          body: reply.body,
          status: reply.status,
          reject_reason: reply.rejectReason,
          updated_at: reply.updatedAt.toISOString(),
        }
      : null,
  }));
}

/**
 * Writes the company's reply to its review `ratingId` as pending; answers 'written', or
 * 'published' when a published reply is already there (it is kept).
 */
export async function writeReply(
  db: Db,
  reply: { ratingId: number; companyId: number; userId: number; body: string; now: Date },
): Promise<'written' | 'published'> {
  const [row] = await db
    .insert(reviewReplies)
    .values({
      ratingId: reply.ratingId,
      companyId: reply.companyId,
      userId: reply.userId,
      body: reply.body,
      status: 'pending',
      createdAt: reply.now,
      updatedAt: reply.now,
    })
    .onConflictDoUpdate({
      target: reviewReplies.ratingId,
      set: {
        body: reply.body,
        userId: reply.userId,
        status: 'pending',
        updatedAt: reply.now,
        moderatedAt: null,
        moderatedBy: null,
        rejectReason: null,
      },
      setWhere: sql`${reviewReplies.status} <> 'published'`,
    })
    .returning({ ratingId: reviewReplies.ratingId });
  return row ? 'written' : 'published';
}
