/**
 * The closed sets of the lead inbox, declared once: the contracts' enums, the database's column
 * types and CHECK constraint, the console's options and their labels are all derived from these.
 */

/** Kinds of lead: the quote variants (`quotes`) and the clue kinds (`clues`). */
export const LEAD_KINDS = ['basic', 'community', 'consult', 'authorize', 'order'] as const;
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
