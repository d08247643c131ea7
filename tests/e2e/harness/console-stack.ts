/**
 * The console's end-to-end stack (docs/spec/console.md#end-to-end-tests): the real API in-process on a fresh
 * PGlite,
 * serving the built console (/console), the built embed folder (/embed/v1/) and the API on
 * 127.0.0.1, with the host site behind them (when built), as `npm start` mounts them; a partner's page on a SECOND loopback origin
 * (`localhost`, another port) whose HTML a test sets (the snippet it copied from the console).
 * The staff accounts are made by the same function as `npm run staff -- create`. Started once by
 * the e2e global setup (the API runs in Node there, not in the test runner's module graph); the
 * tests set the partner page by `PUT /` on the partner origin with the HTML (test-only server).
 *
 * `{ production: true }` starts it as production starts (a file that needs it starts its own, so
 * it reads the stack's database, `db`): NODE_ENV=production with what production requires — an
 * APP_SECRET of its own, SITE_ORIGIN the stack's own origin (invitation links and media URLs are
 * built from it, never from the request) — the SMS outbox gateway (production allows it: messages
 * are stored in `sms_messages` with their text and never sent; production has no /dev/ routes, so
 * such tests read them from `db`) and no demo content (production never seeds it). Nothing of
 * production is turned off for plain HTTP on loopback, and nothing needs to be: Chromium counts
 * http://127.0.0.1 as a secure context, so it keeps and sends the Secure session cookies
 * production sets, and it ignores Strict-Transport-Security received over HTTP (RFC 6797 §8.1);
 * the CSP has no upgrade-insecure-requests.
 *
 * @example const stack = await startConsoleStack(); … await stack.close();
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { mountSite } from '@renovo/api';
import { ramFolder } from '@renovo/api/testing';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import type { Hono } from 'hono';
import { createApp } from '../../../packages/api/src/app.ts';
import { createConsoleStatic } from '../../../packages/api/src/console/static/static.ts';
import type { Db } from '../../../packages/api/src/db/client.ts';
import { createEmbedRoutes } from '../../../packages/api/src/embed/embed.routes.ts';
import { parseEnv } from '../../../packages/api/src/env.ts';
import type { AppEnv } from '../../../packages/api/src/lib/app-env.ts';
import { createLogger } from '../../../packages/api/src/lib/logger.ts';
import { prepareDatabase } from '../../../packages/api/src/main.ts';
import { startJobs } from '../../../packages/api/src/services/retention/scheduler.ts';
import { createSmsGateway } from '../../../packages/api/src/services/sms/index.ts';
import { createStaffAccount } from '../../../packages/api/src/services/staff/accounts.ts';
import { createSite, isSiteBuilt } from '../../../packages/host-site/app/lib/site-handler.server.ts';
import { SITE_BUILD_DIR } from '../../../scripts/start.ts';
import { ROOT, snapshotEmbed } from './build.ts';
import { copyDatabaseTemplate } from './database-template.ts';

/** The console's build folder. */
const CONSOLE_DIR = join(ROOT, 'packages/console/dist');

