/**
 * How a lead's rows are written: as INSERT … SELECTs from a gate, so the guard can store a new
 * lead in the statement that claims its repeat key and reads its marks (`claimAndStore`,
 * repeat-claims.ts, ADR 060) — or, after a claim that waited, in the lead's transaction with the
 * marks as values (`storeLead`). A route gives its lead's values and, for a clue, the consent
 * given for it; the clue is never stored without that consent (both rows in one statement).
 */
import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { type clues, consents, leadKeys, type quotes } from '../../db/schema.ts';
import { LEAD_KEY_TTL_MS, type LeadKey, leadTable, type PriorQuery } from './prior-leads.ts';

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

/** A row's values: each column's value, or SQL written in its place. */
export type SelectedValues<T extends PgTable> = {
  [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL;
};

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
export function insertSelect<T extends PgTable>(table: T, values: SelectedValues<T>, from: SQL): SQL {
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
export function leadRows(values: LeadValues, marks: MarkValues, from: SQL): SQL {
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
