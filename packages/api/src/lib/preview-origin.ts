/**
 * The embed builder's preview origin (docs/spec/console.md#embed-builder): an origin of its own,
 * served by this same server, where the console's live preview runs the real widget through the
 * loader, exactly as a partner's page does. The API allows it like a partner's origin — CORS
 * without credentials, the partner it names by `X-Renovo-Partner` — and only to read
 * (middleware/preview-guard): so the widget shows its banner and records, files no lead, sends no
 * SMS and counts no analytics, and, being another origin than the console's, never reaches the
 * console's cookie or DOM.
 *
 * - `CONSOLE_PREVIEW_ORIGIN` set: that origin, framed by the console at `SITE_ORIGIN`;
 * - unset, outside production: the console's loopback origin under its other name (a console at
 *   `http://127.0.0.1:3000` previews at `http://localhost:3000`, and the other way round), so
 *   `npm start` and the tests need no configuration;
 * - unset in production: none; the console frames the preview as an opaque-origin sandbox.
 */
/** What of the configuration (env.ts) the preview origin reads. */
interface PreviewEnv {
  CONSOLE_PREVIEW_ORIGIN?: string | undefined;
  SITE_ORIGIN?: string | undefined;
  production: boolean;
}

/**
 * Why `CONSOLE_PREVIEW_ORIGIN` cannot go with the rest of the configuration (env.ts refuses to
 * start), or null: it needs SITE_ORIGIN (the console that frames it), must be an origin of its own
 * (not SITE_ORIGIN nor a PUBLIC_ORIGIN: the site's own pages must never be read-only previews),
 * and `https://` in production.
 */
export function previewOriginProblem(
  raw: {
    CONSOLE_PREVIEW_ORIGIN?: string | undefined;
    SITE_ORIGIN?: string | undefined;
    PUBLIC_ORIGIN?: string | undefined;
  },
  production: boolean,
): string | null {
  if (!raw.CONSOLE_PREVIEW_ORIGIN) return null;
  const preview = raw.CONSOLE_PREVIEW_ORIGIN.toLowerCase();
  const own = [raw.SITE_ORIGIN ?? '', ...(raw.PUBLIC_ORIGIN ?? '').split(',')].map((o) =>
    o.trim().toLowerCase(),
  );
  if (!raw.SITE_ORIGIN)
    return 'CONSOLE_PREVIEW_ORIGIN needs SITE_ORIGIN (the console that frames the preview)';
  if (own.includes(preview))
    return 'CONSOLE_PREVIEW_ORIGIN must be an origin of its own, not SITE_ORIGIN nor a PUBLIC_ORIGIN';
  if (production && !preview.startsWith('https://'))
    return 'CONSOLE_PREVIEW_ORIGIN must be https:// in production';
  return null;
}

const LOOPBACK_TWINS: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

/** The same `http://` loopback origin under its other name, or null. */
function loopbackTwin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  const twin = LOOPBACK_TWINS[url.hostname];
  if (!twin || url.protocol !== 'http:') return null;
  url.hostname = twin;
  return url.origin;
}

/** Where the console served at `consoleOrigin` runs its preview; null when nowhere. */
export function previewOriginFor(env: PreviewEnv, consoleOrigin: string): string | null {
  if (env.CONSOLE_PREVIEW_ORIGIN) {
    const preview = new URL(env.CONSOLE_PREVIEW_ORIGIN).origin;
    return preview === consoleOrigin.toLowerCase() ? null : preview;
  }
  return env.production ? null : loopbackTwin(consoleOrigin);
}

/**
 * When a request arrived at the preview origin (`requestOrigin`, or behind a proxy its `host`),
 * the console origin that frames it; null for any other request.
 */
export function consoleOriginOfPreview(
  env: PreviewEnv,
  requestOrigin: string,
  host: string | undefined,
): string | null {
  if (env.CONSOLE_PREVIEW_ORIGIN) {
    const preview = new URL(env.CONSOLE_PREVIEW_ORIGIN);
    const arrivedAt = (host ?? new URL(requestOrigin).host).toLowerCase();
    if (arrivedAt !== preview.host || !env.SITE_ORIGIN) return null;
    return new URL(env.SITE_ORIGIN).origin;
  }
  return env.production ? null : loopbackTwin(requestOrigin);
}
