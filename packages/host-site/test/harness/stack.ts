/**
 * The route-test stack: the site's build, and the real server of `npm start` (API + site,
 * `@renovo/api`'s `mountSite`, handed the demo seed as `npm start` hands it) in this process on
 * 127.0.0.1:<free port>, on a fresh PGlite data folder in a temp dir.
 *
 * @example const stack = await startSiteStack(); … await stack.close();
 */
import { rmSync } from 'node:fs';
import {
  createConsoleStatic,
  createEmbedRoutes,
  createLogger,
  mountSite,
  parseEnv,
  prepareDatabase,
  start,
} from '@renovo/api';
import type { Db } from '@renovo/api/db';
import { ramFolder } from '@renovo/api/testing';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { EMBED_DIR } from '../../../../tests/e2e/harness/build.ts';
import { copyDatabaseTemplate } from '../../../../tests/e2e/harness/database-template.ts';
import { createSite } from '../../app/lib/site-handler.server.ts';
import { CONSOLE_BUILD_DIR, ensureSiteBuilt, SITE_BUILD_DIR } from './build.ts';

/** A running stack. */
export interface SiteStack {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** The server's APP_SECRET (to create a staff account in its database). */
  appSecret: string;
  close(): Promise<void>;
}

/** Options of the stack. */
export interface SiteStackOptions {
  /**
   * `NODE_ENV=production` on its fresh database: the schema and reference data only, no demo
   * content (what a production deployment starts with). Default: test mode with the demo content.
   */
  production?: boolean;
  /** More server variables (e.g. `TRUST_PROXY`, `SITE_ORIGIN`, a social sign-in provider). */
  env?: Record<string, string>;
  /**
   * Opens the stack's database in this process and hands it to the test (state no route can
   * make, e.g. a member flagged `force_bind_mobile`); the server uses the same handle.
   */
  withDatabase?: (db: Db) => void;
  /** Also serve the staff console's build at /console (as `npm start` does), e.g. to moderate. */
  console?: boolean;
  /** Also serve the embed files at /embed/v1/ (as `npm start` does). */
  embed?: boolean;
}

/** Builds if needed, then starts API and site on a free port. */
export async function startSiteStack(options: SiteStackOptions = {}): Promise<SiteStack> {
  ensureSiteBuilt();
  const dataDir = ramFolder('renovo-routes-');
  const site = await createSite({ buildDir: SITE_BUILD_DIR });
  const production = options.production
    ? {
        NODE_ENV: 'production',
        APP_SECRET: 'route-tests-production-secret-0123456789',
        SMS_GATEWAY: 'outbox',
        // Production builds public URLs from SITE_ORIGIN only (required there).
        SITE_ORIGIN: 'https://www.renovo.example',
        // pg-boss is left out of this in-process stack (its own tests run it).
        JOBS: 'off',
      }
    : { NODE_ENV: 'test' };
  const env = {
    ...production,
    HOST: '127.0.0.1',
    PORT: '0',
    RENOVO_DATA_DIR: dataDir,
    // The shorts' MP4s (ADR 037) only where a test asks for them (`env`).
    RENOVO_DEMO_VIDEOS: 'off',
    LOG_LEVEL: process.env.RENOVO_ROUTES_LOG ?? 'silent',
    // Every request of the suite comes from 127.0.0.1 and the suite sends hundreds of codes:
    // neither the address nor the deployment counts as a flood here (the SMS flood rules have
    // their own tests in the API and in tests/e2e/sms-challenge.e2e.ts).
    SMS_FREE_TRIES_PER_ADDRESS: '100000',
    SMS_FLOOD_SENDS: '100000',
    ...options.env,
  };
  await copyDatabaseTemplate(dataDir, env);
  let database: Awaited<ReturnType<typeof prepareDatabase>> | undefined;
  if (options.withDatabase) {
    const parsed = parseEnv(env);
    database = await prepareDatabase(parsed, createLogger(parsed), seedDemoInDevelopment);
    options.withDatabase(database.db);
  }
  const server = await start({
    env,
    seedDemo: seedDemoInDevelopment,
    ...(database ? { database } : {}),
    mount: (app) => {
      if (options.embed) app.route('/', createEmbedRoutes({ dir: EMBED_DIR }));
      if (options.console) app.route('/', createConsoleStatic({ dir: CONSOLE_BUILD_DIR }));
      mountSite(app, site);
    },
  });
  return {
    origin: server.url,
    appSecret: parseEnv(env).APP_SECRET,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
