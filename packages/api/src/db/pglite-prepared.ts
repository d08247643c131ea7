/**
 * PGlite's side of `prepared()` (db/prepared.ts, ADR 060): PGlite's `query` parses, analyses and
 * plans every statement anew (an unnamed statement per call), which for the lead's one statement
 * cost more than running it. A marked text is instead parsed once under its name in PGlite's one
 * session and then only bound and executed, so PostgreSQL's plan cache keeps its plan. The same
 * locks as `query` are taken (none of it runs inside another caller's transaction), the same
 * serializers and parsers are used, and the data directory is synced after it as after a query.
 * Statements inside a transaction go through the transaction's own `query`, as before.
 */
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { markedStatementName } from './prepared.ts';

/** The PGlite instances whose `query` is already wrapped (a client handed in twice). */
const wrapped = new WeakSet<PGlite>();

/** Sends the marked statements of `pglite` as named prepared statements. */
export function sendMarkedStatementsPreparedPglite(pglite: PGlite): void {
  if (wrapped.has(pglite)) return;
  wrapped.add(pglite);
  /** The parameter types of each statement prepared so far, by name. */
  const prepared = new Map<string, number[]>();
  const query = pglite.query.bind(pglite);
  const send = (message: Uint8Array) => pglite.execProtocolStream(message, { syncToFs: false });
  /**
   * PGlite's parsers with a caller's overrides, by the overridden types: PGlite copies all of its
   * parsers (every array type's among them) into a new object at every query that brings its own
   * — a twelfth of a lead's CPU. Drizzle brings the same ones every time (timestamps, dates and
   * intervals left as text), so the first caller's set stands for its types.
   */
  const withOverrides = new Map<string, typeof pglite.parsers>();
  function parsersOf(options?: QueryOptions) {
    if (!options?.parsers) return pglite.parsers;
    const types = Object.keys(options.parsers).join(',');
    let parsers = withOverrides.get(types);
    if (!parsers) {
      parsers = { ...pglite.parsers, ...options.parsers };
      withOverrides.set(types, parsers);
    }
    return parsers;
  }

  async function run<T>(name: string, text: string, params: unknown[], options?: QueryOptions) {
    const { serialize } = protocol;
    let types = prepared.get(name);
    if (!types) {
      const described = await send(
        Buffer.concat([
          serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
      );
      types = parse.parseDescribeStatementResults(described);
      prepared.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value == null) return null;
      const type = types[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    // One message for the whole call: PGlite runs its main loop once (after an error PostgreSQL
    // skips to the Sync, so the session is ready again either way).
    const messages = await send(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    await pglite.syncToFs();
    return parse.parseResults(messages, parsersOf(options), {
      ...options,
      parsers: undefined,
    })[0] as Results<T>;
  }

  pglite.query = (<T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    const name = markedStatementName(text);
    if (!name) return query<T>(text, params, options);
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        try {
          return await run<T>(name, text, params, options);
        } catch (error) {
          // The session dropped its prepared statements (DEALLOCATE ALL, DISCARD ALL): prepared
          // again, once.
          if ((error as { code?: string }).code !== '26000' || !prepared.delete(name)) throw error;
          return run<T>(name, text, params, options);
        }
      }),
    );
  }) as PGlite['query'];
}
