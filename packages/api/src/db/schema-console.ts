/**
 * The staff console's tables (docs/spec/console.md#staff-accounts, docs/spec/console.md#partners): staff
 * accounts, their sessions (in PostgreSQL, so
 * every process sees a sign-in or a sign-out at once), the append-only audit log, the history of
 * partner keys (a rotated key still attributes old leads), and the partner directory's version
 * (bumped by every partner change, read by every process so none serves a stale origin list).
 */
import { SITE_BLOCK_KINDS, type SiteBlockKind } from '@renovo/core/contracts';
import { STAFF_ROLES } from '@renovo/core/schemas';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';

const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Staff accounts. Emails are stored lower-cased; passwords as argon2id PHC strings. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** The TOTP secret, AES-256-GCM under a key derived from APP_SECRET (never in clear). */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted: the same code (or an older one) is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('staff_accounts_role_check', oneOf(t.role, STAFF_ROLES))],
);

/** Staff sessions: the cookie's random token is stored only as its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The audit log: who (staff id, email and role at the time), what (action, subject), details
 * without personal data values, address and time. Append-only: the code has no update or delete
 * of it. Keyset-paginated by id (newest first).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffId: bigint('staff_id', { mode: 'number' }),
    staffEmail: text('staff_email'),
    role: text('role'),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_staff_idx').on(t.staffId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.id),
  ],
);

/** Every key a partner has had: leads stored under a rotated key still name their partner. */
export const partnerKeyHistory = pgTable(
  'partner_key_history',
  {
    key: text('key').primaryKey(),
    partnerId: bigint('partner_id', { mode: 'number' }).notNull(),
    retiredAt: ts('retired_at').notNull().defaultNow(),
  },
  (t) => [index('partner_key_history_partner_idx').on(t.partnerId)],
);

/**
 * One row (id 1): the partner directory's version. Every partner change bumps it in the same
 * transaction; each process reads it (one indexed row) before trusting its cache.
 */
export const partnerDirectoryVersion = pgTable('partner_directory_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The site's home and navigation blocks edited in the console (docs/spec/console.md#site-blocks):
 * one row per kind (core's SITE_BLOCK_KINDS), created by its first save; its `value` is the
 * JSON core's schema of that kind validated. No row: the site falls back to the operator's
 * settings, or shows nothing. `version` counts the saves (a save names the one it started from).
 */
export const siteBlocks = pgTable(
  'site_blocks',
  {
    kind: text('kind', { enum: SITE_BLOCK_KINDS as [SiteBlockKind, ...SiteBlockKind[]] }).primaryKey(),
    value: jsonb('value').$type<unknown>().notNull(),
    version: integer('version').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staffAccounts.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [check('site_blocks_kind_check', oneOf(t.kind, SITE_BLOCK_KINDS))],
);
