/**
 * The closed sets of owners' reviews, declared once: the contracts' enums, the database's column
 * types and the console's moderation filter are derived from these.
 */

/** Where a review was written: the rating form, or the in-site review of a listed company. */
export const REVIEW_KINDS = ['rating', 'insite'] as const;
/** A kind of review. */
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** A review's life: a draft (step one), pending moderation, then published or rejected. */
export const RATING_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
/** A review's status. */
export type RatingStatus = (typeof RATING_STATUSES)[number];

/** A status moderation sees: every status but the author's own draft. */
export type ModerationStatus = Exclude<RatingStatus, 'draft'>;

/** What moderation decides of a pending review. */
export type ModerationDecision = Exclude<ModerationStatus, 'pending'>;

/** Statuses the moderation queue lists (every status after the draft, in order). */
export const MODERATION_STATUSES: readonly ModerationStatus[] = RATING_STATUSES.filter(
  (status): status is ModerationStatus => status !== 'draft',
);

/** The statuses of a rating its owner holds: at most one of these per owner and company. */
export const HELD_RATING_STATUSES = ['pending', 'published'] as const satisfies readonly RatingStatus[];
