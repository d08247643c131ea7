/**
 * An owner's reviews of companies under the privacy rights. The export lists every review of the
 * account (drafts, pending, published, rejected) with its text; the erasure removes them all —
 * a pending one leaves the moderation queue, a published one leaves the company's page — and
 * refreshes the figures of the companies whose published reviews went. A review whose author's
 * account is gone (it was erased before reviews were erased with it) is treated the same way:
 * the moderation queue never lists it and the retention job removes it.
 */
import { and, eq, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { companyRatings } from '../db/schema-reviews.ts';
import { refreshCompanyRatings } from '../services/ratings/refresh-company-ratings.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A review whose author is still a member (or a seeded one): the only reviews staff may moderate. */
export const reviewAuthorKept: SQL = or(
  isNotNull(companyRatings.userId),
  eq(companyRatings.source, 'seed'),
) as SQL;

/** Reviews of an erased author: written by a member (not seeded) whose account is gone. */
const ofErasedAuthor: SQL = and(isNull(companyRatings.userId), ne(companyRatings.source, 'seed')) as SQL;

/** The member's reviews, for the export. */
export async function exportReviews(db: Db, userId: number) {
  const rows = await db.select().from(companyRatings).where(eq(companyRatings.userId, userId));
  return rows.map((r) => ({
    id: r.id,
    company_id: r.companyId,
    company_name: r.companyName,
    source: r.source,
    status: r.status,
    reviewer_name: r.reviewerName,
    avatar_url: r.avatarUrl,
    score: r.score,
    scores: r.scores,
    labels: r.labels,
    content: r.content,
    region_id: r.regionId,
    housing_type: r.housingType,
    budget_wan: r.budgetWan,
    area_ping: r.areaPing,
    work_id: r.workId,
    created_at: iso(r.createdAt),
    submitted_at: iso(r.submittedAt),
    published_at: iso(r.publishedAt),
    reject_reason: r.rejectReason,
  }));
}

/** Deletes the reviews `where` selects and refreshes the companies that lose a published one. */
async function removeReviews(db: Db | Tx, where: SQL): Promise<number> {
  const removed = await db
    .delete(companyRatings)
    .where(where)
    .returning({ companyId: companyRatings.companyId, status: companyRatings.status });
  const touched = new Set(
    removed.flatMap((r) => (r.status === 'published' && r.companyId !== null ? [r.companyId] : [])),
  );
  for (const companyId of touched) await refreshCompanyRatings(db, companyId);
  return removed.length;
}

/** Erases the member's reviews (every status); answers how many. */
export const eraseReviews = (tx: Tx, userId: number) => removeReviews(tx, eq(companyRatings.userId, userId));

/** Removes the reviews of authors whose account is gone (the retention job); answers how many. */
export const removeReviewsOfErasedAuthors = (db: Db) => removeReviews(db, ofErasedAuthor);
