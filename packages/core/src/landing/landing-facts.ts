/** The closed sets of landing pages, declared once (contract enums, column type, console labels). */

/** A landing page is a draft until staff publish it. */
export const LANDING_PAGE_STATUSES = ['draft', 'published'] as const;
/** A landing page's status. */
export type LandingPageStatus = (typeof LANDING_PAGE_STATUSES)[number];

/**
 * A slug without its anchors: lower-case letters, digits and `-`, 1–64, not starting or ending
 * with `-`. Written so that it is also a valid HTML `pattern` attribute, which Chromium compiles
 * with the `v` flag (where a `-` inside a class must be escaped).
 */
export const LANDING_SLUG_PATTERN = '[a-z0-9](?:[a-z0-9\\-]{0,62}[a-z0-9])?';

/** A whole slug (the contract, the host site's /land/{slug} and the console check it). */
export const LANDING_SLUG = new RegExp(`^(?:${LANDING_SLUG_PATTERN})$`);
