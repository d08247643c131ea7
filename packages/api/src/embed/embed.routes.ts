/**
 * Serves the built embed folder (`dist/embed/v1/`, made by `npm run build`) at `/embed/v1/`:
 *
 * - the content-hashed chunks listed in its manifest.json, and the loader's pinned copy
 *   (`loader-<hash>.js`, its `loader.pinned`: what the console's snippets name, with its SRI
 *   hash): `Cache-Control: public, max-age=31536000, immutable` (a new build gives new names);
 * - `loader.js` and `manifest.json`: a short cache (5 minutes), so partners pick up a release
 *   soon without changing their snippet;
 * - every file: `Access-Control-Allow-Origin: *` (they are public scripts a partner page imports
 *   as modules from another origin; the API's own CORS stays strict), the right content type,
 *   an ETag (304 on revalidation), gzip or brotli when the browser accepts it;
 * - 404 for anything else: unknown names, sub-folders, traversal (`..%2F`), other extensions.
 *
 * Earlier releases stay served: with `releasesDir`, the current build's hashed files are copied
 * there at start (names are content hashes: a file is never overwritten by other bytes), and a
 * hashed name the current build lacks is served from there, immutable too. A snippet pinned to
 * an earlier loader (with its SRI hash) keeps loading that loader and the chunks it names after
 * later deploys (docs/embedding.md §7). Every instance must share the folder (or keep its own
 * across deploys) for that to hold.
 *
 * Files are read once and kept in memory with their compressed forms (the folder is a few
 * hundred kilobytes at most); a rebuild is noticed by the file's mtime and size.
 *
 * @example app.route('/', createEmbedRoutes({ dir: 'dist/embed/v1' }));
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { embedFileContract } from '@renovo/core/contracts';
import { Hono } from 'hono';
import { route } from '../lib/contract-route.ts';

/** Options of {@link createEmbedRoutes}. */
export interface EmbedRoutesOptions {
  /** The built folder (the repository's `dist/embed/v1`). */
  dir: string;
  /** Where it is served (default `/embed/v1`). */
  prefix?: string;
  /** Cache lifetime of `loader.js` and `manifest.json`, seconds (default 300). */
  shortMaxAgeSeconds?: number;
  /** Where every release's hashed files are kept and served from (none: the current build's only). */
  releasesDir?: string;
}

/** Cache-Control of content-hashed files. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The files whose names never change: short-cached. */
const STABLE_NAMES = new Set(['loader.js', 'manifest.json']);

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** A plain file name: letters, digits, `-`, `_`, one dot before a known extension. */
const SAFE_NAME = /^[\w-]+\.(js|json)$/;

interface Cached {
  mtimeMs: number;
  size: number;
  body: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  etag: string;
}

/** The names a release's hashed files have: `name-<hash>.js` (chunks, the pinned loader). */
const HASHED_NAME = /^[\w-]+-[\w-]{8,}\.js$/;

/** Copies the build's hashed files into `releases` (those it has already are left as they are). */
async function keepRelease(build: string, releases: string): Promise<void> {
  try {
    await mkdir(releases, { recursive: true });
    const have = new Set(await readdir(releases));
    for (const name of await readdir(build))
      if (HASHED_NAME.test(name) && !have.has(name))
        await copyFile(resolve(build, name), resolve(releases, name));
  } catch {
    // A data folder that cannot be written: the current build is still served.
  }
}

/** The sub-app; mount it with `app.route('/', createEmbedRoutes({ dir }))`. */
export function createEmbedRoutes(options: EmbedRoutesOptions): Hono {
  const root = resolve(options.dir);
  const prefix = (options.prefix ?? '/embed/v1').replace(/\/$/, '');
  const shortCache = `public, max-age=${options.shortMaxAgeSeconds ?? 300}`;
  const files = new Map<string, Cached>();
  const releases = options.releasesDir ? resolve(options.releasesDir) : null;
  const kept = releases ? keepRelease(root, releases) : Promise.resolve();

  /** The file's bytes and compressed forms, re-read when it changed on disk; null when absent. */
  async function read(name: string, from = root): Promise<Cached | null> {
    const path = resolve(from, name);
    if (!path.startsWith(from + sep)) return null;
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    const known = files.get(path);
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known;
    const body = new Uint8Array(await readFile(path));
    const cached: Cached = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      body,
      gzip: gzipSync(body, { level: 9 }),
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      // Weak: the same entity is sent identity, gzip or br encoded.
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    files.set(path, cached);
    return cached;
  }

  /** The hashed files of the current build (those of its manifest, and the loader's pinned copy). */
  async function hashedNames(): Promise<Set<string>> {
    const manifest = await read('manifest.json');
    if (!manifest) return new Set();
    try {
      const parsed = JSON.parse(new TextDecoder().decode(manifest.body)) as {
        files?: Record<string, unknown>;
        loader?: { pinned?: unknown };
      };
      const pinned = typeof parsed.loader?.pinned === 'string' ? [parsed.loader.pinned] : [];
      return new Set([...Object.keys(parsed.files ?? {}), ...pinned]);
    } catch {
      return new Set();
    }
  }

  const app = new Hono();
  // The contract's path under another prefix when one is given.
  const path = embedFileContract.path.replace('/embed/v1', prefix);
  route(
    app,
    embedFileContract,
    async (c, { params }) => {
      const name = params.file;
      if (!SAFE_NAME.test(name)) return c.notFound();
      const stable = STABLE_NAMES.has(name);
      const current = stable || (await hashedNames()).has(name);
      let file = current ? await read(name) : null;
      if (!current && releases) {
        await kept;
        file = await read(name, releases);
      }
      if (!file) return c.notFound();

      const headers: Record<string, string> = {
        'Content-Type': TYPES[name.slice(name.lastIndexOf('.') + 1)]!,
        'Cache-Control': stable ? shortCache : IMMUTABLE,
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Timing-Allow-Origin': '*',
        Vary: 'Accept-Encoding',
        ETag: file.etag,
      };
      const match = c.req.header('if-none-match');
      const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
      if (match?.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(file.etag))) {
        return c.body(null, 304, headers);
      }
      const accepts = c.req.header('accept-encoding') ?? '';
      let body = file.body;
      if (/\bbr\b/.test(accepts) && file.br.byteLength < body.byteLength) {
        body = file.br;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts) && file.gzip.byteLength < body.byteLength) {
        body = file.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = String(body.byteLength);
      return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
    },
    { path },
  );
  return app;
}
