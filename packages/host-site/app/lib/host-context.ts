/**
 * What the server process hands every page request (React Router's load context): the API app
 * to call in process, the visitor's address, and the cookies the page wants to set.
 *
 * The context key is kept under a global symbol: the server script (`scripts/start.ts`, through
 * `site-handler.server.ts`) and the bundled server build each load their own copy of this module,
 * and both must name the same key.
 */
import { createContext, type RouterContext } from 'react-router';

/** Sends one request to the API app in process (no HTTP round trip). */
export type ApiFetch = (request: Request, clientAddress: string) => Promise<Response>;

/** The per-request facts of the server. */
export interface HostContext {
  /** The API app's fetch. */
  fetchApi: ApiFetch;
  /** The visitor's address as the socket (or a trusted proxy) gave it. */
  clientAddress: string;
  /** Set-Cookie values added to the page's response by the site handler. */
  setCookies: string[];
  /** This response's CSP nonce (the server's security headers); every inline script carries it. */
  nonce?: string;
  /**
   * Image URLs outside this origin the page shows (a landing page's hero image): the server's
   * CSP allows exactly these in `img-src`.
   */
  imageSources?: string[];
  /**
   * The site's public origin for absolute URLs (canonical, og:url, og:image): the API's
   * `SITE_ORIGIN`, else the request's (X-Forwarded-Proto/Host only behind a trusted proxy).
   */
  publicOrigin?: string;
  /** The operator /terms and /privacy name (the API's `operatorOf`: OPERATOR_NAME…). */
  operator?: SiteOperator;
  /** The drawer's sister apps (the API's `sisterAppsOf`: SISTER_APPS, demo ones in development). */
  sisterApps?: readonly SiteLink[];
  /** The Help's notice saved in the console (the API's `shownNotice`); absent: none. */
  notice?: SiteNotice;
}

/** The Help's notice: its title, day (YYYY-MM-DD), paragraphs and signature. */
export interface SiteNotice {
  title: string;
  date: string;
  paragraphs: readonly string[];
  sign: string;
}

/** A named link the operator configured (a sister app). */
export interface SiteLink {
  name: string;
  url: string;
}

/** The operator's details and where they came from (configured, development placeholder, missing). */
export interface SiteOperator {
  name: string;
  registrationNo: string;
  state: 'configured' | 'placeholder' | 'missing';
  /** The Help's customer-service contacts (the API's `helpContactsOf`); absent: none is shown. */
  help?: SiteHelpContacts;
}

/** The customer-service contacts the operator configured; a key is absent when it is not set. */
export interface SiteHelpContacts {
  phone?: { display: string; href: string };
  email?: string;
  /** Service hours saved in the console (else the drawer's own). */
  hours?: string;
  /** An address saved in the console. */
  address?: string;
}

const KEY = Symbol.for('renovo.host-site.host-context');
const registry = globalThis as { [KEY]?: RouterContext<HostContext | null> };

/** The load-context key of {@link HostContext}; `null` outside the Renovo server (e.g. a bare test). */
export const hostContext: RouterContext<HostContext | null> =
  registry[KEY] ?? createContext<HostContext | null>(null);
registry[KEY] = hostContext;
