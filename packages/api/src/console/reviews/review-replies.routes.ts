/**
 * The staff console's moderation of companies' replies to reviews (docs/spec/company-side.md#console),
 * for editors and admins: the list by status, publish a pending reply (it then shows under its
 * review on the company page; the site's cache is dropped) or reject it with a reason its company
 * reads in its centre. Each decision is in the audit log (subject: the review).
 */
import {
  consoleReviewRepliesContract,
  consoleReviewReplyApproveContract,
  consoleReviewReplyRejectContract,
  type ModerationDecision,
} from '@renovo/core/contracts';
import { companyCentreMessages as m } from '@renovo/core/messages';
import { rolesWith } from '@renovo/core/schemas';
import { type Context, Hono } from 'hono';
import { contentChanged } from '../../content/publishing/content-changed.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { markReplyModerated, replyById, replyQueue } from './review-replies.service.ts';

/** Moves a pending reply to `status` with its audit row, in one transaction (a second press: 409). */
async function moderate(
  c: Context<AppEnv>,
  ratingId: number,
  status: ModerationDecision,
  reason: string | null,
) {
  const { db, clock } = c.get('deps');
  const staff = c.get('staff');
  const answer = await db.transaction(async (tx) => {
    const changed = await markReplyModerated(tx, ratingId, {
      status,
      now: clock(),
      staffId: staff?.id ?? null,
      reason,
    });
    const reply = await replyById(tx, ratingId);
    if (!reply) fail(404, m.replyNotFound);
    if (!changed) fail(409, m.replyNotPending);
    await recordAudit(tx, c, {
      action: status === 'published' ? 'review_reply.approve' : 'review_reply.reject',
      subjectType: 'review',
      subjectId: ratingId,
      details: { company_id: reply.company.id, ...(reason === null ? {} : { reason }) },
    });
    return reply;
  });
  if (status === 'published') contentChanged(c.get('deps'));
  return answer;
}

/** The console's reply moderation routes. */
export function consoleReviewRepliesRoutes() {
  const app = new Hono<AppEnv>();
  const use = [requireStaff(...rolesWith('content.manage'))];

  route(
    app,
    consoleReviewRepliesContract,
    async (c, { query, ok }) => ok(await replyQueue(c.get('deps').db, query.status)),
    { use },
  );

  route(
    app,
    consoleReviewReplyApproveContract,
    async (c, { params, ok }) =>
      ok(await moderate(c, params.rating_id, 'published', null), { message: m.replyApproved }),
    { use },
  );

  route(
    app,
    consoleReviewReplyRejectContract,
    async (c, { params, body, ok }) =>
      ok(await moderate(c, params.rating_id, 'rejected', body.reason), { message: m.replyRejectedDone }),
    { use },
  );

  return app;
}
