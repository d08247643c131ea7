/**
 * The host site as a web-standard handler, for the one server process (`scripts/start.ts`) and
 * the route tests: the client build's files, then React Router's request handler in production
 * mode with the {@link HostContext} of each request in its load context. Every response gets the
 * site's security headers, and every HTML page its Content-Security-Policy with the request's
 * nonce (`security-headers.server.ts`).
 *
 * @example
 * const site = await createSite({ buildDir: 'packages/host-site/build' });
 * const response = (await site.asset(request)) ?? (await site.handle(request, { fetchApi, clientAddress }));
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
// Types only: react-router (and React with it) is imported after the production preload below.
import type { ServerBuild } from 'react-router';
import type { ApiFetch, HostContext, SiteLink, SiteOperator } from './host-context.ts';
import { withLowPriorityScripts } from './script-priority.server.ts';
import {
  commonSecurityHeaders,
  createNonce,
  FRAMEABLE_PATHS,
  pageSecurityHeaders,
} from './security-headers.server.ts';
import { createStaticFiles } from './static-files.server.ts';

/** Options of {@link createSite}. */
export interface SiteOptions {
  /** The React Router build folder (holding `client/` and `server/index.js`). */
  buildDir: string;
  /** Send Strict-Transport-Security (production, behind TLS). */
  hsts?: boolean;
}

/** What one page request needs from the server. */
interface PageRequestInit {
  fetchApi: ApiFetch;
  clientAddress: string;
  /** The origins besides the site that may frame the frameable pages (the partners'). */
  frameAncestors?: () => Promise<readonly string[]>;
  /** The site's public origin ({@link HostContext.publicOrigin}). */
  publicOrigin?: string;
  /** The operator the legal pages name ({@link HostContext.operator}). */
  operator?: SiteOperator;
  /** The drawer's sister apps ({@link HostContext.sisterApps}). */
  sisterApps?: readonly SiteLink[];
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

/** Adds headers to a response (copying it when its headers are immutable). */
function withHeaders(
  response: Response,
  cookies: readonly string[],
  headers: Readonly<Record<string, string>>,
): Response {
  const apply = (target: Headers) => {
    for (const cookie of cookies) target.append('Set-Cookie', cookie);
    for (const [name, value] of Object.entries(headers)) target.set(name, value);
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

/** True for an HTML document. */
function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false;
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
  const common = commonSecurityHeaders({ hsts: options.hsts ?? false });
  return {
    version: readVersion(options.buildDir),
    async asset(request) {
      const response = await files.serve(request);
      return response && withHeaders(response, [], common);
    },
    async handle(request, init) {
      const host: HostContext = {
        fetchApi: init.fetchApi,
        clientAddress: init.clientAddress,
        setCookies: [],
        nonce: createNonce(),
        publicOrigin: init.publicOrigin,
        operator: init.operator,
        sisterApps: init.sisterApps,
      };
      const context = new RouterContextProvider();
      context.set(hostContext, host);
      const response = withLowPriorityScripts(await handler(request, context));
      const page = isHtml(response)
        ? pageSecurityHeaders({
            nonce: host.nonce ?? '',
            frameAncestors: FRAMEABLE_PATHS.has(new URL(request.url).pathname)
              ? ((await init.frameAncestors?.().catch(() => [])) ?? [])
              : null,
          })
        : {};
      return withHeaders(response, host.setCookies, { ...common, ...page });
    },
  };
}
