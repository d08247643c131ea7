/**
 * Starts the API server: parses the configuration, opens the database (PGlite in
 * RENOVO_DATA_DIR, or PostgreSQL when DATABASE_URL is set), migrates it, seeds its reference data
 * (and, in development, the demo content its start-up hands in: `npm start` hands in
 * `@renovo/demo-content`'s; this file run alone has none), and serves the app on HOST:PORT. `GET /healthz` answers 200 once this has finished.
 *
 * @example node packages/api/src/main.ts
 * @example const server = await start(); console.log(server.url); await server.close();
 */

import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedReferenceData } from './db/reference/index.ts';
import { type Env, parseEnv } from './env.ts';
import type { AppEnv } from './lib/app-env.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { createLogger } from './lib/logger.ts';
import { operatorOf } from './lib/operator.ts';
import { mediaDirOf } from './services/media-files.ts';
import { type JobEngine, startJobSender, startJobs } from './services/retention/scheduler.ts';
import { createSmsGateway } from './services/sms/index.ts';

/** How a shutdown ended. */
export interface ShutdownResult {
  /** True when SHUTDOWN_TIMEOUT_MS ran out and the connections still busy were cut. */
  forced: boolean;
}

/** Options of `StartedServer.shutdown`. */
export interface ShutdownOptions {
  /** Milliseconds to keep serving while draining (default `env.SHUTDOWN_DRAIN_MS`). */
  drainMs?: number;
  /** Milliseconds the requests still running may take afterwards (default `env.SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs?: number;
  /** What asked for it (logged). */
  reason?: string;
}

/** A running server. */
export interface StartedServer {
  url: string;
  port: number;
  env: Env;
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  logger: Logger;
  /** Draining or not (what `GET /readyz` reports). */
  lifecycle: Lifecycle;
  /** The retention jobs' engine, when this process runs them (`JOBS=in-process`). */
  jobs: JobEngine | null;
  /**
   * The graceful stop: readiness turns 503 at once and the server keeps serving for `drainMs`;
   * then it refuses new connections, waits up to `timeoutMs` for the requests still running
   * (cutting their connections after that) and closes the database. Idempotent.
   */
  shutdown(options?: ShutdownOptions): Promise<ShutdownResult>;
  /** Stops without a drain period: `shutdown({ drainMs: 0 })`. */
  close(): Promise<void>;
}

/**
 * Work a seed leaves until the server listens; `signal` aborts when the server shuts down, which
 * waits for the task to end before it closes the database.
 */
export type LaterTask = (signal: AbortSignal) => Promise<void>;

/** Takes a task to run once the server listens (`start` gives one). */
export type Later = (task: LaterTask) => void;

/**
 * A seed of invented content for a development database, handed to `start` by the start-up (the
 * API itself never loads invented content, so a server without one shows none). Never called in
 * production. `mediaDir` is where the seed may write media files (null: none, the default;
 * `RENOVO_DEMO_VIDEOS=on` sets it). `later`, when given (`start` gives it), takes work the seed
 * may leave until the server listens — the shorts' MP4s, tens of seconds of encoding on a
 * machine's first start; without it (a test's database template) the seed does everything first.
 * @returns what it inserted (logged), or null when it wrote nothing
 */
export type DemoSeed = (
  handle: DatabaseHandle,
  context: {
    logger: Pick<Logger, 'info' | 'warn'>;
    mediaDir: string | null;
    later?: Later | undefined;
  },
) => Promise<object | null>;

/** Options of `start` (all optional: the environment decides by default). */
export interface StartOptions {
  /** Environment variables (default `process.env`). */
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** An open, migrated database to use instead of the one the environment describes (tests). */
  database?: DatabaseHandle;
  /** Adds routes (the embed files, later the host site) before the server listens. */
  mount?: (app: Hono<AppEnv>, env: Env) => void;
  /** Seeds invented content into a development database it opens (none by default). */
  seedDemo?: DemoSeed;
}

/**
 * Opens, migrates and seeds the database described by the configuration: the reference data,
 * and `seedDemo`'s content outside production (handed `later`, for what may wait until the
 * server listens).
 */
export async function prepareDatabase(
  env: Env,
  logger: Logger,
  seedDemo?: DemoSeed,
  later?: Later,
): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: env.RENOVO_DATA_DIR });
  const started = performance.now();
  await migrateDatabase(handle);
  await seedReferenceData(handle, { production: env.production });
  // Production starts empty, whatever it was handed; development gets the demo content its
  // start-up passed (docs/deploy.md).
  const demo =
    env.production || !seedDemo
      ? null
      : await seedDemo(handle, {
          logger,
          mediaDir: env.RENOVO_DEMO_VIDEOS === 'on' ? mediaDirOf(env.RENOVO_DATA_DIR) : null,
          later,
        });
  logger.info(
    {
      driver: handle.driver,
      demoContent: demo ?? 'none',
      ms: Math.round(performance.now() - started),
    },
    'database ready',
  );
  return handle;
}

/**
 * The server's socket limits: a client that sends its headers or its whole request too slowly
 * is cut (Node's defaults would hold it 60 s and 300 s); the timeouts are checked a few times per
 * headers timeout.
 */
