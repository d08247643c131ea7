/** The closed sets of landing pages, declared once (contract enums, column type, console labels). */

/** A landing page is a draft until staff publish it. */
export const LANDING_PAGE_STATUSES = ['draft', 'published'] as const;
/** A landing page's status. */
export type LandingPageStatus = (typeof LANDING_PAGE_STATUSES)[number];
