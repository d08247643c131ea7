/**
 * Test harness: one fresh database per test file — an in-memory PGlite, or, when
 * TEST_DATABASE_URL is set, a throwaway database created on that PostgreSQL server — migrated
 * and seeded, with an app on it and helpers that go through HTTP (`app.request()`).
 *
 * Migrating and seeding is the slow part, so a migrated and seeded data folder is dumped once into
 * the OS temp folder (keyed by the migrations and seed sources) and loaded by later files; on
 * PostgreSQL each file's database is copied from a template database made the same way.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { seedDemoContent } from '@renovo/demo-content';
import type { Hono } from 'hono';
import pg from 'pg';
import type { Logger } from 'pino';
import { createApp } from '../app.ts';
import { type DatabaseHandle, type Db, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedReferenceData } from '../db/reference/index.ts';
import { type Env, parseEnv } from '../env.ts';
import type { JobSender } from '../lib/app-deps.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { createLogger } from '../lib/logger.ts';
import { folderMediaStore, type MediaStore } from '../media/media-store.ts';
import { createOutboxGateway, type SmsGateway } from '../services/sms/index.ts';
import { contractProblem } from './contract-check.ts';
import { forgetTemplate, templateBlob } from './template-bytes.ts';

/**
 * Solves the challenge of a 428 answer of POST /v1/codes, as a browser would (ALTCHA's solver,
 * here on Node's SHA-256), and answers the body's `challenge` text.
 */
export async function solveCodeChallengeInNode(challenge: unknown): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}

/** A clock the test moves by hand. */
interface TestClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

/** A controllable clock starting now (or at `start`). */
function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

/** A parsed JSON answer. */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely
  body: any;
}

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

/** Options of `createHarness`. */
export interface HarnessOptions {
  /** Default: pglite. */
  lane?: DatabaseLane;
  env?: Record<string, string | undefined>;
  sms?: SmsGateway;
  /** Seed the demo content (default true); false gives the empty database production starts with. */
  demoContent?: boolean;
  /** Check every answer of `call()` against its contract (default true; ADR 019). */
  contracts?: boolean;
  /** The apps' media store (default: a temporary folder of this harness). */
  media?: MediaStore;
}

/** What a test file works with. */
export interface TestHarness {
  driver: 'pglite' | 'postgres';
  app: Hono<AppEnv>;
  db: Db;
  /** The database handle (to start a job engine on it). */
  handle: DatabaseHandle;
  /** The apps' media store: a temporary folder of this harness, removed on close. */
  media: MediaStore;
  env: Env;
  clock: TestClock;
  logger: Logger;
  /** Log lines written by the app (JSON strings). */
  logs: string[];
  /** Another app instance on the same database: on PostgreSQL with its own connection pool. */
  secondApp(options?: { partnerCacheMs?: number }): Promise<Hono<AppEnv>>;
  /** Sends a request; the body is JSON-encoded unless it is a string. */
  call(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      headers?: Record<string, string>;
      token?: string;
      app?: Hono<AppEnv>;
      /** Skip the contract check for this call (a test of a broken request path, e.g. a raw body). */
      unchecked?: boolean;
    },
  ): Promise<JsonAnswer>;
  /** Sends a code to `mobile`, reads it from the outbox and logs in; returns the token. */
  login(mobile: string, options?: { ip?: string }): Promise<string>;
  /** Another app on the same database with other settings or another SMS gateway. */
  appWith(overrides: { env?: Partial<Env>; sms?: SmsGateway; jobs?: JobSender }): Hono<AppEnv>;
  close(): Promise<void>;
}

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
 * (production or test settings, with or without demo content), dumped to a file every test
 * file's database is loaded from.
 */
