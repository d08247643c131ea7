/**
 * The end-to-end stack: the built embed folder (a private copy, see snapshotEmbed), the real API
 * server in-process (a fresh PGlite data folder in a temp dir) serving /embed/v1/ beside the API on 127.0.0.1, and the example
 * pages on a SECOND origin (`localhost`, another port), as a partner's site would be: the partner
 * page at /, the landing page at /landing/, the built React app at /react/ (a private copy, see
 * snapshotReactApp). The test-only fixtures of fixtures.ts answer under /__e2e/ beside the API.
 *
 * @example const stack = await startStack(); … await stack.close();
 */
import { mkdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { ramFolder } from '@renovo/api/testing';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { startPageServer } from '../../../examples/partner-page/serve.ts';
import { createApp } from '../../../packages/api/src/app.ts';
import { createEmbedRoutes } from '../../../packages/api/src/embed/embed.routes.ts';
import { parseEnv } from '../../../packages/api/src/env.ts';
import { createLogger } from '../../../packages/api/src/lib/logger.ts';
import { prepareDatabase } from '../../../packages/api/src/main.ts';
import { createSmsGateway } from '../../../packages/api/src/services/sms/index.ts';
import { ROOT, snapshotEmbed } from './build.ts';
import { copyDatabaseTemplate } from './database-template.ts';
import { FIXTURE_PREFIX, fixtureResponse } from './fixtures.ts';
import { snapshotReactApp } from './react-app-build.ts';

/** What the tests get. */
export interface StackInfo {
  /** The API and embed origin, e.g. http://127.0.0.1:41234. */
  apiOrigin: string;
  /** The partner pages' origin, e.g. http://localhost:41235 (examples/partner-page at /). */
  partnerOrigin: string;
}

/** A running stack. */
export interface Stack extends StackInfo {
  close(): Promise<void>;
}

/** Starts the API (with /embed/v1/ mounted beside it) on 127.0.0.1:<free port>. */
async function startApi(dataDir: string, embedDir: string) {
  const variables = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    RENOVO_DATA_DIR: dataDir,
    // The shorts' MP4s (ADR 037) only where a test asks for them (`env`).
    RENOVO_DEMO_VIDEOS: 'off',
    LOG_LEVEL: process.env.RENOVO_E2E_LOG ?? 'silent',
    // Every browser of the suite is 127.0.0.1: its tries alone never ask for a challenge here;
    // sms-challenge.e2e.ts floods the deployment (a /__e2e/ fixture) to make everyone solve one.
    SMS_FREE_TRIES_PER_ADDRESS: '100000',
  };
  await copyDatabaseTemplate(dataDir, variables);
  const env = parseEnv(variables);
  const logger = createLogger(env);
  const database = await prepareDatabase(env, logger, seedDemoInDevelopment);
  const app = createApp({ db: database.db, env, sms: createSmsGateway(env), logger });
  // Until the lead mounts the embed routes in app.ts, the harness puts them in front of the app.
  const embed = createEmbedRoutes({ dir: embedDir });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: (request: Request) => {
          const { pathname } = new URL(request.url);
          if (pathname.startsWith(FIXTURE_PREFIX)) return fixtureResponse(database.db, request);
          return pathname.startsWith('/embed/') ? embed.fetch(request) : app.fetch(request);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await database.close();
    },
  };
}

/**
 * Builds if needed, then starts the API and the partner pages. `embedDir` serves that embed
 * folder instead of the build (the widget benchmark's framework-free reference).
 */
export async function startStack(options: { embedDir?: string } = {}): Promise<Stack> {
  const dataDir = ramFolder('renovo-e2e-');
  const embedDir = options.embedDir ?? snapshotEmbed(join(dataDir, 'embed'));
  const reactDir = snapshotReactApp(join(dataDir, 'react'));
  const dbDir = join(dataDir, 'db');
  mkdirSync(dbDir);
  const api = await startApi(dbDir, embedDir);
  const pages = await startPageServer({
    roots: {
      '/': join(ROOT, 'examples/partner-page'),
      '/landing': join(ROOT, 'examples/landing-embed'),
      '/react': reactDir,
      '/test': join(ROOT, 'tests/e2e/pages'),
    },
    renovoOrigin: api.origin,
  });
  return {
    apiOrigin: api.origin,
    partnerOrigin: pages.origin,
    async close() {
      await pages.close();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
