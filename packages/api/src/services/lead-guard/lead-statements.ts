/**
 * The claim of a repeat key (the same number from the same source within the repeat window), and
 * what a new lead's marks need, read in the same statement — which stores the lead too when it is
 * new (`claimAndStore`), so the claim is held for that one statement. A concurrent repeat's claim
 * waits on that row (a unique-index wait, never an advisory lock) and, once the first commits,
 * finds it claimed; the lead guard (index.ts) then claims and reads again in a transaction.
 * Claims older than the window are taken over; one whose lead is gone (erased) is taken over too.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { clues, quotes, users } from '../../db/schema.ts';
import { leadRepeatClaims } from '../../db/schema-guards.ts';
import { foreignLeadAnswers } from '../../db/schema-leads.ts';
import {
  foreignAnswerRow,
  ownForeignAnswerColumn,
  type RememberedAnswer,
  readOwnForeignAnswer,
} from './foreign-answers.ts';
import { insertSelect, keyUpsert, type LeadValues, leadMarks, leadRows } from './lead-rows.ts';
import { findPrior, type Prior, type PriorQuery, priorColumns, readPrior } from './prior-leads.ts';

const DAY = 24 * 60 * 60_000;
/** A claim holds the key for the repeat window (prior-leads.ts looks back as far). */
const CLAIM_WINDOW_MS = DAY;
/**
 * Leads of a number counted for review within this window; a lead stored for review has the
 * number's earlier ones of the window marked too (review-marks.ts).
 */
export const REVIEW_WINDOW_MS = 30 * DAY;
/** Claims older than this are deleted by the daily retention job (`pruneRepeatClaims`). */
const CLAIM_RETENTION_MS = 2 * DAY;

/** What a lead request tells the claim. */
export interface ClaimQuery extends PriorQuery {
  mobile: string;
}

/** What a claim reads (`readClaim`). */
export interface Claim {
  /** This transaction holds the key: no other lead of it is stored within the window. */
  claimed: boolean;
  prior: Prior;
  /**
   * The lead is filed by its number's owner: the signed-in member holds the number (it was
   * confirmed by an SMS code). Someone who merely knows a member's number files an unverified lead.
   */
  member: boolean;
  /**
   * The number's leads within the review window of the same kind (its owner's, or the others),
   * counted up to `reviewCap` only: leads filed by others never put the owner's under review.
   */
  earlier: number;
  /** What this client was answered to an earlier repeat of another client's lead of this key. */
  mine: RememberedAnswer | null;
}

/** A claim statement's row (`reading`, the last CTE of `claimReading`). */
interface ClaimRow {
  claimed: boolean;
  keyed: string | null;
  repeat_of: string | null;
  member: boolean;
  recent_clues: number | string;
  recent_quotes: number | string;
  mine: unknown;
}

/**
 * The CTEs that claim the repeat key and read what the lead needs, the last one `reading` (one row:
 * `ClaimRow`): what this Idempotency-Key answered, the key's first lead, what this client was
 * answered to an earlier repeat of another client's lead, whether the signed-in member holds the
 * number and how many leads of that kind it has within the review window — counted up to
 * `reviewCap`, so a number with thousands of leads costs no more than one with a few. When another
 * transaction holds the claim, the statement waits for it to end; its reading is then of before
 * the wait (`claimed` false: `reread` reads again).
 */
function claimReading(request: ClaimQuery, dedupeKey: string, reviewCap: number): SQL {
  const { mobile, now } = request;
  const c = leadRepeatClaims;
  const expired = new Date(now.getTime() - CLAIM_WINDOW_MS).toISOString();
  const reviewSince = new Date(now.getTime() - REVIEW_WINDOW_MS).toISOString();
  // The number's leads of the same kind as this one (filed by its signed-in owner, or not).
  const recent = (other: typeof clues | typeof quotes) =>
    sql`(select count(*) from (select 1 from ${other} where ${other.mobile} = ${mobile} and ${other.createdAt} > ${reviewSince}::timestamptz and ${other.mobileVerified} = owner.member limit ${reviewCap}) as recent)`;
  const claim = sql`insert into ${c} (dedupe_key, claimed_at) values (${dedupeKey}, ${now.toISOString()}::timestamptz)
    on conflict (dedupe_key) do update set claimed_at = excluded.claimed_at where ${c.claimedAt} <= ${expired}::timestamptz
    returning 1`;
  const { keyed, repeatOf } = priorColumns(request, dedupeKey);
  // The client's earlier answer is looked for only when the first lead is another client's
  // (`repeat_of` ends in false): a new lead pays nothing for it.
  return sql`claim as (${claim}), prior as (select ${repeatOf} as repeat_of),
    owner as (select exists (select 1 from ${users} where ${users.mobile} = ${mobile} and ${users.id} = ${request.client.userId}) as member),
    reading as (select exists (select 1 from claim) as claimed, ${keyed} as keyed, prior.repeat_of, owner.member,
      ${recent(clues)} as recent_clues, ${recent(quotes)} as recent_quotes,
      case when prior.repeat_of like '% false' then ${ownForeignAnswerColumn(request, dedupeKey)} end as mine
    from prior, owner)`;
}

/** Reads a claim statement's row. */
function readClaim(row: ClaimRow | undefined): Claim {
  return {
    claimed: Boolean(row?.claimed),
    prior: readPrior({ keyed: row?.keyed ?? null, repeatOf: row?.repeat_of ?? null }),
    member: Boolean(row?.member),
    earlier: Number(row?.recent_clues ?? 0) + Number(row?.recent_quotes ?? 0),
    mine: readOwnForeignAnswer(row?.mine),
  };
}

