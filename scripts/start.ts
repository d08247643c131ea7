/**
 * The one server process: the API, the `/embed/v1/` files, the staff console and the host site
 * on PORT (default 3000) and HOST, migrating and seeding the database on first run. The site gets
 * every request no API route answered: its client build's files first, then React Router's
 * handler (production mode), which calls the API app in process. Configuration: docs/api.md;
 * production: docs/deploy.md.
 *
 * Two entries start it: `npm start` (scripts/npm-start.ts, as TypeScript), which hands in the
 * demo content's seed in development, and the server bundle (`npm run build` writes
 * `dist/server/start.js` from scripts/server-entry.ts, scripts/build-server.ts; `npm run serve`
 * runs it), which hands in none. Both find the repository root from their own folder, and with it
 * the embed, console and host-site builds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  closeOnSignals,
  createConsoleStatic,
  createEmbedRoutes,
  type DemoSeed,
  mountSite,
  start,
} from '@renovo/api';
import { createSite, isSiteBuilt } from '@renovo/host-site/server';

/** The nearest folder at or above `from` holding the workspace root's package.json. */
export function repositoryRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'renovo'
    )
      return dir;
    if (dirname(dir) === dir) throw new Error(`no Renovo repository at or above ${from}`);
  }
}

const root = repositoryRoot(import.meta.dirname);
/** The embed files' build (`/embed/v1/`). */
export const EMBED_BUILD_DIR = join(root, 'dist', 'embed', 'v1');
/** The staff console's build (packages/console). */
export const CONSOLE_BUILD_DIR = join(root, 'packages', 'console', 'dist');
/** The host site's React Router build folder. */
export const SITE_BUILD_DIR = join(root, 'packages', 'host-site', 'build');

/** Options of {@link main}. */
interface SystemOptions {
  /** Seeds invented content into a development database (the API never calls it in production). */
  seedDemo?: DemoSeed;
}

/** Starts the whole system (exits 1 with one line when it cannot). */
export async function main(options: SystemOptions = {}): Promise<void> {
  const embedBuilt = existsSync(join(EMBED_BUILD_DIR, 'manifest.json'));
  try {
    // In development a missing build is only reported; production without its site is an error.
    if (process.env.NODE_ENV === 'production' && !(embedBuilt && isSiteBuilt(SITE_BUILD_DIR))) {
      throw new Error(
        'NODE_ENV=production needs dist/embed/v1 and packages/host-site/build: run `npm run build`',
      );
    }
    const site = isSiteBuilt(SITE_BUILD_DIR) ? await createSite({ buildDir: SITE_BUILD_DIR }) : null;
    const server = await start({
      ...options,
      mount(app, env) {
        // Earlier releases stay served from the data folder: a pinned snippet names their files.
        const releasesDir = join(env.RENOVO_DATA_DIR, 'embed-releases');
        if (embedBuilt) app.route('/', createEmbedRoutes({ dir: EMBED_BUILD_DIR, releasesDir }));
        if (existsSync(join(CONSOLE_BUILD_DIR, 'index.html')))
          app.route('/', createConsoleStatic({ dir: CONSOLE_BUILD_DIR }));
        if (site) mountSite(app, site);
      },
    });
    closeOnSignals(server);
    const parts = [
      site
        ? `host site served at ${server.url}/ (release ${site.version ?? 'unknown'})`
        : 'host site not served (no packages/host-site/build: run the build)',
      `API on ${server.url} (${server.database.driver}, SMS ${server.env.SMS_GATEWAY})`,
      embedBuilt
        ? `embed files at ${server.url}/embed/v1/`
        : '/embed/v1/ not served yet (no dist/embed/v1: run the build)',
    ];
    console.log(`Renovo: ${parts.join('; ')}`);
  } catch (error) {
    console.error(`Renovo failed to start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
