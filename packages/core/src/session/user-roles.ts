/** Member roles, declared once (session schemas, the contract's enum, the users table's CHECK). */

/** Ordinary members and design companies. */
export const USER_ROLES = ['ordinary', 'design'] as const;
/** A member's role. */
export type UserRole = (typeof USER_ROLES)[number];
