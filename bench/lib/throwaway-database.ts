/**
 * The PostgreSQL a benchmark runs on: when TEST_DATABASE_URL points at a throwaway cluster
 * (`scripts/start-throwaway-postgres.sh`), a database of its own created on that server and
 * dropped afterwards, so a bench leaves nothing behind; else DATABASE_URL as given; null when
 * neither is set.
 *
 * @example const pg = await benchPostgres(); if (pg) { …pg.url…; await pg.drop(); }
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A database to run on, and how to get rid of it. */
export interface BenchDatabase {
  url: string;
  /** Drops the database the bench created (nothing for a given DATABASE_URL). */
  drop(): Promise<void>;
}

/** The database for a PostgreSQL bench run, or null when no PostgreSQL is configured. */
export async function benchPostgres(): Promise<BenchDatabase | null> {
  const throwaway = process.env.TEST_DATABASE_URL;
  const given = process.env.DATABASE_URL;
  if (!throwaway) return given ? { url: given, drop: async () => {} } : null;
  const name = `renovo_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: throwaway });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(throwaway);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
