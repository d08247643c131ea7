/**
 * The staff console's review moderation, for editors and admins: the queue of owners'
 * ratings by status, publish a pending one (in the same transaction the company's rating, its
 * per-dimension scores and its reputation score of the ranking are refreshed), reject one with
 * a reason. Each action is in the audit log (the review's id and company; the text stays in
 * the review). Only `published` ratings are ever public (content/ratings). A review whose
 * author's account was erased is neither listed nor moderated: it reads as missing.
 */
import {
  consoleReviewApproveContract,
  consoleReviewRejectContract,
  consoleReviewsListContract,
  type ModerationDecision,
  type ModerationStatus,
} from '@renovo/core/contracts';
import { consoleApiMessages, contentMessages } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { refreshCompanyRatings } from '../../services/ratings/refresh-company-ratings.ts';
import { markModerated, type ReviewRow, reviewById, reviewQueue } from './reviews.service.ts';

function view(row: ReviewRow) {
  return {
    id: row.id,
    // An off-site review names a company not on the site: no id.
    company: { id: row.companyId, name: row.companyName ?? row.offsiteName ?? '' },
    kind: row.source === 'insite' ? ('insite' as const) : ('rating' as const),
    // The queue lists and moderation changes only these three (a draft reads as missing).
    status: row.status as ModerationStatus,
    reviewer_name: row.reviewerName,
    score: row.score,
    scores: row.scores,
    labels: row.labels,
    content: row.content,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    moderated_at: row.moderatedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
  };
}

/**
 * Moves a pending review to `status` (only from pending: two editors pressing at once, or a
 * retried press, change it once; the second is a 409) and writes the audit row, in one
 * transaction; publishing also refreshes the company's figures.
 */
async function moderate(c: Context<AppEnv>, id: number, status: ModerationDecision, reason: string | null) {
  const { db, clock } = c.get('deps');
  const staff = c.get('staff');
  const now = clock();
  return db.transaction(async (tx) => {
    const changed = await markModerated(tx, id, { status, now, staffId: staff?.id ?? null, reason });
    if (!changed) {
      const existing = await reviewById(tx, id);
      if (!existing || existing.status === 'draft') fail(404, contentMessages.ratingNotFound);
      fail(409, consoleApiMessages.reviewNotPending);
    }
    if (status === 'published' && changed.companyId !== null)
      await refreshCompanyRatings(tx, changed.companyId);
    await recordAudit(tx, c, {
      action: status === 'published' ? 'review.approve' : 'review.reject',
      subjectType: 'review',
      subjectId: id,
      details: { company_id: changed.companyId, ...(reason === null ? {} : { reason }) },
    });
    return view((await reviewById(tx, id))!);
  });
}

/** The console's review moderation routes. */
export function consoleReviewsRoutes() {
  const app = new Hono<AppEnv>();
  const use = [requireStaff(...rolesWith('content.manage'))];

  route(
    app,
    consoleReviewsListContract,
    async (c, { query, ok }) => {
      const { db } = c.get('deps');
      const rows = await reviewQueue(db, query.status);
      return ok(rows.map(view));
    },
    { use },
  );

  route(
    app,
    consoleReviewApproveContract,
    async (c, { params, ok }) =>
      ok(await moderate(c, params.id, 'published', null), { message: consoleApiMessages.reviewApproved }),
    { use },
  );

  route(
    app,
    consoleReviewRejectContract,
    async (c, { params, body, ok }) =>
      ok(await moderate(c, params.id, 'rejected', body.reason), {
        message: consoleApiMessages.reviewRejected,
      }),
    { use },
  );

  return app;
}
