/**
 * A design company's reviews in its centre (docs/spec/company-side.md#centre): the published
 * on-site reviews of it, and one public reply to each. A reply is moderated like a review: it
 * waits (`pending`) until the staff publish or reject it; a changed reply waits again; only a
 * published one shows under the review on the company's page.
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, envelope } from '../../contracts/envelope.ts';
import { companyCentreMessages as m } from '../../messages/company-centre.ts';
import { RATING_STATUSES } from '../../reviews/review-facts.ts';
import { safeText } from '../../schemas/common.ts';
import { COMPANY_SIDE_LIMITS } from '../company-side-facts.ts';
import { companyReviewReplyRoute, companyReviewsRoute } from './centre.routes.ts';

/** A reply's text: 2 to COMPANY_SIDE_LIMITS.reviewReply characters. */
export const ReplyBodySchema = z.pipe(
  safeText({
    max: COMPANY_SIDE_LIMITS.reviewReply,
    multiline: true,
    message: m.replyBody,
    tooLong: m.replyBody,
  }),
  z.string().trim().min(2, m.replyBody),
);

/** A company's reply to a review, as its company sees it. */
export const CompanyReplySchema = z.object({
  body: z.string(),
  status: z.enum(RATING_STATUSES),
  /** Why the staff rejected it, when they did. */
  reject_reason: z.string().nullable(),
  updated_at: z.string(),
});

/** A published review of the company, with its reply. */
export const CompanyReviewSchema = z.object({
  id: DbIdSchema,
  reviewer_name: z.string(),
  score: z.int().min(1).max(5),
  content: z.string(),
  labels: z.array(z.string()),
  published_at: z.string().nullable(),
  reply: CompanyReplySchema.nullable(),
});
/** A review in the centre. */
export type CompanyReview = z.infer<typeof CompanyReviewSchema>;

/** GET /v1/company/reviews. */
export const companyReviewsContract = defineContract(companyReviewsRoute, {
  id: 'getCompanyReviews',
  tag: 'company',
  auth: 'bearer',
  summary: "The published reviews of the member's company, newest first (at most 200), each with its reply",
  response: envelope(z.object({ items: z.array(CompanyReviewSchema) })),
  errors: [403],
});

/** PUT /v1/company/reviews/{rating_id}/reply. */
export const companyReviewReplyContract = defineContract(companyReviewReplyRoute, {
  id: 'putCompanyReviewReply',
  tag: 'company',
  auth: 'bearer',
  summary: "Writes the company's public reply to one of its published reviews; it waits for moderation",
  params: z.object({ rating_id: z.coerce.number().pipe(DbIdSchema) }),
  body: z.object({ body: ReplyBodySchema }),
  example: { params: { rating_id: 1 }, body: { body: '謝謝您的肯定！' } },
  response: envelope(CompanyReviewSchema),
  errors: [403, 404, 409],
});

/** The contracts of a company's reviews. */
export const COMPANY_REVIEWS_CONTRACTS = [companyReviewsContract, companyReviewReplyContract] as const;
