/**
 * Social sign-in (ADR 030). `social_identities` links one provider account (provider +
 * the provider's subject) to one member; `social_login_attempts` holds each sign-in that was
 * started and not yet finished: the SHA-256 of its `state`, the PKCE verifier and the nonce the
 * callback checks, and the same-site path to go back to. An attempt is single use (deleted when
 * its callback comes) and lives 10 minutes; it is in the database, so any instance of the server
 * can finish a sign-in another one started.
 */
import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One provider account, linked to one member. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastLoginAt: ts('last_login_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('social_identities_user_idx').on(t.userId)],
);

/** A sign-in that was started: what its callback must match. */
export const socialLoginAttempts = pgTable(
  'social_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    redirectPath: text('redirect_path').notNull(),
    /** The signed-in member who started it: the provider account is bound to them. */
    linkUserId: bigint('link_user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'cascade',
    }),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('social_login_attempts_expires_idx').on(t.expiresAt)],
);
