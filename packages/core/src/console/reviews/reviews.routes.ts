/**
 * The staff console's review moderation: the request halves (method and path) of the
 * contracts in `./console-reviews.ts`. No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleReviewsListContract` (./console-reviews.ts). */
export const consoleReviewsListRoute = {
  method: 'GET',
  path: '/console/api/reviews',
} as const satisfies Route;
/** Request half of `consoleReviewApproveContract` (./console-reviews.ts). */
export const consoleReviewApproveRoute = {
  method: 'POST',
  path: '/console/api/reviews/{id}/approve',
} as const satisfies Route;
/** Request half of `consoleReviewRejectContract` (./console-reviews.ts). */
export const consoleReviewRejectRoute = {
  method: 'POST',
  path: '/console/api/reviews/{id}/reject',
} as const satisfies Route;
/** Request half of `consoleReviewRepliesContract` (./review-replies.contract.ts). */
export const consoleReviewRepliesRoute = {
  method: 'GET',
  path: '/console/api/review-replies',
} as const satisfies Route;
/** Request half of `consoleReviewReplyApproveContract`. */
export const consoleReviewReplyApproveRoute = {
  method: 'POST',
  path: '/console/api/review-replies/{rating_id}/approve',
} as const satisfies Route;
/** Request half of `consoleReviewReplyRejectContract`. */
export const consoleReviewReplyRejectRoute = {
  method: 'POST',
  path: '/console/api/review-replies/{rating_id}/reject',
} as const satisfies Route;
