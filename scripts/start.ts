/**
 * `npm start`: one process serving the API, the `/embed/v1/` files and the host site on PORT
 * (default 3000) and HOST, migrating and seeding the database on first run. The site gets every
 * request no API route answered: its client build's files first, then React Router's handler
 * (production mode), which calls the API app in process. Configuration: docs/api.md; production:
 * docs/deploy.md.
 *
 * Run as TypeScript (`npm start`) or bundled (`npm run build` writes `dist/server/start.js`,
 * scripts/build-server.ts; `npm run serve` runs it): both find the repository root from their own
 * folder, and with it the embed and host-site builds.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { createConsoleStatic } from '../packages/api/src/console/static.ts';
import { createEmbedRoutes } from '../packages/api/src/embed/embed.routes.ts';
import type { AppEnv } from '../packages/api/src/lib/app-env.ts';
import { operatorOf } from '../packages/api/src/lib/operator.ts';
import { sisterAppsOf } from '../packages/api/src/lib/sister-apps.ts';
import { closeOnSignals, start } from '../packages/api/src/main.ts';
import { siteOrigin } from '../packages/api/src/seo/site-origin.ts';
import { createSite, isSiteBuilt, type Site } from '../packages/host-site/app/lib/site-handler.server.ts';

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
/** The staff console's build (packages/console, issue 16). */
export const CONSOLE_BUILD_DIR = join(root, 'packages', 'console', 'dist');
/** The host site's React Router build folder. */
export const SITE_BUILD_DIR = join(root, 'packages', 'host-site', 'build');

/** Paths that belong to the API (its own 404 answers them), never to the site. */
const API_PATH =
  /^\/(?:v1|api|hyperf|dev|embed|media|sitemaps|console\/api)(?:\/|$)|^\/(?:healthz|readyz|openapi\.json|robots\.txt|sitemap\.xml)$/;

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The visitor's socket address (the API reads X-Forwarded-For itself when it trusts a proxy). */
function socketAddress(c: Context<AppEnv>): string {
  const remote = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
  return remote.startsWith('::ffff:') ? remote.slice(7) : remote;
}

/**
 * Mounts the site behind every route of the app: a request no API route answered is the
 * site's, unless its path is under an API prefix (then Hono's notFound answers the API's 404).
 */
export function mountSite(app: Hono<AppEnv>, site: Site): void {
  const fetchApi = (request: Request, clientAddress: string) =>
    Promise.resolve(app.fetch(request, { incoming: { socket: { remoteAddress: clientAddress } } }));
  app.all('*', compress(), async (c, next) => {
    if (API_PATH.test(c.req.path)) return next();
    const { env } = c.get('deps');
    return (
      (await site.asset(c.req.raw)) ??
      site.handle(c.req.raw, {
        fetchApi,
        clientAddress: socketAddress(c),
        page: c.get('page'),
        publicOrigin: siteOrigin(c),
        operator: operatorOf(env),
        sisterApps: sisterAppsOf(env).apps,
      })
    );
  });
}

/** Starts the whole system (exits 1 with one line when it cannot). */
export async function main(): Promise<void> {
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
      mount(app) {
        if (embedBuilt) app.route('/', createEmbedRoutes({ dir: EMBED_BUILD_DIR }));
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

if (import.meta.main) await main();