/** Builds the console when its build is missing. */
function ensureConsoleBuilt(): void {
  if (existsSync(join(CONSOLE_DIR, 'index.html'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@renovo/console'], { cwd: ROOT, stdio: 'inherit' });
}

/** What the console tests get (`inject('console')`). */
export interface ConsoleStackInfo {
  origin: string;
  partnerOrigin: string;
  /** The admin's and the support users' sign-in and TOTP secrets (both roles must use TOTP). */
  admin: { email: string; password: string; totpSecret: string };
  /** The inbox's support user (console-inbox.e2e.ts). */
  support: { email: string; password: string; totpSecret: string };
  /** Another support user (console.e2e.ts): a TOTP step is used once per account. */
  supportNav: { email: string; password: string; totpSecret: string };
  /** An editor, whose TOTP is optional (console-security.e2e.ts turns it on and off). */
  editor: { email: string; password: string };
  /** Another editor, for the content screens (console-communities.e2e.ts). */
  contentEditor: { email: string; password: string };
  /** A marketing user (no second factor). */
  marketing: { email: string; password: string };
  /** An admin for the walk through every screen (console-screens-print-no-console-errors.e2e.ts). */
  screensAdmin: { email: string; password: string; totpSecret: string };
  /** An admin who invites company members and approves applications (console-company-members.e2e.ts). */
  companiesAdmin: { email: string; password: string; totpSecret: string };
}

export interface ConsoleStack {
  /** The site's origin: console, API and embed files (http://127.0.0.1:PORT). */
  origin: string;
  /** The partner page's origin (http://localhost:PORT). */
  partnerOrigin: string;
  /** Sets the partner page's HTML (served at partnerOrigin + '/'). */
  setPartnerPage(html: string): void;
  db: Db;
  appSecret: string;
  /** Creates a staff account as `npm run staff -- create` does; roles that must use TOTP get a secret. */
  createStaff(
    email: string,
    password: string,
    role: 'admin' | 'marketing' | 'support' | 'editor',
  ): Promise<string | null>;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:<free port>; answers 503 until `answerWith` hands it the app. */
async function listen() {
  let app: Hono<AppEnv> | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: (request, bindings) => app?.fetch(request, bindings) ?? new Response(null, { status: 503 }),
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    answerWith(handler: Hono<AppEnv>) {
      app = handler;
    },
  };
}

/** Starts the stack: as the tests run (NODE_ENV=test, the demo content), or as production does. */
export async function startConsoleStack(options: { production?: boolean } = {}): Promise<ConsoleStack> {
  ensureConsoleBuilt();
  const dataDir = ramFolder('renovo-console-e2e-');
  const embedDir = snapshotEmbed(join(dataDir, 'embed'));
  const dbDir = join(dataDir, 'db');
  mkdirSync(dbDir);
  // The server listens first: production's SITE_ORIGIN is its own origin.
  const listening = await listen();
  const { server } = listening;
  const origin = `http://127.0.0.1:${listening.port}`;
  const variables = {
    HOST: '127.0.0.1',
    PORT: String(listening.port),
    RENOVO_DATA_DIR: dbDir,
    // The shorts' MP4s (ADR 037) only where a test asks for them (`env`).
    RENOVO_DEMO_VIDEOS: 'off',
    LOG_LEVEL: process.env.RENOVO_E2E_LOG ?? 'silent',
    // Every browser and API call of the tests comes from 127.0.0.1, where each would be a network
    // of its own in use: its sends alone never ask for the proof-of-work challenge here.
    SMS_FREE_TRIES_PER_ADDRESS: '100000',
    ...(options.production
      ? {
          NODE_ENV: 'production',
          APP_SECRET: randomBytes(32).toString('hex'),
          SITE_ORIGIN: origin,
          SMS_GATEWAY: 'outbox',
        }
      : { NODE_ENV: 'test' }),
  };
  await copyDatabaseTemplate(dbDir, variables);
  const env = parseEnv(variables);
  const logger = createLogger(env);
  const database = await prepareDatabase(env, logger, options.production ? undefined : seedDemoInDevelopment);
  // The job engine works the media library's uploads (console-media.e2e.ts), as `npm start` does.
  const jobs = await startJobs({ handle: database, env, logger, pollingIntervalSeconds: 0.5 });
  const app = createApp({ db: database.db, env, sms: createSmsGateway(env), logger, jobs: jobs.boss });
  // The host site too (its /land/{slug} shows the console's landing pages), as `npm start` mounts it.
  // Mounted on the app in npm start's order (embed, console, site), so every answer passes the
  // app's middleware (security headers, CORS) as it does in production.
  app.route('/', createEmbedRoutes({ dir: embedDir }));
  app.route('/', createConsoleStatic({ dir: CONSOLE_DIR }));
  if (isSiteBuilt(SITE_BUILD_DIR)) mountSite(app, await createSite({ buildDir: SITE_BUILD_DIR }));
  listening.answerWith(app);

  let partnerHtml = '<!doctype html><title>partner</title>';
  const partner = createServer((req, res) => {
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        partnerHtml = Buffer.concat(chunks).toString('utf8');
        res.writeHead(204);
        res.end();
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(partnerHtml);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  const partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;

  return {
    origin,
    partnerOrigin,
    setPartnerPage(html) {
      partnerHtml = html;
    },
    db: database.db,
    appSecret: env.APP_SECRET,
    async createStaff(email, password, role) {
      const { totp } = await createStaffAccount(database.db, {
        email,
        password,
        role,
        appSecret: env.APP_SECRET,
        now: new Date(),
      });
      return totp?.secret ?? null;
    },
    async close() {
      await new Promise<void>((resolve) => partner.close(() => resolve()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await jobs.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
