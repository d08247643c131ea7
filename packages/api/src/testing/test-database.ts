/**
 * The test databases: one fresh database per test file — a PGlite, or, when TEST_DATABASE_URL
 * is set, a throwaway database created on that PostgreSQL server — migrated and seeded.
 * Migrating and seeding is the slow part, so it is done once per machine into a template (keyed
 * by the migrations and seed sources) that each test file's database is copied from: on PGlite a
 * data folder in the OS temp folder, on PostgreSQL a template database.
 *
 * A PGlite database is a copy of the template folder (in RAM-backed /dev/shm where there is one)
 * that PGlite opens on the host's file system: copying and opening it takes 0.6–0.7 CPU-s, where
 * loading a dumped tarball of it into PGlite's in-memory file system took 1.0–2.4 CPU-s, paid by
 * every test file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { seedDemoContent } from '@renovo/demo-content';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferenceData } from '../db/reference/index.ts';
import type { Env } from '../env.ts';
import { fillWithEmptyCluster } from './empty-cluster.ts';
import { copyMadeFolder, folderMadeOnce } from './folder-made-once.ts';
import { ramFolder } from './ram-folder.ts';

/** Which database a test file runs on. */
export type DatabaseLane = 'pglite' | 'postgres';

/**
 * The lanes every database test file runs in: PGlite always; PostgreSQL too when
 * TEST_DATABASE_URL is set (CI). `TEST_DB_LANES=postgres` (or `pglite`) picks one.
 * @example describe.each(DATABASE_LANES)('on %s', (lane) => { … createHarness({ lane }) … });
 */
export const DATABASE_LANES: DatabaseLane[] = (() => {
  const wanted = process.env.TEST_DB_LANES?.split(',').map((s) => s.trim());
  const available: DatabaseLane[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  return wanted ? available.filter((lane) => wanted.includes(lane)) : available;
})();

const DB_FOLDER = fileURLToPath(new URL('../db', import.meta.url));
const DEMO_FOLDER = fileURLToPath(new URL('../../../demo-content/src', import.meta.url));

/**
 * Seeds a migrated test database as a development start does: the reference data, then the
 * demo content (`@renovo/demo-content`) unless `demo` is false (an empty, production-like
 * database).
 */
async function seedTestDatabase(handle: DatabaseHandle, testEnv: Env, demo = true): Promise<void> {
  await seedReferenceData(handle, { production: testEnv.production });
  if (demo) await seedDemoContent(handle, { demoPartner: !testEnv.production });
}

/** The hash of the sources a template is made from, once per process (they do not change under a run). */
const sourceHashes = new Map<string, string>();

function sourceHash(...folders: string[]): string {
  const key = folders.join('\0');
  const known = sourceHashes.get(key);
  if (known) return known;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  for (const folder of folders) walk(folder);
  const digest = hash.digest('hex').slice(0, 16);
  sourceHashes.set(key, digest);
  return digest;
}

/** Which template a database is copied from: production or test settings, with or without demo content. */
function templateKind(testEnv: Env, demo: boolean): string {
  return `${testEnv.production ? 'production' : 'test'}_${demo ? 'demo' : 'empty'}`;
}

/**
 * The PGlite lane's template: a data folder migrated and seeded once per sources and kind of seed
 * (production or test settings, with or without demo content), in the OS temp folder.
 */
async function pgliteTemplate(testEnv: Env, demo: boolean): Promise<string> {
  const hash = sourceHash(DB_FOLDER, DEMO_FOLDER);
  const dir = join(tmpdir(), `renovo-api-pglite-${hash}-${templateKind(testEnv, demo)}`);
  const made = await folderMadeOnce(dir, async (temp) => {
    await fillWithEmptyCluster(temp);
    const client = await PGlite.create({ dataDir: temp });
    const handle = await openDatabase({ kind: 'pglite', client });
    await migrateDatabase(handle);
    await seedTestDatabase(handle, testEnv, demo);
    await client.close();
  });
  if (made) {
    // Templates of older migrations or seeds, and the tarballs templates once were, are of no use any more.
    for (const name of readdirSync(tmpdir())) {
      const template = /^renovo-api-pglite-[0-9a-f]{16}-[a-z_]+(\.tar)?$/.exec(name);
      if (template && (template[1] || !name.includes(hash)))
        rmSync(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * How a test file's PGlite starts: PGlite's own parameters, with 16 MB of shared buffers instead
 * of the 128 MB initdb writes into the template's postgresql.conf. A test file reads a small part
 * of its database (the demo template is about 20 MB on PostgreSQL), and the buffers are set up at
 * every start: opening one cost 198 CPU-ms with 128 MB and 122 with 16 MB, and the server
 * project, both lanes, 302 CPU-s against 276 (ADR 050).
 */
const TEST_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** A fresh PGlite database, a copy of the template; `dispose` closes it and removes its folder. */
async function pgliteFromTemplate(
  testEnv: Env,
  demo: boolean,
): Promise<{ client: PGlite; dispose(): Promise<void> }> {
  const template = await pgliteTemplate(testEnv, demo);
  const dataDir = ramFolder('renovo-test-pglite-');
  try {
    copyMadeFolder(template, dataDir);
    const client = await PGlite.create({ dataDir, startParams: TEST_START_PARAMS });
    return {
      client,
      async dispose() {
        try {
          await client.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The URL of database `name` on the server of `url`. */
function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * The PostgreSQL lane's template: a database migrated and seeded once per server, sources and
 * kind of seed, which each test file's database is copied from (`create database … template`),
 * as the PGlite lane loads its dumped data folder. Made under an advisory lock, so parallel
 * workers wait for the first one's instead of making their own.
 */
async function postgresTemplate(url: string, testEnv: Env, demo: boolean): Promise<string> {
  const name = `renovo_template_${sourceHash(DB_FOLDER, DEMO_FOLDER)}_${templateKind(testEnv, demo)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(url, building), poolSize: 2 });
      try {
        await migrateDatabase(handle);
        await seedTestDatabase(handle, testEnv, demo);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    // Ending the session releases the lock too.
    await admin.end();
  }
  return name;
}

/** Opens a fresh migrated and seeded database for one test file. */
export async function openTestDatabase(
  testEnv: Env,
  lane: DatabaseLane = 'pglite',
  demo = true,
): Promise<{
  handle: DatabaseHandle;
  reopen(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (lane === 'postgres' && !url) throw new Error('the postgres lane needs TEST_DATABASE_URL');
  if (lane === 'pglite' || !url) {
    const database = await pgliteFromTemplate(testEnv, demo);
    const handle = await openDatabase({ kind: 'pglite', client: database.client });
    await migrateDatabase(handle);
    return {
      handle,
      reopen: async () => handle,
      dispose: () => database.dispose(),
    };
  }
  const name = `renovo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = await postgresTemplate(url, testEnv, demo);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const h = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 10 });
    handles.push(h);
    return h;
  };
  const handle = await open();
  return {
    handle,
    reopen: open,
    async dispose() {
      for (const h of handles) await h.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
