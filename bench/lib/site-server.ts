/**
 * The real server of `npm start` for the site benchmarks: the host site's build (made first
 * when missing or stale) mounted on the API server (`@renovo/api`'s `mountSite`), in this
 * process on 127.0.0.1:<free port>, on a fresh PGlite folder in a temp dir or on a PostgreSQL
 * URL, migrated and seeded as on a first run. `BENCH_SITE_BUILD=<dir>` serves another React
 * Router build folder instead (not rebuilt), e.g. one made elsewhere.
 *
 * @example const server = await startSiteServer({ databaseUrl }); … await server.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mountSite, type StartedServer, start } from '@renovo/api';
import { seedDemoInDevelopment } from '@renovo/demo-content';
import { createSite } from '../../packages/host-site/app/lib/site-handler.server.ts';
import { ensureSiteBuilt, SITE_BUILD_DIR } from '../../packages/host-site/test/harness/build.ts';
import { benchLogger } from './bench-logger.ts';

/** Options of {@link startSiteServer}. */
export interface SiteServerOptions {
  /** A PostgreSQL URL; PGlite in a temp dir when absent. */
  databaseUrl?: string;
}

/** A running site server. */
export interface SiteServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  /** `PGlite` or `PostgreSQL`. */
  database: string;
  server: StartedServer;
  close(): Promise<void>;
}

/** Builds the site if needed, then starts API and site on a free loopback port. */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const buildDir = process.env.BENCH_SITE_BUILD ?? SITE_BUILD_DIR;
  if (!process.env.BENCH_SITE_BUILD) ensureSiteBuilt();
  const tempDir = mkdtempSync(join(tmpdir(), 'renovo-bench-site-'));
  const dataDir = options.databaseUrl ? undefined : join(tempDir, 'db');
  const site = await createSite({ buildDir });
  const server = await start({
    seedDemo: seedDemoInDevelopment,
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      ...(options.databaseUrl
        ? { DATABASE_URL: options.databaseUrl, DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? '16' }
        : { RENOVO_DATA_DIR: dataDir }),
    },
    logger: benchLogger(),
    mount: (app) => mountSite(app, site),
  });
  return {
    origin: server.url,
    database: options.databaseUrl ? 'PostgreSQL' : 'PGlite',
    server,
    async close() {
      await server.close();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * Run as a script (by {@link spawnSiteServer} in ./site-process.ts): starts the server (PGlite, or
 * DATABASE_URL), prints `{"origin": …}` on one line once it listens, and stops on SIGTERM.
 */
if (import.meta.main) {
  const site = await startSiteServer(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {},
  );
  console.log(JSON.stringify({ origin: site.origin, database: site.database }));
  process.once('SIGTERM', () => {
    site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
