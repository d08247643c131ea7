/**
 * Opens the database: node-postgres when a connection string is given, otherwise the embedded
 * PGlite (in a data folder, or in memory for tests). Both speak the same SQL and run the same
 * migrations; the rest of the server only sees the `Db` type.
 *
 * PGlite (and Drizzle's PGlite driver, which imports it) is loaded only in the PGlite branch:
 * a server on PostgreSQL never reads its 27 MB (db/client.test.ts checks this).
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sendMarkedStatementsPrepared } from './prepared.ts';
import * as coreSchema from './schema.ts';
import * as companySideSchema from './schema-company-side.ts';
import * as consoleSchema from './schema-console.ts';
import * as contentSchema from './schema-content.ts';
import * as guardsSchema from './schema-guards.ts';
import * as landingSchema from './schema-landing.ts';
import * as leadsSchema from './schema-leads.ts';
import * as mediaSchema from './schema-media.ts';
import * as reviewsSchema from './schema-reviews.ts';
import * as socialSchema from './schema-social.ts';
import * as visitorsSchema from './schema-visitors.ts';

const schema = {
  ...coreSchema,
  ...contentSchema,
  ...reviewsSchema,
  ...consoleSchema,
  ...leadsSchema,
  ...landingSchema,
  ...socialSchema,
  ...mediaSchema,
  ...visitorsSchema,
  ...companySideSchema,
  ...guardsSchema,
};

/** The Drizzle database every route and service uses, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An open database with its driver and a way to close it. */
export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** The PostgreSQL URL (driver postgres): the job engine opens its own small pool on it. */
  url?: string;
  /** The PGlite instance (driver pglite): the job engine shares it (pg-boss `fromPglite`). */
  pglite?: PGlite;
  /** Runs `fn` while holding the cluster-wide start-up lock (migrations, seeding). */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the data lives. */
export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

/** A fixed advisory-lock id for migrations and seeding ("renovo" in ASCII, truncated). */
const STARTUP_LOCK_ID = 0x72656e6f;

/**
 * Opens the database described by `options`.
 * @example const handle = await openDatabase({ kind: 'pglite', dataDir: './.data' });
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    sendMarkedStatementsPrepared(pool);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      url: options.url,
      async withStartupLock(fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
          const lockedDb = drizzlePg({ client, schema }) as unknown as Db;
          return await fn(lockedDb);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  let client = options.client;
  if (!client) {
    const { PGlite } = await import('@electric-sql/pglite');
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  }
  const owned = !options.client;
  const pglite = client;
  const { sendMarkedStatementsPreparedPglite } = await import('./pglite-prepared.ts');
  sendMarkedStatementsPreparedPglite(pglite);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite,
    // PGlite is one connection in one process: nothing else can race the start-up.
    withStartupLock: (fn) => fn(db),
    close: async () => {
      if (owned) await pglite.close();
    },
  };
}
