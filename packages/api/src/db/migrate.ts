/** Applies the committed SQL migrations (the same files for PGlite and PostgreSQL). */
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

/**
 * Folder of the SQL files written by `drizzle-kit generate`, beside this module. The server
 * bundle (`dist/server/start.js`, scripts/build-server.ts) gets a copy in `dist/server/migrations`,
 * so the same expression finds them there.
 */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Brings the schema up to date. On PostgreSQL it holds an advisory lock, so several processes
 * starting together migrate once.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withStartupLock(async (db) => {
    if (handle.driver === 'pglite') {
      // Loaded only here: a server on PostgreSQL never loads Drizzle's PGlite side.
      const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
      await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } else {
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    }
  });
}
