/**
 * The staff console's moderation of companies' replies to reviews (docs/spec/company-side.md#console),
 * for editors and admins: the replies by status (default pending, oldest first), publish one (it
 * then shows under its review on the company page) or reject one with a reason its company is
 * shown. Each action is in the audit log.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { consoleApiMessages } from '../../messages/console-api.ts';
import { MODERATION_STATUSES } from '../../reviews/review-facts.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleReviewRepliesRoute,
  consoleReviewReplyApproveRoute,
  consoleReviewReplyRejectRoute,
} from './reviews.routes.ts';

/** A reply as the moderation list shows it, with the review it answers. */
export const ConsoleReviewReplySchema = z.object({
  rating_id: DbIdSchema,
  company: z.object({ id: DbIdSchema, name: z.string() }),
  review: z.object({ score: z.int().min(1).max(5), content: z.string() }),
  body: z.string(),
  status: z.enum(MODERATION_STATUSES),
  updated_at: z.string(),
  moderated_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
});

const Reason = z.pipe(
  safeText({
    max: 200,
    multiline: true,
    message: consoleApiMessages.rejectReason,
    tooLong: consoleApiMessages.rejectReason,
  }),
  z.string().trim().min(2, consoleApiMessages.rejectReason),
);
const Params = z.object({ rating_id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/review-replies. */
export const consoleReviewRepliesContract = defineContract(consoleReviewRepliesRoute, {
  id: 'getConsoleReviewReplies',
  tag: 'console',
  auth: 'staff',
  summary:
    "Companies' replies to reviews by status (default pending, oldest first), at most 100 (editors, admins)",
  query: z.object({ status: z.enum(MODERATION_STATUSES).default('pending') }),
  response: envelope(z.array(ConsoleReviewReplySchema)),
});

/** POST /console/api/review-replies/{rating_id}/approve. */
export const consoleReviewReplyApproveContract = defineContract(consoleReviewReplyApproveRoute, {
  id: 'postConsoleReviewReplyApprove',
  tag: 'console',
  auth: 'staff',
  summary:
    'Publishes a pending reply under its review on the company page (editors, admins; 409 when not pending)',
  params: Params,
  response: envelope(ConsoleReviewReplySchema),
  errors: [404, 409],
});

/** POST /console/api/review-replies/{rating_id}/reject. */
export const consoleReviewReplyRejectContract = defineContract(consoleReviewReplyRejectRoute, {
  id: 'postConsoleReviewReplyReject',
  tag: 'console',
  auth: 'staff',
  summary:
    'Rejects a pending reply with a reason its company is shown (editors, admins; 409 when not pending)',
  params: Params,
  body: z.object({ reason: Reason }),
  example: { params: { rating_id: 1 }, body: { reason: '內容含有廣告' } },
  response: envelope(ConsoleReviewReplySchema),
  errors: [404, 409],
});

/** The contracts of the replies' moderation. */
export const CONSOLE_REVIEW_REPLIES_CONTRACTS = [
  consoleReviewRepliesContract,
  consoleReviewReplyApproveContract,
  consoleReviewReplyRejectContract,
] as const;
