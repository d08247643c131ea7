/**
 * Version polling (docs/spec/platform.md#calls): /version.json, written by the build, is polled to
 * notice a new release; a chunk that fails to load (the old release's files are gone) reloads the
 * page, at most once per reload-guard window (10 s, docs/spec/platform.md#limits) so a broken
 * release cannot loop — unless the device reports no connection or the site does not answer:
 * then the page stays as it is (docs/spec-deviations.md).
 */
import { RELOAD_GUARD_MS } from '@renovo/core';
import { browserSessionStorage, deviceOffline } from './browser.ts';
import { showConnectionNotice } from './connection-notice.ts';

declare const __RENOVO_VERSION__: string;

/** How often /version.json is asked, ms (not in the spec). */
const VERSION_POLL_MS = 5 * 60_000;
/** Session-storage key of the last guarded reload's time. */
const RELOAD_GUARD_KEY = 'renovo-reload-at';

/** The release this page runs. */
const CURRENT_VERSION: string = typeof __RENOVO_VERSION__ === 'string' ? __RENOVO_VERSION__ : 'dev';

/** True for the errors a failed dynamic import or module preload throws. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    text,
  );
}

/** Reloads unless a guarded reload happened within the window; true when it reloaded. */
export function reloadGuarded(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = browserSessionStorage(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (last && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  reload();
  return true;
}

/** How long the site may take to answer /version.json when asked whether it answers, ms (not in the spec). */
const SITE_CHECK_MS = 5000;

/** The page events {@link reloadAfterChunkFailure} listens to while it asks the site. */
type PageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * After a chunk failed to load: reloads (guarded) — the old release's files are gone — unless a
 * reload would only put the browser's own error page in place of the page the visitor is reading:
 * when the device reports no connection, or when the site does not answer either (a connection
 * that answers nothing, "lie-fi"). A navigation the page starts while the site is asked (a quote
 * link going to the form page on the same failure) loads the new release itself, and is not
 * overtaken by a reload. True when it reloaded.
 */
export async function reloadAfterChunkFailure(
  online: () => boolean = () => !deviceOffline(),
  answers: () => Promise<boolean> = siteAnswers,
  reload: () => boolean = reloadGuarded,
  page: PageEvents = window,
): Promise<boolean> {
  if (!online()) return false;
  let leaving = false;
  const onLeave = () => {
    leaving = true;
  };
  // Only while asking: a beforeunload listener keeps a page out of Firefox's back-forward cache.
  page.addEventListener('beforeunload', onLeave);
  try {
    if (!(await answers())) return false;
  } finally {
    page.removeEventListener('beforeunload', onLeave);
  }
  return leaving || documentNavigationsAsked > 0 ? false : reload();
}

/** Presses waiting to know whether the site answers before they leave as a document. */
let documentNavigationsAsked = 0;

/**
 * Leaves the page for `href` as a document — a press whose code could not be fetched (a quote
 * link's widgets) goes to the page that works without it — unless that would only put the
 * browser's error page in place of this one: offline, or when the site does not answer (5 s),
 * the page stays and the chip under the header says why. While the site is asked, a failed
 * chunk's reload waits for this press instead of overtaking it.
 */
export async function openAsDocument(
  href: string,
  answers: () => Promise<boolean> = siteAnswers,
  assign: (href: string) => void = (to) => window.location.assign(to),
): Promise<void> {
  if (deviceOffline()) {
    showConnectionNotice('offline');
    return;
  }
  documentNavigationsAsked += 1;
  try {
    if (await answers()) assign(href);
    else showConnectionNotice('connectionUnstable');
  } finally {
    documentNavigationsAsked -= 1;
  }
}

/** The version /version.json names, or null when it cannot be read. */
async function fetchReleaseVersion(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * True when the site answers a request for /version.json within `timeoutMs`, whatever its status
 * (a 404 is an answer too): the connection carries requests.
 */
export async function siteAnswers(timeoutMs = SITE_CHECK_MS): Promise<boolean> {
  try {
    await fetch('/version.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** A running watch. */
export interface ReleaseWatch {
  /** True once a newer release than this page's was seen. */
  readonly outdated: boolean;
  stop(): void;
}

/** Starts polling and listening for chunk-load failures. */
export function startReleaseWatch(): ReleaseWatch {
  let outdated = false;
  const check = async () => {
    const version = await fetchReleaseVersion();
    if (version && version !== CURRENT_VERSION) outdated = true;
  };
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    void reloadAfterChunkFailure();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) void reloadAfterChunkFailure();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check();
  };
  const timer = window.setInterval(() => void check(), VERSION_POLL_MS);
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisible);
  return {
    get outdated() {
      return outdated;
    },
    stop() {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
}
