/**
 * What a lead was answered before, read in one statement: what a request's Idempotency-Key
 * answered within its 72 h, and the first lead of a repeat key (the same number from the same
 * source) within the repeat window, with whether the asking client made it. Used by the lead
 * guard (index.ts) to answer repeats and retries without disclosing another client's lead.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clues, leadKeys, quotes } from '../../db/schema.ts';
import { foreignLeadAnswers } from '../../db/schema-leads.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Repeats of the same number and source within this window give back the first lead. */
export const REPEAT_WINDOW_MS = DAY;
/** How long a lead's Idempotency-Key answers its retries (as the other routes' keys). */
export const LEAD_KEY_TTL_MS = 72 * 60 * MINUTE;
/** The two tables that hold leads. */
export type LeadTable = 'clues' | 'quotes';

/** What `findPrior` needs of a lead request. */
export interface PriorQuery {
  table: LeadTable;
  now: Date;
  idempotency?: LeadKey | undefined;
  client: { userId: number | null; clientUuid: string | null };
}

/** The table of a lead. */
export function leadTable(name: LeadTable) {
  return name === 'clues' ? clues : quotes;
}

/** A lead's Idempotency-Key: the key with its scope, and the hash of the request, both SHA-256. */
export interface LeadKey {
  key: string;
  requestHash: string;
}

/** The first lead of a repeat key, and whether the asking client made it. */
export interface FirstLead {
  id: number;
  own: boolean;
}

/** What a key answered before: a stored lead, or (`answeredAt` set) a foreign answer's fresh id. */
interface KeyedAnswer {
  id: number;
  requestHash: string;
  answeredAt: Date | null;
}

/** What was filed before: what this key answered, and the first lead of this repeat key. */
export interface Prior {
  keyed: KeyedAnswer | null;
  repeatOf: FirstLead | null;
}

/**
 * In SQL: the first lead of this repeat key within the repeat window, as `id own` text (`own`
 * true when the asking client made it: its Idempotency-Key, its member or its device id), or null.
 */
function firstLeadOf(t: typeof clues | typeof quotes, dedupeKey: string, request: PriorQuery) {
  const since = new Date(request.now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const { userId, clientUuid } = request.client;
  const key = request.idempotency?.key;
  const same = [
    key ? sql`${t.idempotencyKey} = ${key}` : null,
    userId ? sql`${t.userId} = ${userId}` : null,
    clientUuid ? sql`${t.clientUuid} = ${clientUuid}` : null,
  ].filter((c) => c !== null);
  const own = same.length ? sql`coalesce(${sql.join(same, sql` or `)}, false)` : sql`false`;
  return sql<
    string | null
  >`(select ${t.id}::text || ' ' || (${own})::text from ${t} where ${t.dedupeKey} = ${dedupeKey} and ${t.createdAt} > ${since}::timestamptz order by ${t.createdAt} limit 1)`;
}

/** Reads `firstLeadOf`'s text. */
function readFirstLead(text: string | null | undefined): FirstLead | null {
  if (!text) return null;
  const [id, own] = text.split(' ');
  return { id: Number(id), own: own === 'true' };
}

/**
 * In SQL: what this key answered within its 72 h, as `id hash answered` text — `answered` is
 * `lead` for a stored lead (stored with the key, or answered to it as the same client's repeat)
 * and the answer's time in epoch ms for a foreign answer (its id is no stored lead's) — or null.
 */
function keyedAnswerOf(t: typeof clues | typeof quotes, name: LeadTable, key: LeadKey, now: Date) {
  const since = new Date(now.getTime() - LEAD_KEY_TTL_MS).toISOString();
  // A foreign answer's time is when it was first answered (remembered), else when the key took it.
  const f = foreignLeadAnswers;
  const answeredAt = sql`coalesce((select ${f.answeredAt} from ${f} where ${f.leadTable} = ${name} and ${f.id} = ${leadKeys.leadId}), ${leadKeys.createdAt})`;
  const answered = sql`case when exists (select 1 from ${t} where ${t.id} = ${leadKeys.leadId}) then 'lead' else (extract(epoch from ${answeredAt}) * 1000)::bigint::text end`;
  return sql<string | null>`coalesce(
    (select ${t.id}::text || ' ' || ${t.requestHash} || ' lead' from ${t} where ${t.idempotencyKey} = ${key.key} and ${t.createdAt} > ${since}::timestamptz),
    (select ${leadKeys.leadId}::text || ' ' || ${leadKeys.requestHash} || ' ' || ${answered} from ${leadKeys} where ${leadKeys.key} = ${key.key} and ${leadKeys.leadTable} = ${name} and ${leadKeys.createdAt} > ${since}::timestamptz))`;
}

/** Reads `keyedAnswerOf`'s text. */
function readKeyedAnswer(text: string | null | undefined): KeyedAnswer | null {
  if (!text) return null;
  const [id, requestHash = '', answered] = text.split(' ');
  return {
    id: Number(id),
    requestHash,
    answeredAt: answered === 'lead' ? null : new Date(Number(answered)),
  };
}

/** The columns of `findPrior`'s answer, for a statement that reads more beside them. */
export function priorColumns(request: PriorQuery, dedupeKey: string) {
  const { table: name, idempotency: key, now } = request;
  const t = leadTable(name);
  return {
    keyed: key ? keyedAnswerOf(t, name, key, now) : sql<null>`null`,
    repeatOf: firstLeadOf(t, dedupeKey, request),
  };
}

/** Reads `priorColumns`' values. */
export function readPrior(row: { keyed: string | null; repeatOf: string | null } | undefined): Prior {
  return { keyed: readKeyedAnswer(row?.keyed), repeatOf: readFirstLead(row?.repeatOf) };
}

/**
 * In one statement: what this Idempotency-Key answered within its 72 h and the first lead of this
 * repeat key within the repeat window.
 */
export async function findPrior(db: Db | Tx, request: PriorQuery, dedupeKey: string): Promise<Prior> {
  const [row] = await db.select(priorColumns(request, dedupeKey)).from(sql`(select 1) as one`);
  return readPrior(row);
}
