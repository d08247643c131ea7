/**
 * The host site behind the API in the one server process: a request no API route answered is
 * the site's (its client build's files first, then its page handler, which calls the API app in
 * process), unless its path is under an API prefix (then Hono's notFound answers the API's 404).
 * `@renovo/host-site/server`'s `createSite` makes the site; the start-up mounts it here.
 */
import type { Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { storedBlocks } from '../console/site-blocks/site-blocks.service.ts';
import {
  type ShownNotice,
  shownHelp,
  shownNotice,
  shownSisterApps,
} from '../console/site-blocks/site-shown.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import type { AppEnv, PageFacts } from './app-env.ts';
import { type Operator, operatorOf } from './operator.ts';

/** Paths that belong to the API (its own 404 answers them), never to the site. */
const API_PATH =
  /^\/(?:v1|api|hyperf|dev|embed|media|sitemaps|console\/api)(?:\/|$)|^\/(?:healthz|readyz|openapi\.json|robots\.txt|sitemap\.xml)$/;

/** What one page request gets from the server. */
interface SitePageInit {
  /** The API app's fetch, for the page's data (in process). */
  fetchApi(request: Request, clientAddress: string): Promise<Response>;
  clientAddress: string;
  /** The request's facts for its security headers (nonce in; frameable and images out). */
  page: PageFacts;
  publicOrigin: string;
  operator: Operator;
  sisterApps: readonly { name: string; url: string }[];
  /** The Help's notice (console/site-blocks/site-shown.ts); absent: none. */
  notice?: ShownNotice;
}

/** The host site as the server mounts it. */
export interface MountableSite {
  /** The response of a client-build file, or null when the request is not for one. */
  asset(request: Request): Promise<Response | null>;
  /** Renders a page (or answers a data or resource request). */
  handle(request: Request, init: SitePageInit): Promise<Response>;
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The visitor's socket address (the API reads X-Forwarded-For itself when it trusts a proxy). */
function socketAddress(c: Context<AppEnv>): string {
  const remote = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
  return remote.startsWith('::ffff:') ? remote.slice(7) : remote;
}

/** Mounts the site behind every route of the app. */
export function mountSite(app: Hono<AppEnv>, site: MountableSite): void {
  const fetchApi = (request: Request, clientAddress: string) =>
    Promise.resolve(app.fetch(request, { incoming: { socket: { remoteAddress: clientAddress } } }));
  app.all('*', compress(), async (c, next) => {
    if (API_PATH.test(c.req.path)) return next();
    const asset = await site.asset(c.req.raw);
    if (asset) return asset;
    const { env, db } = c.get('deps');
    // What the console saved wins over the operator's settings (console/site-blocks/site-shown.ts).
    const stored = await storedBlocks(db);
    const { help: _fromSettings, ...named } = operatorOf(env);
    const help = shownHelp(stored, env);
    return site.handle(c.req.raw, {
      fetchApi,
      clientAddress: socketAddress(c),
      page: c.get('page'),
      publicOrigin: siteOrigin(c),
      operator: help ? { ...named, help } : named,
      sisterApps: shownSisterApps(stored, env),
      notice: shownNotice(stored, env),
    });
  });
}
