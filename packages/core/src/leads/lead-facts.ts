/**
 * The closed sets of the lead inbox, declared once: the contracts' enums, the database's column
 * types and CHECK constraint, the console's options and their labels are all derived from these.
 */

/** The quote variants (rows of `quotes`): the basic quote and the community quote. */
export const QUOTE_VARIANTS = ['basic', 'community'] as const;
/** A quote variant. */
export type QuoteVariant = (typeof QUOTE_VARIANTS)[number];

/** The clue kinds (rows of `clues`): a consult, a name authorisation, an order. */
export const CLUE_KINDS = ['consult', 'authorize', 'order'] as const;
/** A clue kind. */
export type ClueKind = (typeof CLUE_KINDS)[number];

/** Kinds of lead: the quote variants, then the clue kinds. */
export const LEAD_KINDS = [...QUOTE_VARIANTS, ...CLUE_KINDS] as const;
/** A kind of lead. */
export type LeadKind = (typeof LEAD_KINDS)[number];

/** The workflow's forward order: new → contacted → matched → closed (steps may be skipped). */
export const LEAD_WORKFLOW = ['new', 'contacted', 'matched', 'closed'] as const;

/** Where a lead is set aside from any state (and back to new from, a mistake undone). */
export const LEAD_DISCARDS = ['invalid', 'spam'] as const;

/** Every status: the workflow, then the discards. */
export const LEAD_STATUSES = [...LEAD_WORKFLOW, ...LEAD_DISCARDS] as const;
/** A lead's place in the workflow. */
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Hours within which a new lead is called back, as the quote tells the owner (chat's
 * `robotQuoteFollowUp`: 專屬顧問將於 24 小時內以電話與您聯繫).
 */
export const CALL_BACK_PROMISE_HOURS = 24;

/**
 * The inbox's saved views (docs/spec/console.md#lead-inbox): the leads filed today (a Taiwan
 * day), those waiting for a call-back (still new: nobody has contacted them), those of them past
 * the call-back promise (CALL_BACK_PROMISE_HOURS), and those assigned to the staff member asking.
 */
export const LEAD_VIEWS = ['today', 'callback', 'overdue', 'mine'] as const;
/** A saved view of the inbox. */
export type LeadView = (typeof LEAD_VIEWS)[number];
