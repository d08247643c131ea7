/**
 * Named prepared statements for the hottest raw statements (a lead's budgets and its repeat
 * claim): `prepared('lead-claim', sql…)` marks the statement's text, and on PostgreSQL every pool
 * connection sends a marked text under its name and a hash of the text (a statement whose text
 * varies with its request — a key or not, clues or quotes — is one prepared statement per
 * variant; node-postgres prepares each once per connection,
 * and PostgreSQL plans it once instead of on every call: the claim's plan cost 1.5 ms a call,
 * more than running it; ADR 051). Unmarked statements are sent as before. PGlite prepares them
 * too, by name in its one session (pglite-prepared.ts).
 * @example await tx.execute(prepared('lead-claim', sql`with claim as (…) select …`));
 */
import { createHash } from 'node:crypto';
import { type SQL, StringChunk } from 'drizzle-orm';
import type pg from 'pg';
import { OnePassSql } from './one-pass-sql.ts';

const MARK = /^\/\* prepared:([\w-]+) \*\//;

/**
 * `query` with its text marked to be sent as the prepared statement `name`; its text is built in
 * one pass (one-pass-sql.ts), these being the statements run at every lead.
 */
export function prepared(name: string, query: SQL): SQL {
  if (!/^[\w-]+$/.test(name)) throw new Error(`prepared statement name "${name}" is not [A-Za-z0-9_-]+`);
  return new OnePassSql([new StringChunk(`/* prepared:${name} */ `), query]);
}

/** A short hash of a statement's text, remembered (the marked texts are few). */
const variants = new Map<string, string>();
function variantOf(text: string): string {
  let variant = variants.get(text);
  if (!variant) {
    variant = createHash('sha1').update(text).digest('hex').slice(0, 12);
    if (variants.size < 1000) variants.set(text, variant);
  }
  return variant;
}

/**
 * The prepared statement's name of a marked text (its mark's name and a hash of the text), or
 * null for an unmarked one.
 */
export function markedStatementName(text: string): string | null {
  const name = MARK.exec(text)?.[1];
  return name ? `renovo-${name}-${variantOf(text)}` : null;
}

/** Sends the marked statements of every connection of `pool` by their names. */
export function sendMarkedStatementsPrepared(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') {
        const name = markedStatementName(config.text);
        if (name && !('name' in config && config.name)) return query({ ...config, name }, ...rest);
      }
      return query(config, ...rest);
    };
  });
}
