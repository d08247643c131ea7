/** What every lead route (clues, quotes) shares in its contract. */

/**
 * Statuses of the lead guard (`packages/api/src/middleware/lead-guard`): 403 for an Origin that
 * is not allowed, 415 for a body that is not JSON, 429 for the per-mobile and per-address limits.
 */
export const LEAD_ERRORS = [403, 415, 429] as const;
