/**
 * What repeats of another client's lead were answered (docs/spec/leads-and-security.md#lead-spam-and-forgery).
 * Such a repeat stores no lead and discloses nothing of the first one: it gets a fresh id. What it
 * was answered is remembered (`foreign_lead_answers`: the id, the time, the facts the answer shows,
 * the client that asked; no mobile), so that everything a client can see of its submit behaves as
 * if a lead had been stored — the same client's next repeat gets the same answer, the recent
 * records and today's count list it, the device "has left a lead". Without it, each of these told
 * whether the number already had a lead.
 */
import { and, eq, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { SelectedValues } from '../../db/raw-rows.ts';
import { foreignLeadAnswers } from '../../db/schema-leads.ts';
import { type LeadTable, type PriorQuery, REPEAT_WINDOW_MS } from './prior-leads.ts';

/** A remembered foreign answer. */
export interface RememberedAnswer {
  id: number;
  answeredAt: Date;
  /** What the answer showed (the route's own facts of the request, no personal data). */
  shown: Record<string, unknown>;
}

const f = foreignLeadAnswers;
const columns = { id: f.id, answeredAt: f.answeredAt, shown: f.shown };

/** The client's conditions: its member or its device id (none for a client without either). */
function sameClient({ userId, clientUuid }: PriorQuery['client']) {
  const same = [userId ? eq(f.userId, userId) : null, clientUuid ? eq(f.clientUuid, clientUuid) : null];
  const conditions = same.filter((c) => c !== null);
  return conditions.length ? or(...conditions) : null;
}

/**
 * In SQL: what this client was answered to an earlier repeat of this key within the repeat window
 * (json: id, answeredAt, shown), or null — a column of the lead's claim statement, so a new lead
 * and another client's repeat cost the same round trips.
 */
export function ownForeignAnswerColumn(request: PriorQuery, dedupeKey: string): SQL {
  const client = sameClient(request.client);
  if (!client) return sql`null::json`;
  const since = new Date(request.now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const mine = and(
    eq(f.dedupeKey, dedupeKey),
    eq(f.leadTable, request.table),
    sql`${f.answeredAt} > ${since}::timestamptz`,
    client,
  );
  return sql`(select json_build_object('id', ${f.id}, 'answeredAt', ${f.answeredAt}, 'shown', ${f.shown}) from ${f} where ${mine} order by ${f.answeredAt} limit 1)`;
}

/** Reads `ownForeignAnswerColumn`'s value (node-postgres and PGlite parse json; text is parsed here). */
export function readOwnForeignAnswer(value: unknown): RememberedAnswer | null {
  if (!value) return null;
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as {
    id: number | string;
    answeredAt: string;
    shown: Record<string, unknown>;
  };
  return { id: Number(v.id), answeredAt: new Date(v.answeredAt), shown: v.shown };
}

/** What this client was answered to an earlier repeat of this key (after a claim that waited). */
export async function ownForeignAnswer(
  db: Db | Tx,
  request: PriorQuery,
  dedupeKey: string,
): Promise<RememberedAnswer | null> {
  const [row] = await db
    .select({ mine: ownForeignAnswerColumn(request, dedupeKey) })
    .from(sql`(select 1) as one`);
  return readOwnForeignAnswer(row?.mine);
}

/**
 * A foreign answer's row: a fresh id drawn from the lead table's sequence (no stored lead ever has
 * it), remembered with the client that asked and what the answer shows.
 */
export function foreignAnswerRow(
  request: PriorQuery & { shown?: Record<string, unknown> | undefined },
  dedupeKey: string,
) {
  return {
    leadTable: request.table,
    id: sql<number>`nextval(pg_get_serial_sequence(${request.table}, 'id'))`,
    dedupeKey,
    userId: request.client.userId,
    clientUuid: request.client.clientUuid,
    answeredAt: request.now,
    shown: request.shown ?? {},
  } satisfies SelectedValues<typeof f>;
}

/**
 * Draws a foreign answer's id and remembers it as the client's answer, in one statement (after a
 * claim that waited, in the lead's transaction); answers the id.
 */
export async function rememberForeign(
  db: Db | Tx,
  request: PriorQuery & { shown?: Record<string, unknown> | undefined },
  dedupeKey: string,
): Promise<number> {
  const [row] = await db.insert(f).values(foreignAnswerRow(request, dedupeKey)).returning({ id: f.id });
  return Number(row?.id);
}

/** The remembered answer of a foreign answer's id (null for one given before answers were kept). */
export async function rememberedAnswer(
  db: Db,
  table: LeadTable,
  id: number,
): Promise<RememberedAnswer | null> {
  const [row] = await db
    .select(columns)
    .from(f)
    .where(and(eq(f.leadTable, table), eq(f.id, id)))
    .limit(1);
  return row ?? null;
}

/**
 * The lead retention (services/retention/jobs.ts): answers older than `before` lose their client
 * and repeat key, as the leads of that age are anonymised; the id, time and shown facts stay for
 * the recent records. Answers how many it changed.
 */
export async function forgetForeignClientsBefore(db: Db, before: Date): Promise<number> {
  const changed = await db
    .update(f)
    .set({ dedupeKey: null, userId: null, clientUuid: null })
    .where(
      and(lt(f.answeredAt, before), or(isNotNull(f.dedupeKey), isNotNull(f.userId), isNotNull(f.clientUuid))),
    )
    .returning({ id: f.id });
  return changed.length;
}
