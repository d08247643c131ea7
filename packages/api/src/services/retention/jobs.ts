/**
 * Retention (個人資料保護法 Art. 11 §3: data whose purpose has ended is deleted): the job
 * functions. Each takes the database, the instant to count from and the configured period, and
 * returns how many rows it changed. They are plain functions: pg-boss runs them on schedule
 * (./scheduler.ts), tests call them directly.
 */
import { and, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accessTokens,
  clues,
  idempotencyKeys,
  leadKeys,
  quotes,
  rateLimitEvents,
  smsCodes,
  smsMessages,
} from '../../db/schema.ts';
import { analyticsEvents } from '../../db/schema-leads.ts';
import type { Env } from '../../env.ts';
import { removePartialUploadsBefore } from '../../media/resumable-upload.routes.ts';
import { anonymiseLeadsBefore } from '../../privacy/privacy.service.ts';
import { removeReviewsOfErasedAuthors } from '../../privacy/reviews.ts';
import { forgetForeignClientsBefore } from '../lead-guard/foreign-answers.ts';
import { pruneRepeatClaims } from '../lead-guard/lead-statements.ts';
import { LEAD_KEY_TTL_MS } from '../lead-guard/prior-leads.ts';
import { pruneCounters } from '../rate-limit/counters.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** `years` calendar years before `now` (UTC). */
export function yearsBefore(now: Date, years: number): Date {
  const whole = Math.trunc(years);
  const out = new Date(now);
  out.setUTCFullYear(out.getUTCFullYear() - whole);
  return new Date(out.getTime() - (years - whole) * 365 * DAY_MS);
}

/** Deletes the rows of `table` that `where` selects; returns how many. */
async function deleteWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  return (await db.delete(table).where(where).returning({ one: sql<number>`1` })).length;
}

/** The retention settings of the environment. */
export type RetentionSettings = Pick<
  Env,
  | 'RETENTION_LEAD_YEARS'
  | 'RETENTION_SMS_MESSAGE_DAYS'
  | 'RETENTION_CODE_DAYS'
  | 'RETENTION_TOKEN_DAYS'
  | 'RETENTION_IDEMPOTENCY_DAYS'
  | 'RETENTION_RATE_LIMIT_DAYS'
  | 'RETENTION_EVENT_DAYS'
  | 'RENOVO_DATA_DIR'
>;

/** One retention job. */
export interface RetentionJob {
  /** pg-boss queue name. */
  name: string;
  run(db: Db, now: Date, settings: RetentionSettings): Promise<number>;
}

/** Every retention job, by queue name. */
export const RETENTION_JOBS: RetentionJob[] = [
  {
    name: 'retention-anonymise-leads',
    run: (db, now, s) => anonymiseLeadsBefore(db, yearsBefore(now, s.RETENTION_LEAD_YEARS)),
  },
  {
    // What repeats of another client's lead were answered lose their client with the leads'.
    name: 'retention-foreign-lead-answers',
    run: (db, now, s) => forgetForeignClientsBefore(db, yearsBefore(now, s.RETENTION_LEAD_YEARS)),
  },
  {
    name: 'retention-sms-messages',
    run: (db, now, s) =>
      deleteWhere(db, smsMessages, lt(smsMessages.createdAt, daysBefore(now, s.RETENTION_SMS_MESSAGE_DAYS))),
  },
  {
    name: 'retention-sms-codes',
    run: (db, now, s) =>
      deleteWhere(db, smsCodes, lt(smsCodes.expiresAt, daysBefore(now, s.RETENTION_CODE_DAYS))),
  },
  {
    name: 'retention-access-tokens',
    run: (db, now, s) => {
      const cutoff = daysBefore(now, s.RETENTION_TOKEN_DAYS);
      return deleteWhere(
        db,
        accessTokens,
        or(
          lt(accessTokens.expiresAt, cutoff),
          and(isNotNull(accessTokens.revokedAt), lt(accessTokens.revokedAt, cutoff)),
        ),
      );
    },
  },
  {
    name: 'retention-idempotency-keys',
    run: async (db, now, s) => {
      const cutoff = daysBefore(now, s.RETENTION_IDEMPOTENCY_DAYS);
      // Lead keys (ADR 017) expire 72 h after their lead or repeat was answered.
      const leadCutoff = new Date(cutoff.getTime() - LEAD_KEY_TTL_MS);
      let changed = await deleteWhere(db, idempotencyKeys, lt(idempotencyKeys.expiresAt, cutoff));
      changed += await deleteWhere(db, leadKeys, lt(leadKeys.createdAt, leadCutoff));
      for (const t of [quotes, clues]) {
        const cleared = await db
          .update(t)
          .set({ idempotencyKey: null, requestHash: null })
          .where(and(isNotNull(t.idempotencyKey), lt(t.createdAt, leadCutoff)))
          .returning({ one: sql<number>`1` });
        changed += cleared.length;
      }
      return changed;
    },
  },
  {
    // Repeat claims (services/lead-guard/lead-statements.ts) outlive their one-day window by a day.
    name: 'retention-lead-repeat-claims',
    run: (db, now) => pruneRepeatClaims(db, now),
  },
  {
    // The leads' rate-limit counters (services/rate-limit/counters.ts) outlive their longest
    // window, a day, by a day.
    name: 'retention-rate-limit-counters',
    run: (db, now) => pruneCounters(db, now),
  },
  {
    name: 'retention-rate-limit-events',
    run: (db, now, s) =>
      deleteWhere(db, rateLimitEvents, lt(rateLimitEvents.at, daysBefore(now, s.RETENTION_RATE_LIMIT_DAYS))),
  },
  {
    // Reviews whose author's account is gone (erased before reviews went with it) are removed.
    name: 'retention-reviews-of-erased-authors',
    run: (db) => removeReviewsOfErasedAuthors(db),
  },
  {
    name: 'retention-analytics-events',
    run: (db, now, s) =>
      deleteWhere(
        db,
        analyticsEvents,
        lt(analyticsEvents.receivedAt, daysBefore(now, s.RETENTION_EVENT_DAYS)),
      ),
  },
  {
    // A photo whose upload was abandoned half-way (it may hold its GPS tags) is kept a day.
    name: 'retention-partial-uploads',
    run: (_db, now, s) => removePartialUploadsBefore(s.RENOVO_DATA_DIR, daysBefore(now, 1)),
  },
];

/** Runs every job once (what the schedule does each night); returns the counts by job name. */
export async function runRetention(
  db: Db,
  now: Date,
  settings: RetentionSettings,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const job of RETENTION_JOBS) counts[job.name] = await job.run(db, now, settings);
  return counts;
}
