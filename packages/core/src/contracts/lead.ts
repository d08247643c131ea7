/** What every lead route (clues, quotes) and every sign-in route shares in its contract. */

/**
 * Statuses of the checks of a request a browser page may only send from the site or a partner's
 * page (`packages/api/src/middleware/browser-request`): 403 for an Origin that is not allowed,
 * 415 for a body that is not JSON. The sign-in routes answer them.
 */
export const BROWSER_REQUEST_ERRORS = [403, 415] as const;

/**
 * Statuses of the lead guard (`packages/api/src/middleware/lead-guard`): the browser request's,
 * and 429 for the per-mobile and per-address limits.
 */
export const LEAD_ERRORS = [...BROWSER_REQUEST_ERRORS, 429] as const;
