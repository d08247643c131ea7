/**
 * The staff console's review moderation, for editors and admins: the queue of owners'
 * ratings waiting for moderation (or those published or rejected), publish one (it then counts
 * in the company's rating and the reputation ranking) or reject one with a reason its author is
 * shown. Each action is in the audit log.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { consoleApiMessages } from '../../messages/console-api.ts';
import { MODERATION_STATUSES, REVIEW_KINDS } from '../../reviews/review-facts.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleReviewApproveRoute,
  consoleReviewRejectRoute,
  consoleReviewsListRoute,
} from './reviews.routes.ts';

const TAG = 'console';

/** A review as the moderation queue shows it. */
export const ConsoleReviewSchema = z.object({
  id: z.int().min(1),
  /** The listed company, or (off-site) a company not on the site: its typed name and no id. */
  company: z.object({ id: z.int().min(1).nullable(), name: z.string() }),
  kind: z.enum(REVIEW_KINDS),
  status: z.enum(MODERATION_STATUSES),
  reviewer_name: z.string(),
  score: z.int().min(1).max(5),
  scores: z.record(z.string(), z.number()),
  labels: z.array(z.string()),
  content: z.string(),
  submitted_at: z.string().nullable(),
  moderated_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
});

/** Why a review is rejected: 2 to 200 characters, shown to its author. */
const Reason = z.pipe(
  safeText({
    max: 200,
    multiline: true,
    message: consoleApiMessages.rejectReason,
    tooLong: consoleApiMessages.rejectReason,
  }),
  z.string().trim().min(2, consoleApiMessages.rejectReason),
);
const IdParams = z.object({ id: z.coerce.number().pipe(DbIdSchema) });

/** GET /console/api/reviews. */
export const consoleReviewsListContract = defineContract(consoleReviewsListRoute, {
  id: 'getConsoleReviews',
  tag: TAG,
  auth: 'staff',
  summary:
    'Owners’ reviews by moderation status (default pending, oldest first; the others newest first), at most 100 (editors, admins)',
  query: z.object({ status: z.enum(MODERATION_STATUSES).default('pending') }),
  response: envelope(z.array(ConsoleReviewSchema)),
});

/** POST /console/api/reviews/{id}/approve. */
export const consoleReviewApproveContract = defineContract(consoleReviewApproveRoute, {
  id: 'postConsoleReviewApprove',
  tag: TAG,
  auth: 'staff',
  summary:
    'Publishes a pending review: it shows on the company page and counts in its rating and the reputation ranking (editors, admins; 409 when it is not pending)',
  params: IdParams,
  response: envelope(ConsoleReviewSchema),
  errors: [404, 409],
});

/** POST /console/api/reviews/{id}/reject. */
export const consoleReviewRejectContract = defineContract(consoleReviewRejectRoute, {
  id: 'postConsoleReviewReject',
  tag: TAG,
  auth: 'staff',
  summary:
    'Rejects a pending review with a reason its author is shown; it never shows publicly (editors, admins; 409 when it is not pending)',
  params: IdParams,
  body: z.object({ reason: Reason }),
  example: { params: { id: 1 }, body: { reason: '內容含有廣告' } },
  response: envelope(ConsoleReviewSchema),
  errors: [404, 409],
});

/** The staff console's review moderation contracts. */
export const CONSOLE_REVIEWS_CONTRACTS = [
  consoleReviewsListContract,
  consoleReviewApproveContract,
  consoleReviewRejectContract,
] as const;
