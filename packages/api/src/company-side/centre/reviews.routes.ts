/**
 * A company's reviews in its centre (docs/spec/company-side.md#centre): the published reviews of
 * the member's company with their replies, and a reply to one of them, which waits for the
 * staff's moderation; a published reply is not changed any more (409). A review of another
 * company, or not published, reads as missing.
 */
import { companyReviewReplyContract, companyReviewsContract } from '@renovo/core/contracts';
import { companyCentreMessages as m } from '@renovo/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { route } from '../../lib/contract-route.ts';
import { fail } from '../../lib/errors.ts';
import { requireCompanyMember } from '../members/company-member.ts';
import { noStore } from './no-store.ts';
import { companyReviews, writeReply } from './reviews.service.ts';

/** The company centre's review routes. */
export function companyReviewsRoutes() {
  const app = new Hono<AppEnv>();
  const use = [noStore];

  route(
    app,
    companyReviewsContract,
    async (c, { ok }) => {
      const member = await requireCompanyMember(c);
      return ok({ items: await companyReviews(c.get('deps').db, member.companyId) });
    },
    { use },
  );

  route(
    app,
    companyReviewReplyContract,
    async (c, { params, body, ok }) => {
      const member = await requireCompanyMember(c);
      const { db, clock } = c.get('deps');
      const [review] = await companyReviews(db, member.companyId, params.rating_id);
      if (!review) fail(404, m.reviewNotFound);
      const written = await writeReply(db, {
        ratingId: params.rating_id,
        companyId: member.companyId,
        userId: member.userId,
        body: body.body.trim(),
        now: clock(),
      });
      if (written === 'published') fail(409, m.replyLocked);
      const [after] = await companyReviews(db, member.companyId, params.rating_id);
      return ok(after!, { message: m.replyStates.pending });
    },
    { use },
  );

  return app;
}
