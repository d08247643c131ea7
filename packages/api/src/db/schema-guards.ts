/**
 * What the lead guard and the hot rate limits share between processes, made to be written by
 * thousands of leads a second from one address (docs/spec/leads-and-security.md#lead-spam-and-forgery):
 * counters per key and time bucket, and the claim of a repeat key. Both tables are UNLOGGED
 * (migration 0027): a write never waits for the WAL, so a hot row is locked only while its
 * statement runs. A database crash empties them: the spent budgets are forgiven and the leads
 * themselves still say which repeat keys were filed (ADR 051). Part of the Drizzle schema beside
 * `schema.ts`.
 */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Rate-limit counters (services/rate-limit/counters.ts): hits of one key in one time bucket. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    bucket: ts('bucket').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.bucket] }), index('rate_limit_counters_bucket_idx').on(t.bucket)],
);

/**
 * The claim of a repeat key (a number from one source): taken in the transaction that stores the
 * key's first lead within the repeat window, so a concurrent repeat waits on this row only.
 */
export const leadRepeatClaims = pgTable(
  'lead_repeat_claims',
  {
    dedupeKey: text('dedupe_key').primaryKey(),
    claimedAt: ts('claimed_at').notNull(),
  },
  (t) => [index('lead_repeat_claims_claimed_idx').on(t.claimedAt)],
);