/**
 * In one statement (inside the lead's transaction): claims the repeat key and reads what the
 * lead's marks need (`claimReading`).
 */
export async function claimRepeat(tx: Tx, request: ClaimQuery, dedupeKey: string, reviewCap: number) {
  const [row] = await rawRows<ClaimRow>(
    tx,
    prepared('lead-claim', sql`with ${claimReading(request, dedupeKey, reviewCap)} select * from reading`),
  );
  return readClaim(row);
}

/** What `claimAndStore` answers: the claim's reading, and what the statement stored. */
export interface ClaimedAndStored extends Claim {
  /** The new lead's id, when the statement stored it. */
  stored: number | null;
  /** Another client's repeat: the fresh id the statement drew and remembered. */
  drawn: number | null;
  /** The request's Idempotency-Key now points at `drawn` (false: another request holds the key). */
  kept: boolean;
}

/**
 * A new lead in one statement (ADR 060): the claim with its reading (`claimReading`), then the
 * lead's rows (lead-rows.ts) gated on that reading — stored when the key is claimed and nothing was
 * filed before. When the key's first lead is another client's and this client was answered
 * nothing before, the statement draws and remembers its answer instead (foreign-answers.ts) and
 * points its Idempotency-Key at it: a new lead and another client's repeat cost the same
 * statements. The statement is its own transaction (no BEGIN and COMMIT round trips; the claim's
 * row lock is held while it runs). Every other outcome — a keyed retry, the same client's repeat,
 * what this client was answered before, the owner filing after a stranger, a claim that waited
 * (its reading is of before the wait) — stores nothing and is decided by the guard (index.ts).
 */
export async function claimAndStore(
  db: Db,
  request: ClaimQuery & LeadValues & { shown?: Record<string, unknown> | undefined },
  dedupeKey: string,
  reviewThreshold: number,
): Promise<ClaimedAndStored> {
  const key = request.idempotency;
  const marks = leadMarks(request, dedupeKey, {
    mobileVerified: sql`reading.member`,
    needsReview: sql`reading.recent_clues + reading.recent_quotes + 1 > ${reviewThreshold}`,
  });
  const isNew = sql`from reading where reading.claimed and reading.keyed is null and reading.repeat_of is null`;
  const foreign = sql`from reading where reading.keyed is null and reading.repeat_of like '% false' and reading.mine is null and not reading.member`;
  const drawn = sql`drawn as (${insertSelect(foreignLeadAnswers, foreignAnswerRow(request, dedupeKey), foreign)} returning id)`;
  const kept = key ? sql`, kept as (${keyUpsert(request, key, sql`drawn.id`, sql`from drawn`)})` : sql``;
  const [row] = await rawRows<ClaimRow & { stored: Id; drawn: Id; kept: boolean }>(
    db,
    prepared(
      'lead-file',
      sql`with ${claimReading(request, dedupeKey, reviewThreshold + 1)}, ${leadRows(request, marks, isNew)}, ${drawn}${kept}
      select reading.*, (select id from stored) as stored, (select id from drawn) as drawn,
        ${key ? sql`exists (select 1 from kept)` : sql`false`} as kept
      from reading`,
    ),
  );
  return {
    ...readClaim(row),
    stored: row?.stored == null ? null : Number(row.stored),
    drawn: row?.drawn == null ? null : Number(row.drawn),
    kept: Boolean(row?.kept),
  };
}

/** A bigint id as a driver answers it (node-postgres: text), or null. */
type Id = number | string | null;

/**
 * Deletes the claims older than CLAIM_RETENTION_MS (the daily retention job; a filing never does,
 * so a lead is filed in the same statements every time). Answers how many it deleted. An old claim
 * left in place is harmless meanwhile: a claim past the window is taken over.
 */
export async function pruneRepeatClaims(db: Db, now: Date): Promise<number> {
  const c = leadRepeatClaims;
  const old = new Date(now.getTime() - CLAIM_RETENTION_MS).toISOString();
  const gone = await db
    .delete(c)
    .where(sql`${c.claimedAt} < ${old}::timestamptz`)
    .returning({ one: sql<number>`1` });
  return gone.length;
}

/**
 * After a claim that waited: what was filed, read again (the claim's reading is of before the
 * wait). When nothing is (the first lead was erased), the claim is taken over — the row is
 * already locked by the claim's ON CONFLICT — and the caller stores its lead.
 */
export async function reread(tx: Tx, request: ClaimQuery, dedupeKey: string): Promise<Prior> {
  const prior = await findPrior(tx, request, dedupeKey);
  if (prior.keyed || prior.repeatOf) return prior;
  const c = leadRepeatClaims;
  await tx.execute(
    sql`update ${c} set claimed_at = ${request.now.toISOString()}::timestamptz where ${c.dedupeKey} = ${dedupeKey}`,
  );
  return prior;
}

/**
 * What was filed, once a concurrent first attempt of the same key has ended: a transaction that
 * queues behind its claim, reads, and rolls back (a refused request stores nothing).
 */
export async function priorAfterClaims(db: Db, request: ClaimQuery, dedupeKey: string): Promise<Prior> {
  let prior: Prior | undefined;
  const read = db.transaction(async (tx) => {
    const c = leadRepeatClaims;
    await tx.execute(sql`insert into ${c} (dedupe_key, claimed_at) values (${dedupeKey}, ${request.now.toISOString()}::timestamptz)
      on conflict (dedupe_key) do update set claimed_at = ${c.claimedAt}`);
    prior = await findPrior(tx, request, dedupeKey);
    throw ROLLBACK;
  });
  await read.catch((error) => {
    if (error !== ROLLBACK) throw error;
  });
  return prior ?? { keyed: null, repeatOf: null };
}

const ROLLBACK = new Error('read only: rolled back');