async function pgliteFromTemplate(testEnv: Env, demo: boolean): Promise<PGlite> {
  const hash = sourceHash(DB_FOLDER, DEMO_FOLDER);
  const file = join(tmpdir(), `renovo-api-pglite-${hash}-${templateKind(testEnv, demo)}.tar`);
  if (existsSync(file)) {
    try {
      return await PGlite.create({ loadDataDir: templateBlob(file) });
    } catch {
      // A damaged template is rebuilt below.
      forgetTemplate(file);
    }
  }
  const client = await PGlite.create();
  const handle = await openDatabase({ kind: 'pglite', client });
  await migrateDatabase(handle);
  await seedTestDatabase(handle, testEnv, demo);
  const dump = await client.dumpDataDir('none');
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  // Templates of older migrations or seeds are of no use any more.
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (/^renovo-api-pglite-[0-9a-f]{16}(-[a-z_]+)?\.tar$/.test(name) && !name.includes(hash))
      rmSync(path, { force: true });
  }
  return client;
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
    const client = await pgliteFromTemplate(testEnv, demo);
    const handle = await openDatabase({ kind: 'pglite', client });
    await migrateDatabase(handle);
    return {
      handle,
      reopen: async () => handle,
      dispose: () => client.close(),
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

/**
 * A fresh database and app for one test file.
 * @example
 * let h: TestHarness;
 * beforeAll(async () => { h = await createHarness(); });
 * afterAll(() => h.close());
 */
export async function createHarness(options: HarnessOptions = {}): Promise<TestHarness> {
  // X-Forwarded-For is trusted so tests can speak from several client addresses.
  // The apps' data folder (media library, resumable uploads): a temporary folder, removed on close.
  const mediaDir = mkdtempSync(join(tmpdir(), 'renovo-media-'));
  const env = parseEnv({ NODE_ENV: 'test', TRUST_PROXY: '1', RENOVO_DATA_DIR: mediaDir, ...options.env });
  const logs: string[] = [];
  // The process's own logger (redaction and scrubber included), writing into `logs`.
  const logger = createLogger(
    { LOG_LEVEL: (process.env.TEST_LOG_LEVEL as Env['LOG_LEVEL']) ?? 'info', NODE_ENV: 'test' },
    { write: (line: string) => void logs.push(line) },
  );
  const clock = createTestClock();
  const sms = options.sms ?? createOutboxGateway();
  const database = await openTestDatabase(env, options.lane ?? 'pglite', options.demoContent ?? true);
  const media = options.media ?? folderMediaStore(mediaDir);
  const app = createApp({ db: database.handle.db, env, sms, logger, clock, partnerCacheMs: 0, media });

  const call: TestHarness['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
      headers['content-type'] ??= 'application/json';
    }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await (opts.app ?? app).request(path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    if (options.contracts !== false && !opts.unchecked) {
      const problem = contractProblem(method, path, res.status, parsed);
      if (problem) throw new Error(`contract broken: ${problem}`);
    }
    return { status: res.status, headers: res.headers, body: parsed };
  };

  let loginCount = 0;
  const login: TestHarness['login'] = async (mobile, loginOptions = {}) => {
    loginCount += 1;
    const ip = loginOptions.ip ?? `198.51.${Math.floor(loginCount / 250)}.${(loginCount % 250) + 1}`;
    const body: Record<string, unknown> = { medium: 'sms', type: 'login', username: mobile };
    let sent = await call('POST', '/v1/codes', { body, headers: { 'x-forwarded-for': ip } });
    if (sent.status === 428) {
      body.challenge = await solveCodeChallengeInNode(sent.body.challenge);
      sent = await call('POST', '/v1/codes', { body, headers: { 'x-forwarded-for': ip } });
    }
    if (sent.status !== 200) throw new Error(`send code failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    const code = await call('GET', `/v1/codes?username=${mobile}`);
    const answer = await call('POST', '/v1/authorizations', {
      body: {
        username: mobile,
        code: code.body.data.code,
        login_type: 'sms_code',
        accepted: 1,
        notice_version: '2026-11',
      },
    });
    if (answer.status !== 200)
      throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    // Leave the per-mobile cooldown behind for the next send.
    clock.advance(61_000);
    return answer.body.data.access_token as string;
  };

  return {
    driver: database.handle.driver,
    app,
    db: database.handle.db,
    handle: database.handle,
    media,
    env,
    clock,
    logger,
    logs,
    async secondApp(options = {}) {
      const other = await database.reopen();
      return createApp({
        db: other.db,
        env,
        sms,
        logger,
        clock,
        partnerCacheMs: options.partnerCacheMs ?? 0,
      });
    },
    call,
    login,
    appWith(overrides) {
      return createApp({
        db: database.handle.db,
        env: { ...env, ...overrides.env },
        sms: overrides.sms ?? sms,
        logger,
        clock,
        partnerCacheMs: 0,
        media,
        jobs: overrides.jobs ?? null,
      });
    },
    close: async () => {
      await database.dispose();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
