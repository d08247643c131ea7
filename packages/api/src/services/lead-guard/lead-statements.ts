/**
 * The statements that file a lead. A lead's rows are written as INSERT … SELECTs from a gate
 * (`insertSelect`, `leadRows`; a clue is never stored without the consent given for it: both
 * rows in one statement). A new lead is stored in the statement that claims its repeat key (the
 * same number from the same source within the repeat window) and reads what its marks need
 * (`claimAndStore`, ADR 060), so the claim is held for that one statement. A concurrent repeat's
 * claim waits on that row (a unique-index wait, never an advisory lock) and, once the first
 * commits, finds it claimed; the lead guard (index.ts) then claims and reads again in a
 * transaction and stores the lead with the marks as values (`storeLead`). Claims older than the
 * window are taken over; one whose lead is gone (erased) is taken over too.
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { rawRows, type SelectedValues } from '../../db/raw-rows.ts';
import { clues, consents, leadKeys, quotes, users } from '../../db/schema.ts';
import { leadRepeatClaims } from '../../db/schema-guards.ts';
import { foreignLeadAnswers } from '../../db/schema-leads.ts';
import {
  foreignAnswerRow,
  ownForeignAnswerColumn,
  type RememberedAnswer,
  readOwnForeignAnswer,
} from './foreign-answers.ts';
import {
  findPrior,
  LEAD_KEY_TTL_MS,
  type LeadKey,
  leadTable,
  type Prior,
  type PriorQuery,
  priorColumns,
  readPrior,
} from './prior-leads.ts';

/** The marks a new lead is stored with. */
interface LeadMarks {
  dedupeKey: string;
  mobileVerified: boolean;
  needsReview: boolean;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/** The marks as a statement gives them: values, or SQL of the gate's columns. */
export type MarkValues = { [K in keyof LeadMarks]: LeadMarks[K] | SQL };

/**
 * A lead's marks: its repeat key and its Idempotency-Key (the key and the lead commit in one row),
 * with the verdicts — values once read, or SQL of the statement's own reading.
 */
export function leadMarks(
  request: { idempotency?: LeadKey | undefined },
  dedupeKey: string,
  verdicts: Pick<MarkValues, 'mobileVerified' | 'needsReview'>,
): MarkValues {
  const key = request.idempotency;
  return { dedupeKey, ...verdicts, idempotencyKey: key?.key ?? null, requestHash: key?.requestHash ?? null };
}

/** What a route stores, by lead table: its lead's values (the marks are the guard's), a clue's consent. */
export type LeadValues =
  | { table: 'quotes'; lead: Omit<SelectedValues<typeof quotes>, keyof LeadMarks> }
  | {
      table: 'clues';
      lead: Omit<SelectedValues<typeof clues>, keyof LeadMarks | 'consentId'>;
      consent: typeof consents.$inferInsert;
    };

/**
 * One row's INSERT … SELECT: `insert into t (columns) select values <from>` — the row is stored
 * only when `from` (a FROM … WHERE) yields a row. A value goes as a parameter encoded by its
 * column (PostgreSQL types it by the target column), an `SQL` is written in place, and a column
 * left undefined takes its default.
 * @example sql`with g as (select true as ok) ${insertSelect(quotes, { mobile }, sql`from g where g.ok`)} returning id`
 */
function insertSelect<T extends PgTable>(table: T, values: SelectedValues<T>, from: SQL): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  const names = given.map(([key]) => sql.identifier(columns[key]!.name));
  const selected = given.map(([key, value]) => (is(value, SQL) ? value : sql.param(value, columns[key])));
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} ${from}`;
}

/**
 * The lead's rows as CTEs of a statement, selected `from` the gate: a clue's consent (`given`),
 * then the lead (`stored`, answering its `id`).
 */
function leadRows(values: LeadValues, marks: MarkValues, from: SQL): SQL {
  const table: PgTable = leadTable(values.table);
  if (values.table === 'quotes') {
    return sql`stored as (${insertSelect(table, { ...values.lead, ...marks }, from)} returning id)`;
  }
  const lead = { ...values.lead, ...marks, consentId: sql`(select id from given)` };
  return sql`given as (${insertSelect(consents, values.consent, from)} returning id),
    stored as (${insertSelect(table, lead, from)} returning id)`;
}

/** Stores the lead with these marks (in the lead's transaction); answers its id. */
export async function storeLead(tx: Tx, values: LeadValues, marks: MarkValues): Promise<number> {
  const [row] = await rawRows<{ id: number | string }>(
    tx,
    prepared('lead-store', sql`with ${leadRows(values, marks, sql``)} select id from stored`),
  );
  return Number(row!.id);
}

/**
 * Points a request's Idempotency-Key at the id it was answered (`leadId`), as an INSERT … SELECT
 * from `from`: the key is taken when it is free or older than its 72 h (the statement answers
 * `key`), else left to the request that took it (no row).
 */
export function keyUpsert(request: PriorQuery, key: LeadKey, leadId: number | SQL, from: SQL): SQL {
  const k = leadKeys;
  const keySince = new Date(request.now.getTime() - LEAD_KEY_TTL_MS).toISOString();
  const row = {
    key: key.key,
    requestHash: key.requestHash,
    leadTable: request.table,
    leadId,
    createdAt: request.now,
  };
  return sql`${insertSelect(k, row, from)} on conflict (key) do update
    set request_hash = excluded.request_hash, lead_table = excluded.lead_table, lead_id = excluded.lead_id, created_at = excluded.created_at
    where ${k.createdAt} <= ${keySince}::timestamptz returning key`;
}

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
 * lead's rows (`leadRows`) gated on that reading — stored when the key is claimed and nothing was
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
