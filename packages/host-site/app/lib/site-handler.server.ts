/**
 * The host site as a web-standard handler, for the one server process (`scripts/start.ts`) and
 * the route tests: the client build's files, then React Router's request handler in production
 * mode with the {@link HostContext} of each request in its load context. The security headers are
 * the server's middleware's: a page takes its CSP nonce from, and reports whether it may be framed
 * and the outside images it shows to, the request's {@link PageFacts}.
 *
 * @example
 * const site = await createSite({ buildDir: 'packages/host-site/build' });
 * const response = (await site.asset(request)) ?? (await site.handle(request, { fetchApi, clientAddress, page }));
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Types only: react-router (and React with it) is imported after the production preload below.
import type { ServerBuild } from 'react-router';
import type { ApiFetch, HostContext, SiteLink, SiteNotice, SiteOperator } from './host-context.ts';
import { withLowPriorityScripts } from './script-priority.server.ts';
import { FRAMEABLE_PATHS } from './security-headers.server.ts';
import { createStaticFiles } from './static-files.server.ts';

/** Options of {@link createSite}. */
export interface SiteOptions {
  /** The React Router build folder (holding `client/` and `server/index.js`). */
  buildDir: string;
}

/** What a page tells the server's security-headers middleware (the API's `PageFacts`). */
interface PageFacts {
  /** This response's CSP nonce. */
  nonce: string;
  /** Image URLs outside this origin the page shows. */
  imageSources: string[];
  /** The page may be framed by the partners' origins. */
  frameable: boolean;
}

/** What one page request needs from the server. */
interface PageRequestInit {
  fetchApi: ApiFetch;
  clientAddress: string;
  /** The request's facts for its security headers (nonce in; frameable and images out). */
  page: PageFacts;
  /** The site's public origin ({@link HostContext.publicOrigin}). */
  publicOrigin?: string;
  /** The operator the legal pages name ({@link HostContext.operator}). */
  operator?: SiteOperator;
  /** The drawer's sister apps ({@link HostContext.sisterApps}). */
  sisterApps?: readonly SiteLink[];
  /** The Help's notice ({@link HostContext.notice}). */
  notice?: SiteNotice;
}

/** The loaded site. */
export interface Site {
  /** The release id of the build (its /version.json), or null. */
  readonly version: string | null;
  /** The response of a client-build file, or null when the request is not for one. */
  asset(request: Request): Promise<Response | null>;
  /** Renders a page (or answers a data or resource request). */
  handle(request: Request, init: PageRequestInit): Promise<Response>;
}

/** True once `react-router build` wrote the server build. */
export function isSiteBuilt(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server', 'index.js'));
}

/**
 * Loads React and React DOM's production builds. Their CommonJS entries choose a build from
 * NODE_ENV when first required, and NODE_ENV belongs to the API here (development turns on its
 * dev routes), so the site asks for production explicitly before anything imports React (this
 * module imports react-router only after this has run).
 */
function preloadProductionReact(): void {
  const require = createRequire(import.meta.url);
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(id);
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

function readVersion(buildDir: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(buildDir, 'client', 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof parsed.version === 'string' ? parsed.version : null;
  } catch {
    return null;
  }
}

/** Adds the page's cookies to a response (copying it when its headers are immutable). */
function withCookies(response: Response, cookies: readonly string[]): Response {
  if (cookies.length === 0) return response;
  const apply = (target: Headers) => {
    for (const cookie of cookies) target.append('Set-Cookie', cookie);
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

/** Loads the server build and returns the site. */
export async function createSite(options: SiteOptions): Promise<Site> {
  preloadProductionReact();
  const { createRequestHandler, RouterContextProvider } = await import('react-router');
  const { hostContext } = await import('./host-context.ts');
  const serverEntry = pathToFileURL(join(options.buildDir, 'server', 'index.js')).href;
  const build = (await import(serverEntry)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const files = createStaticFiles(join(options.buildDir, 'client'));
  return {
    version: readVersion(options.buildDir),
    asset: (request) => files.serve(request),
    async handle(request, init) {
      const host: HostContext = {
        fetchApi: init.fetchApi,
        clientAddress: init.clientAddress,
        setCookies: [],
        nonce: init.page.nonce,
        imageSources: init.page.imageSources,
        publicOrigin: init.publicOrigin,
        operator: init.operator,
        sisterApps: init.sisterApps,
        notice: init.notice,
      };
      const context = new RouterContextProvider();
      context.set(hostContext, host);
      init.page.frameable = FRAMEABLE_PATHS.has(new URL(request.url).pathname);
      const response = withLowPriorityScripts(await handler(request, context));
      return withCookies(response, host.setCookies);
    },
  };
}
