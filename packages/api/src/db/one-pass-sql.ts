/**
 * The text and parameters of a marked statement (`prepared()`, prepared.ts) in one pass over its
 * chunks. Drizzle's `SQL.toQuery` builds a `{ sql, params }` object for every chunk, merges them
 * level by level and tells a chunk's kind by walking its prototype chain against each kind in turn;
 * on the lead's statement (about 400 chunks) that was a sixth of the server thread's CPU per lead
 * (`BENCH_PROFILE=dir npm run bench:api`, ADR 065). This pass answers the same query for the
 * chunks those statements hold — text, nested SQL, parameters (encoded by their column, as
 * Drizzle does), tables, columns, names, arrays — with names of tables and columns written by
 * Drizzle itself once and remembered; any other chunk (an SQL alias, a subquery, a view, a placeholder,
 * inlined parameters) gives the whole statement back to Drizzle.
 * `one-pass-sql-answers-what-drizzle-answers.test.ts` compares both on every lead statement.
 */

import type { BuildQueryConfig, QueryWithTypings } from 'drizzle-orm';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';

/** Thrown inside the pass for a chunk it leaves to Drizzle. */
const DRIZZLE = Symbol('left to Drizzle');

/** Names of tables and columns as Drizzle writes them, per casing of a dialect. */
const names = new WeakMap<object, WeakMap<Table | Column, string>>();

function nameOf(chunk: Table | Column, config: BuildQueryConfig): string {
  let known = names.get(config.casing);
  if (!known) {
    known = new WeakMap();
    names.set(config.casing, known);
  }
  let name = known.get(chunk);
  if (name === undefined) {
    name = new SQL([chunk]).toQuery({ ...config, paramStartIndex: { value: 0 } }).sql;
    known.set(chunk, name);
  }
  return name;
}

/** An SQL marked by `.inlineParams()` (Drizzle keeps the flag private). */
const inlined = (query: SQL) => (query as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** `SQL.toQuery` in one pass; throws DRIZZLE for a chunk it does not take. */
function onePass(query: SQL, config: BuildQueryConfig): QueryWithTypings {
  if (inlined(query) || config.inlineParams || config.invokeSource) throw DRIZZLE;
  const params: unknown[] = [];
  const first = config.paramStartIndex?.value ?? 0;
  let text = '';
  const param = (value: unknown) => {
    text += config.escapeParam(first + params.length, value);
    params.push(value);
  };
  const walk = (chunks: readonly unknown[]): void => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) text += chunk.value.join('');
      else if (chunk === undefined) continue;
      else if (chunk instanceof SQL) {
        if (inlined(chunk)) throw DRIZZLE;
        walk(chunk.queryChunks);
      } else if (chunk instanceof Param) {
        if (chunk.value instanceof Placeholder) throw DRIZZLE;
        const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (mapped instanceof SQL) walk([mapped]);
        else param(mapped);
      } else if (chunk instanceof Table || chunk instanceof Column) text += nameOf(chunk, config);
      else if (chunk instanceof Name) text += config.escapeName(chunk.value);
      else if (Array.isArray(chunk)) {
        text += '(';
        chunk.forEach((item, i) => {
          if (i > 0) text += ', ';
          walk([item]);
        });
        text += ')';
      } else if (
        typeof chunk === 'function' ||
        (chunk !== null && typeof chunk === 'object' && 'getSQL' in chunk)
      )
        // A placeholder, an SQL alias (`sql`…`.as()`), a subquery, a view, an enum, another wrapper.
        throw DRIZZLE;
      else param(chunk);
    }
  };
  walk(query.queryChunks);
  if (config.paramStartIndex) config.paramStartIndex.value = first + params.length;
  return { sql: text, params };
}

/** An SQL whose query is built in one pass, or by Drizzle when the pass does not take a chunk. */
export class OnePassSql extends SQL {
  override toQuery(config: BuildQueryConfig): QueryWithTypings {
    try {
      return onePass(this, config);
    } catch (error) {
      if (error !== DRIZZLE) throw error;
      return super.toQuery(config);
    }
  }
}
