import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from '../app.ts';
import type { DatabaseHandle, Db } from '../db/client.ts';
import { type Env, parseEnv } from '../env.ts';
import type { JobSender } from '../lib/app-deps.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { createLogger } from '../lib/logger.ts';
import { folderMediaStore, type MediaStore } from '../media/media-store.ts';
import { createOutboxGateway, type SmsGateway } from '../services/sms/index.ts';
import { contractProblem } from './contract-check.ts';
import { type DatabaseLane, openTestDatabase } from './test-database.ts';

export { DATABASE_LANES, openTestDatabase } from './test-database.ts';

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
  /** Signs in by SMS code; `uuid`: the device id (X-Uuid) it signs in from. */
  login(mobile: string, options?: { ip?: string; uuid?: string }): Promise<string>;
  /**
   * Sends a login code to `mobile` from `ip` as the login sheet does (solving the challenge when
   * one is asked) and answers the code, read from the development endpoint.
   */
  loginCode(mobile: string, ip: string): Promise<string>;
  /** Another app on the same database with other settings or another SMS gateway. */
  appWith(overrides: { env?: Partial<Env>; sms?: SmsGateway; jobs?: JobSender }): Hono<AppEnv>;
  close(): Promise<void>;
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

  const loginCode: TestHarness['loginCode'] = async (mobile, ip) => {
    const body: Record<string, unknown> = { medium: 'sms', type: 'login', username: mobile };
    let sent = await call('POST', '/v1/codes', { body, headers: { 'x-forwarded-for': ip } });
    if (sent.status === 428) {
      body.challenge = await solveCodeChallengeInNode(sent.body.challenge);
      sent = await call('POST', '/v1/codes', { body, headers: { 'x-forwarded-for': ip } });
    }
    if (sent.status !== 200) throw new Error(`send code failed: ${sent.status} ${JSON.stringify(sent.body)}`);
    return (await call('GET', `/v1/codes?username=${mobile}`)).body.data.code;
  };

  let loginCount = 0;
  const login: TestHarness['login'] = async (mobile, loginOptions = {}) => {
    loginCount += 1;
    const ip = loginOptions.ip ?? `198.51.${Math.floor(loginCount / 250)}.${(loginCount % 250) + 1}`;
    const code = await loginCode(mobile, ip);
    const answer = await call('POST', '/v1/authorizations', {
      body: {
        username: mobile,
        code,
        login_type: 'sms_code',
        accepted: 1,
        notice_version: '2026-11',
      },
      ...(loginOptions.uuid ? { headers: { 'x-uuid': loginOptions.uuid } } : {}),
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
    loginCode,
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
