/**
 * Rate limits for hot paths (a lead: thousands a second may come from one carrier address):
 * hits counted per key in time buckets of a tenth of the window, spent and judged in ONE statement
 * with no advisory lock — `INSERT … ON CONFLICT DO UPDATE … RETURNING` adds this hit to the
 * current bucket of every rule (the row lock of a bucket is held only while the statement runs:
 * the table is UNLOGGED, db/schema-guards.ts) and reads the earlier buckets of each window beside
 * it. When a rule is over its limit the hits are taken back (`refundCounters`), so a refused call
 * leaves the counts as they were.
 *
 * A window counts every bucket it overlaps: a hit is counted for up to a tenth of the window
 * longer than the window (never shorter), and Retry-After says when the oldest counted bucket
 * leaves it. Keys are built by `./keys.ts` only, as for `consumeLimits`.
 */
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../../db/array-literal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { rateLimitCounters } from '../../db/schema-guards.ts';
import type { LimitKey } from './keys.ts';

/** A sliding window of a key's hits: at most `limit` within `windowMs`. */
export interface CounterRule {
  key: LimitKey;
  limit: number;
  windowMs: number;
  /** Whatever the caller needs to answer a refusal (e.g. its zh-TW message). */
  reason: string;
}

/** A window is counted in this many buckets (the last one partly outside it). */
const BUCKETS_PER_WINDOW = 10;
/** Buckets older than this are deleted by the daily retention job (the longest window is one day). */
const RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/** The hits this call added, to be taken back by `refundCounters`. */
export interface SpentHits {
  rows: { key: string; bucket: Date }[];
}

/** What `spendCounters` answers. */
export type CounterOutcome =
  | { ok: true; spent: SpentHits }
  | { ok: false; rule: CounterRule; retryAfterSeconds: number };

/** The row key of a rule: its key and its window, so two windows of one key count apart. */
function rowKey(rule: CounterRule): string {
  return `${rule.key}@${rule.windowMs}`;
}

function bucketOf(rule: CounterRule, at: number): number {
  const size = rule.windowMs / BUCKETS_PER_WINDOW;
  return Math.floor(at / size) * size;
}

/**
 * Spends one hit of every rule at `now` and judges them in one statement; when a rule is over its
 * limit, takes every hit back and answers that rule with when to retry.
 * @example const outcome = await spendCounters(db, [{ key, limit: 60, windowMs: 600_000, reason }], now);
 */
export async function spendCounters(db: Db | Tx, rules: CounterRule[], now: Date): Promise<CounterOutcome> {
  const at = now.getTime();
  if (new Set(rules.map(rowKey)).size !== rules.length)
    throw new Error('two counter rules share a key and a window');
  const rows = rules.map((rule) => ({
    key: rowKey(rule),
    bucket: new Date(bucketOf(rule, at)),
    // The oldest bucket the window overlaps.
    since: new Date(bucketOf(rule, at - rule.windowMs)),
  }));
  const t = rateLimitCounters;
  const iso = (d: Date) => d.toISOString();
  const result = await rawRows<{ i: number; used: number; oldest: string | null }>(
    db,
    // A prepared statement on PostgreSQL (its text never varies: the rules go in as arrays):
    // planned once per connection instead of at every spend, which took a third of the
    // database's CPU per lead off (`npm run bench:api`, ADR 051's addendum).
    prepared(
      'rate-counters',
      sql`
    with rules as (
      select * from unnest(${arrayLiteral(rows.map((r) => r.key))}::text[], ${arrayLiteral(rows.map((r) => iso(r.bucket)))}::timestamptz[],
        ${arrayLiteral(rows.map((r) => iso(r.since)))}::timestamptz[]) with ordinality as r(key, bucket, since, i)
    ),
    hit as (
      insert into ${t} (key, bucket, hits) select key, bucket, 1 from rules
      on conflict (key, bucket) do update set hits = ${t}.hits + 1
      returning key, bucket, hits
    )
    select rules.i::int as i,
      hit.hits + coalesce(earlier.hits, 0) as used,
      coalesce(earlier.oldest, hit.bucket)::text as oldest
    from rules join hit on hit.key = rules.key and hit.bucket = rules.bucket
    left join lateral (
      select sum(c.hits)::int as hits, min(c.bucket) filter (where c.hits > 0) as oldest
      from ${t} c where c.key = rules.key and c.bucket >= rules.since and c.bucket < rules.bucket
    ) earlier on true`,
    ),
  );
  const spent: SpentHits = { rows: rows.map(({ key, bucket }) => ({ key, bucket })) };
  const over = result
    .map((row) => ({ row, rule: rules[Number(row.i) - 1]! }))
    .find(({ row, rule }) => Number(row.used) > rule.limit);
  if (!over) return { ok: true, spent };
  await refundCounters(db, spent);
  const oldest = over.row.oldest ? new Date(over.row.oldest).getTime() : at;
  const leaves = oldest + over.rule.windowMs / BUCKETS_PER_WINDOW + over.rule.windowMs;
  return { ok: false, rule: over.rule, retryAfterSeconds: Math.max(1, Math.ceil((leaves - at) / 1000)) };
}

/**
 * Deletes the buckets older than RETENTION_MS (the daily retention job: a spend never does, so a
 * lead is filed in the same statements every time). Answers how many it deleted.
 */
export async function pruneCounters(db: Db, now: Date): Promise<number> {
  const t = rateLimitCounters;
  const gone = await db
    .delete(t)
    .where(sql`${t.bucket} < ${new Date(now.getTime() - RETENTION_MS).toISOString()}::timestamptz`)
    .returning({ one: sql<number>`1` });
  return gone.length;
}

/** Takes back the hits of `spendCounters` (a refusal, or a lead that turned out to spend none). */
export async function refundCounters(db: Db | Tx, spent: SpentHits): Promise<void> {
  if (spent.rows.length === 0) return;
  const t = rateLimitCounters;
  await db.execute(sql`
    update ${t} set hits = ${t}.hits - 1
    from unnest(${arrayLiteral(spent.rows.map((r) => r.key))}::text[], ${arrayLiteral(spent.rows.map((r) => r.bucket.toISOString()))}::timestamptz[]) as r(key, bucket)
    where ${t}.key = r.key and ${t}.bucket = r.bucket and ${t}.hits > 0`);
}
