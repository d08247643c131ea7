/**
 * The closed set of the audit log's subjects, declared once: the audit writer's parameter, the
 * audit-log contract's filter enum and the console's subject filter with its labels derive from it.
 */

/**
 * What an audit row is about: a lead, a review, a partner, a landing page, a staff account, the
 * log itself, the residential communities (an import), an uploaded media asset, a design company, a work.
 */
export const AUDIT_SUBJECT_TYPES = [
  'lead',
  'review',
  'partner',
  'landing_page',
  'staff',
  'audit',
  'community',
  'media',
  'article',
  'company',
  'work',
  'short',
  'site_block',
] as const;
/** The type of an audit row's subject. */
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];
