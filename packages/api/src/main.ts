/**
 * Starts the API server: parses the configuration, opens the database (PGlite in
 * RENOVO_DATA_DIR, or PostgreSQL when DATABASE_URL is set), migrates and seeds it, and serves
 * the app on HOST:PORT. `GET /healthz` answers 200 once this has finished.
 *
 * @example node packages/api/src/main.ts
 * @example const server = await start(); console.log(server.url); await server.close();
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { type Env, parseEnv } from './env.ts';
import type { AppEnv } from './lib/app-env.ts';
import { createLogger } from './lib/logger.ts';
import { createSmsGateway } from './services/sms/index.ts';

/** A running server. */
export interface StartedServer {
  url: string;
  port: number;
  env: Env;
  app: Hono<AppEnv>;
  database: DatabaseHandle;
  logger: Logger;
  /** Stops accepting connections and closes the database. */
  close(): Promise<void>;
}

/** Options of `start` (all optional: the environment decides by default). */
export interface StartOptions {
  /** Environment variables (default `process.env`). */
  env?: Record<string, string | undefined>;
  logger?: Logger;
  /** Adds routes (the embed files, later the host site) before the server listens. */
  mount?: (app: Hono<AppEnv>) => void;
}

/** Opens, migrates and seeds the database described by the configuration. */
export async function prepareDatabase(env: Env, logger: Logger): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE })
    : await openDatabase({ kind: 'pglite', dataDir: env.RENOVO_DATA_DIR });
  const started = performance.now();
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle, { production: env.production });
  logger.info(
    {
      driver: handle.driver,
      communitiesSeeded: seeded.communities,
      ms: Math.round(performance.now() - started),
    },
    'database ready',
  );
  return handle;
}

/** Starts the server and resolves once it listens. */
export async function start(options: StartOptions = {}): Promise<StartedServer> {
  const env = parseEnv(options.env ?? process.env);
  const logger = options.logger ?? createLogger(env);
  const database = await prepareDatabase(env, logger);
  const app = createApp({ db: database.db, env, sms: createSmsGateway(env), logger });
  options.mount?.(app);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logger.info({ url, sms: env.SMS_GATEWAY, driver: database.driver }, 'api listening');
  let closing: Promise<void> | undefined;
  return {
    url,
    port: address.port,
    env,
    app,
    database,
    logger,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Idle keep-alive sockets would hold close() open.
          (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        });
        await database.close();
      })();
      return closing;
    },
  };
}

/** Stops the server on SIGINT / SIGTERM (PGlite flushes its data folder on close). */
export function closeOnSignals(server: StartedServer): void {
  const stop = (signal: string) => {
    server.logger.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        server.logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
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