function socketTimeouts(env: Env) {
  return {
    headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(50, Math.min(5_000, Math.floor(env.HTTP_HEADERS_TIMEOUT_MS / 4))),
  };
}

/** Starts the server and resolves once it listens. */
export async function start(options: StartOptions = {}): Promise<StartedServer> {
  const env = parseEnv(options.env ?? process.env);
  const logger = options.logger ?? createLogger(env);
  // What the seed left until the server listens (a first start's demo videos): the site serves
  // meanwhile.
  const laterTasks: LaterTask[] = [];
  const database =
    options.database ??
    (await prepareDatabase(env, logger, options.seedDemo, (task) => laterTasks.push(task)));
  const lifecycle = createLifecycle();
  // The jobs (pg-boss) start before the server listens, so /healthz means they run too; a process
  // that does not run them still queues work for the worker (`npm run worker`).
  const jobs = env.JOBS === 'in-process' ? await startJobs({ handle: database, env, logger }) : null;
  const sender = jobs ? null : await startJobSender(database, logger);
  const app = createApp({
    db: database.db,
    env,
    sms: createSmsGateway(env),
    logger,
    lifecycle,
    jobs: jobs?.boss ?? sender,
  });
  options.mount?.(app, env);
  const server = await new Promise<ServerType>((resolve, reject) => {
    const s = serve(
      { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: socketTimeouts(env) },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const http = server as HttpServer;
  let inFlight = 0;
  http.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    // While draining, a kept-alive client (the load balancer) reconnects for its next request,
    // and so reaches another process.
    if (lifecycle.draining) res.setHeader('Connection', 'close');
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info({ url, sms: env.SMS_GATEWAY, driver: database.driver }, 'api listening');
  const stopLater = new AbortController();
  const runningLater = laterTasks.map((task) =>
    task(stopLater.signal).catch((err: unknown) => {
      if (!stopLater.signal.aborted) logger.warn({ err }, 'a start-up task left until listening failed');
    }),
  );
  if (env.production && env.SMS_GATEWAY === 'outbox')
    logger.warn(
      'SMS_GATEWAY is outbox: no SMS is sent and each message, sign-in codes included, is stored in sms_messages; for a trial only (set SMS_GATEWAY=mitake with its credentials)',
    );
  if (env.production && env.MAIL_TRANSPORT === 'outbox')
    logger.warn(
      'MAIL_TRANSPORT is outbox: e-mails are only stored, companies get their notices by SMS alone (set SMTP_URL and MAIL_FROM)',
    );
  if (operatorOf(env).state === 'missing')
    logger.warn(
      'OPERATOR_NAME and OPERATOR_REGISTRATION_NO are not set: /terms and /privacy tell visitors the operator is not configured',
    );

  let stopping: Promise<ShutdownResult> | undefined;
  const shutdown = (opts: ShutdownOptions = {}): Promise<ShutdownResult> => {
    stopping ??= (async () => {
      const drainMs = opts.drainMs ?? env.SHUTDOWN_DRAIN_MS;
      const timeoutMs = opts.timeoutMs ?? env.SHUTDOWN_TIMEOUT_MS;
      lifecycle.startDraining();
      logger.info({ reason: opts.reason, drainMs, timeoutMs, inFlight }, 'draining: readiness answers 503');
      if (drainMs > 0) await sleep(drainMs);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      logger.info({ inFlight }, 'no longer accepting connections');
      // Idle keep-alive sockets would hold close() open; a busy one turns idle after its answer.
      http.closeIdleConnections();
      const idle = setInterval(() => http.closeIdleConnections(), 50);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<true>((resolve) => {
        timer = setTimeout(() => resolve(true), timeoutMs);
      });
      const forced = (await Promise.race([closed.then(() => false as const), timedOut])) === true;
      clearInterval(idle);
      clearTimeout(timer);
      if (forced) {
        logger.warn({ inFlight, timeoutMs }, 'shutdown timeout: cutting the connections still busy');
        http.closeAllConnections();
        await closed;
      }
      stopLater.abort();
      await Promise.all(runningLater);
      await jobs?.stop();
      await sender?.stop();
      await database.close();
      logger.info({ forced }, 'stopped');
      return { forced };
    })();
    return stopping;
  };

  return {
    url,
    port: address.port,
    env,
    app,
    database,
    logger,
    lifecycle,
    jobs,
    shutdown,
    close: () => shutdown({ drainMs: 0 }).then(() => undefined),
  };
}

/**
 * Shuts the server down gracefully on SIGTERM (and SIGINT in production): drain, then stop
 * (docs/deploy.md). SIGINT outside production (Ctrl-C at a terminal) skips the drain period. A
 * second signal exits at once. Exit code 0, or 1 when the timeout had to cut requests.
 */
export function closeOnSignals(server: StartedServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      server.logger.warn({ signal }, 'second signal: exiting at once');
      process.exit(1);
    }
    stopping = true;
    const drainMs = signal === 'SIGTERM' || server.env.production ? server.env.SHUTDOWN_DRAIN_MS : 0;
    server.shutdown({ drainMs, reason: signal }).then(
      ({ forced }) => process.exit(forced ? 1 : 0),
      (err: unknown) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) {
  try {
    const server = await start();
    closeOnSignals(server);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
