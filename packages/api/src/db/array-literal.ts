/**
 * A PostgreSQL array literal of `values` (`{"a","b"}`), to bind as ONE parameter and cast
 * (`${arrayLiteral(keys)}::text[]`): Drizzle's `sql` spreads a JavaScript array into a list of
 * parameters instead. Every element is quoted, so commas, braces, quotes and backslashes in a
 * value stay inside it.
 * @example sql`select * from unnest(${arrayLiteral(['a:b', 'c"d'])}::text[])`
 */
export function arrayLiteral(values: readonly (string | number | boolean)[]): string {
  return `{${values.map((v) => `"${String(v).replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
