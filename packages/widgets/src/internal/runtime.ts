import {
  type ApiClient,
  type CookieJar,
  createDocumentCookies,
  type KeyValueStorage,
  type LoginStore,
  type Notifier,
  PENDING_KEY,
  type QuoteAnalyticsEvent,
  type QuoteContext,
  type SessionStore,
  safeStorage,
} from '@renovo/core';
import type { RenovoConfig } from '../config.ts';
import { createDeferredApiClient } from './deferred-api-client.ts';
import { createDeferredNotifier } from './deferred-notifier.ts';

/** What the widgets send to the page's analytics bus (core's `trackQuoteEvent` shapes it there). */
export interface WidgetAnalytics {
  /**
   * A quote widget's event — one of its store's, or a funnel step (`exposure`, `open`) without a
   * module — with the element's form context (module, type and resource are read from it when the
   * bus takes the event) and the element (its funnel steps count once per element per page view).
   */
  quote(
    event: { name: QuoteAnalyticsEvent['name']; module?: string },
    context: QuoteContext,
    element?: object,
  ): void;
}

/**
 * Everything the widgets of one page share: one API client, one session, one login popup. Each
 * part is made the first time it is read, so a quote popup never builds the login machinery.
 */
export interface Runtime {
  readonly config: RenovoConfig;
  readonly client: ApiClient;
  readonly notifier: Notifier;
  readonly session: SessionStore;
  readonly login: LoginStore;
  readonly analytics: WidgetAnalytics;
  readonly storage: KeyValueStorage;
}

/** What the page's session and login stores are built on. */
export interface SessionContext {
  client: ApiClient;
  notifier: Notifier;
  cookies: CookieJar;
}

/** Builds the page's session and login stores (`createPageSession` in `./session.ts`). */
export type SessionFactory = (context: SessionContext) => { session: SessionStore; login: LoginStore };

/**
 * Builders of the runtime parts only some elements read. An element passes the ones it reads to
 * {@link getRuntime}, so the elements that never log in (or never track) do not bundle them.
 */
export interface RuntimeParts {
  /** For `session` and `login`: `createPageSession` (`./session.ts`). */
  session?: SessionFactory;
  /** For `analytics`: `createDeferredAnalytics` (`./deferred-analytics.ts`). */
  analytics?: () => WidgetAnalytics;
  /**
   * The element's `partner` attribute: it stands in for the loader's `data-partner` when the
   * page configured none (an element installed from npm, no script tag), and only counts before
   * the runtime is first created.
   */
  partner?: string | null;
}

let runtime: Runtime | null = null;
const builders: RuntimeParts = {};

function missing(part: string): never {
  // An element read a part whose builder it never passed (a programming error; short: every
  // element's first load carries this text).
  throw new Error(`[renovo] getRuntime(): no builder of ${part}`);
}

/**
 * The page's widget runtime, created on first use (browser only; never at import time). Callers
 * pass the builders of the optional parts they read; the first one given of each is kept.
 */
export function getRuntime(parts: RuntimeParts = {}): Runtime {
  builders.session ??= parts.session;
  builders.analytics ??= parts.analytics;
  if (runtime) return runtime;
  // A copy: the page's own config object is left as the page (or the loader) wrote it.
  const config: RenovoConfig = { apiOrigin: window.location.origin, ...window.__RENOVO__ };
  config.partner ||= parts.partner ?? undefined;
  const cookies = createDocumentCookies();
  let client: ApiClient | undefined;
  let notifier: Notifier | undefined;
  let analytics: WidgetAnalytics | undefined;
  let storage: KeyValueStorage | undefined;
  let sessionParts: ReturnType<SessionFactory> | undefined;

  const sessionOf = (): ReturnType<SessionFactory> => {
    sessionParts ??= (builders.session ?? missing('session'))({
      client: made.client,
      notifier: made.notifier,
      cookies,
    });
    return sessionParts;
  };

  const made: Runtime = {
    config,
    get client() {
      // Its code (core's client) arrives after the first paint (ADR 049).
      client ??= createDeferredApiClient({
        baseURL: config.apiOrigin,
        clientType: window.matchMedia?.('(max-width: 849.98px)').matches ? 'mobile' : 'web',
        cookies,
        // Leads wait here for their answer; a page closed first leaves them for the next one.
        pending: made.storage,
        ...(config.partner ? { partner: config.partner } : {}),
      });
      return client;
    },
    get notifier() {
      notifier ??= createDeferredNotifier();
      return notifier;
    },
    get session() {
      return sessionOf().session;
    },
    get login() {
      return sessionOf().login;
    },
    get analytics() {
      analytics ??= (builders.analytics ?? missing('analytics'))();
      return analytics;
    },
    get storage() {
      storage ??= safeStorage(() => window.localStorage);
      return storage;
    },
  };
  runtime = made;
  // A lead a closed page left unanswered is resent (same key: never stored twice).
  if (made.storage.getItem(PENDING_KEY)?.includes('"k"')) void made.client.resume();
  return made;
}

/** The result page URL on the main site for a path such as /decorationfrom/result_copy?id=<public id>. */
export function mainSiteUrl(path: string): string {
  return new URL(path, getRuntime().config.apiOrigin).toString();
}
