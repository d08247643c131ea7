/**
 * The page's browser-side objects, made on first use and only in a browser (never at import
 * time, never on the server): the API client, the analytics bus and the region store.
 */
import {
  type Analytics,
  type ApiClient,
  type BeaconSink,
  beaconSink,
  createAnalytics,
  createApiClient,
  createDocumentCookies,
  createRegionStore,
  createWindowLocation,
  dataLayerSink,
  type KeyValueStorage,
  PENDING_KEY,
  type RegionStore,
  regionApiOf,
  safeStorage,
} from '@renovo/core';
import { clientTypeOf } from './device.ts';

let api: ApiClient | undefined;
let analytics: Analytics | undefined;
let beacon: BeaconSink | undefined;
let region: RegionStore | undefined;
let local: KeyValueStorage | undefined;
let session: KeyValueStorage | undefined;

/**
 * The page's local storage that never throws (privacy settings make `window.localStorage` a
 * SecurityError): values then live in memory for the page's life. Every page code uses this.
 */
export function browserStorage(): KeyValueStorage {
  local ??= safeStorage(() => window.localStorage);
  return local;
}

/** The same for `window.sessionStorage`. */
export function browserSessionStorage(): KeyValueStorage {
  session ??= safeStorage(() => window.sessionStorage);
  return session;
}

/** True in a browser. */
export function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined';
}

/**
 * True when the device reports no connection (`navigator.onLine`): navigations are held, nothing
 * is preloaded and a failed chunk does not reload (components/ui/connection-guard.tsx).
 */
export function deviceOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function browserOnly(what: string): void {
  if (!inBrowser()) throw new Error(`[renovo] ${what} exists in the browser only`);
}

/** The page's API client: same origin, so the HttpOnly token cookie goes with every call. */
export function browserApi(): ApiClient {
  browserOnly('browserApi()');
  api ??= createApiClient({
    baseURL: window.location.origin,
    clientType: clientTypeOf(navigator.userAgent),
    cookies: createDocumentCookies(),
    // Leads wait here for their answer; a page closed first leaves them for the next one.
    pending: browserStorage(),
  });
  // A lead a closed page left unanswered is resent (same key: never stored twice).
  if (browserStorage().getItem(PENDING_KEY)) void api.resume();
  return api;
}

/**
 * The page's analytics bus: Google Tag Manager's data layer when present, and the site's own
 * first-party collection (`POST /api/events`, batched, sent on page hide; docs/spec/console.md#attribution).
 */
export function browserAnalytics(): Analytics {
  // On the server a throwaway bus without sinks: tracking there has nowhere to go.
  if (!inBrowser()) return createAnalytics();
  beacon ??= beaconSink();
  analytics ??= createAnalytics({ sinks: [dataLayerSink(), beacon] });
  return analytics;
}

/** Sends the queued first-party events now (an event tracked as the page is left). */
export function flushAnalytics(): void {
  beacon?.flush();
}

/** The persisted region state (local storage, mirrored into the region cookies). */
export function browserRegion(): RegionStore {
  browserOnly('browserRegion()');
  region ??= createRegionStore({
    storage: browserStorage(),
    cookies: createDocumentCookies(),
    api: regionApiOf(browserApi()),
    location: createWindowLocation(),
  });
  return region;
}
