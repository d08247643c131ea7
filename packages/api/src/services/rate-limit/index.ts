/**
 * Sliding-window rate limits kept in PostgreSQL, so every process counts the same sends.
 * Inside the caller's transaction each key is locked (`pg_advisory_xact_lock`, keys in sorted
 * order so two callers never deadlock), the events of each window are counted, and only when
 * every rule passes is one event per key written. A refused call writes nothing. Keys are built
 * by `./keys.ts` only (an address is counted by its network, through one function).
 */
import { and, count, eq, gt, inArray, like, lt, min, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rateLimitEvents } from '../../db/schema.ts';
import type { LimitKey } from './keys.ts';

export { addressLimitKey, type LimitKey, limitKey } from './keys.ts';

/** One limit: at most `limit` events for `key` in the window. */
export interface LimitRule {
  key: LimitKey;
  limit: number;
  /** A sliding window of this many milliseconds… */
  windowMs?: number;
  /** …or a fixed window that started at this instant and lasts `fixedLengthMs`. */
  since?: Date;
  fixedLengthMs?: number;
  /** Whatever the caller needs to answer a refusal (e.g. its zh-TW message). */
  reason: string;
}

/** The outcome of `consumeLimits`. */
export type LimitOutcome = { ok: true } | { ok: false; rule: LimitRule; retryAfterSeconds: number };

/** Events older than this are deleted now and then (the longest window is one day). */
const RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

function windowStart(rule: LimitRule, now: Date): Date {
  if (rule.since) return rule.since;
  return new Date(now.getTime() - (rule.windowMs ?? 0));
}

/**
 * Checks every rule and, when all pass, records one event per distinct key at `now`.
 * Must run inside a transaction.
 */
export async function consumeLimits(tx: Tx, rules: LimitRule[], now: Date): Promise<LimitOutcome> {
  const keys = [...new Set(rules.map((r) => r.key))].sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
  for (const rule of rules) {
    const start = windowStart(rule, now);
    const [row] = await tx
      .select({ n: count(), oldest: min(rateLimitEvents.at) })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, rule.key), gt(rateLimitEvents.at, start)));
    const used = row?.n ?? 0;
    if (used >= rule.limit) {
      let retryMs: number;
      if (rule.since) retryMs = rule.since.getTime() + (rule.fixedLengthMs ?? 0) - now.getTime();
      else {
        const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
        retryMs = oldest + (rule.windowMs ?? 0) - now.getTime();
      }
      return { ok: false, rule, retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)) };
    }
  }
  await tx.insert(rateLimitEvents).values(keys.map((key) => ({ key, at: now })));
  if (Math.random() < 0.02) {
    await tx.delete(rateLimitEvents).where(lt(rateLimitEvents.at, new Date(now.getTime() - RETENTION_MS)));
  }
  return { ok: true };
}

/** How many events `key` has after `since` (no lock: a reading for decisions, not a limit). */
export async function countEvents(tx: Db | Tx, key: LimitKey, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
  return row?.n ?? 0;
}

/**
 * Several `countEvents` readings in one query (a flood's hot path: one round trip, not one per
 * reading). Answers the counts in the order asked.
 */
export async function countEventsMany(
  tx: Db | Tx,
  reads: { key: LimitKey; since: Date }[],
): Promise<number[]> {
  if (reads.length === 0) return [];
  const oldest = new Date(Math.min(...reads.map((r) => r.since.getTime())));
  const columns = Object.fromEntries(
    reads.map((r, i) => [
      `n${i}`,
      sql<number>`count(*) filter (where ${rateLimitEvents.key} = ${r.key} and ${rateLimitEvents.at} > ${r.since.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await tx
    .select(columns)
    .from(rateLimitEvents)
    .where(
      and(
        inArray(rateLimitEvents.key, [...new Set(reads.map((r) => r.key))]),
        gt(rateLimitEvents.at, oldest),
      ),
    );
  return reads.map((_, i) => Number(row?.[`n${i}`] ?? 0));
}

/** Records one event for `key` at `now`, outside any limit (attempt counters). */
export async function recordEvent(tx: Db | Tx, key: LimitKey, now: Date): Promise<void> {
  await tx.insert(rateLimitEvents).values({ key, at: now });
}

/** Deletes the events of `key` (a success forgetting earlier failures). */
export async function clearEvents(tx: Db | Tx, key: string): Promise<void> {
  await tx.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

/** Deletes every event whose key starts with `prefix` (an operator's unlock); answers how many. */
export async function clearEventsUnder(tx: Db | Tx, prefix: string): Promise<number> {
  const gone = await tx
    .delete(rateLimitEvents)
    .where(like(rateLimitEvents.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`))
    .returning({ id: rateLimitEvents.id });
  return gone.length;
}
