/**
 * The real server of `npm start` for the site benchmarks: the host site's build (made first
 * when missing or stale) mounted on the API server (`scripts/start.ts`'s `mountSite`), in this
 * process on 127.0.0.1:<free port>, on a fresh PGlite folder in a temp dir or on a PostgreSQL
 * URL, migrated and seeded as on a first run. The build is served from a private copy (in the
 * site's node_modules/.cache, where the server build still finds its packages), so a rebuild
 * started meanwhile cannot swap the files under a running bench. `BENCH_SITE_BUILD=<dir>`
 * serves another React Router build folder instead (not rebuilt), e.g. one made elsewhere.
 *
 * @example const server = await startSiteServer({ databaseUrl }); … await server.close();
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type StartedServer, start } from '../../packages/api/src/main.ts';
import { createSite } from '../../packages/host-site/app/lib/site-handler.server.ts';
import { ensureSiteBuilt, SITE_BUILD_DIR, SITE_DIR } from '../../packages/host-site/test/harness/build.ts';
import { mountSite } from '../../scripts/start.ts';
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

/** True when every client file the build's route manifest names is in `buildDir`. */
function isComplete(buildDir: string): boolean {
  const assets = join(buildDir, 'client', 'assets');
  if (!existsSync(join(buildDir, 'server', 'index.js')) || !existsSync(assets)) return false;
  const manifest = readdirSync(assets).find((name) => name.startsWith('manifest-'));
  if (!manifest) return false;
  const files = readFileSync(join(assets, manifest), 'utf8').match(/\/assets\/[^"]+/g) ?? [];
  return files.every((file) => existsSync(join(buildDir, 'client', file)));
}

/** Copies `buildDir` into `into`, again while a build was writing it meanwhile. */
function snapshotBuild(buildDir: string, into: string): string {
  for (let attempt = 0; attempt < 5; attempt++) {
    rmSync(into, { recursive: true, force: true });
    try {
      cpSync(buildDir, into, { recursive: true });
      if (isComplete(into)) return into;
    } catch {
      // A build was emptying or writing the folder: try again.
    }
    ensureSiteBuilt();
  }
  throw new Error(`could not copy a complete ${buildDir}`);
}

/** Builds the site if needed, then starts API and site on a free loopback port. */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  const cache = join(SITE_DIR, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const tempDir = mkdtempSync(join(cache, 'renovo-bench-site-'));
  if (!process.env.BENCH_SITE_BUILD) ensureSiteBuilt();
  const buildDir = snapshotBuild(process.env.BENCH_SITE_BUILD ?? SITE_BUILD_DIR, join(tempDir, 'build'));
  const dataDir = options.databaseUrl ? undefined : join(tempDir, 'db');
  const site = await createSite({ buildDir });
  const server = await start({
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
