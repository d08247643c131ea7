/**
 * The client build's files (build/client): Vite's content-hashed `/assets/*` are cached for a
 * year as immutable; anything else (favicon, /version.json) is revalidated on every use.
 * Text files are gzip- or brotli-compressed once and kept in memory.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Cache-Control of the hashed build files. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of the unhashed files. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.webmanifest']);

interface CachedFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  mtime: number;
}

/** Serves the files of one folder; `serve` answers null when the request is not for one of them. */
export function createStaticFiles(root: string) {
  const base = normalize(root + sep);
  const cache = new Map<string, CachedFile>();

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtime === info.mtimeMs) return hit;
    const entry: CachedFile = { body: await readFile(file), mtime: info.mtimeMs };
    if (COMPRESSIBLE.has(extname(file)) && entry.body.length > 1024) {
      entry.br = brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      entry.gzip = gzipSync(entry.body, { level: 9 });
    }
    cache.set(file, entry);
    return entry;
  }

  return {
    /** The file's response, or null when the path is not a file of the folder. */
    async serve(request: Request): Promise<Response | null> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      let path: string;
      try {
        path = decodeURIComponent(new URL(request.url).pathname);
      } catch {
        return null;
      }
      if (path.endsWith('/') || path.includes('\0')) return null;
      const file = normalize(join(base, path));
      if (!file.startsWith(base)) return null;
      const entry = await load(file);
      if (!entry) return null;
      const accept = request.headers.get('accept-encoding') ?? '';
      const headers = new Headers({
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        'Last-Modified': new Date(entry.mtime).toUTCString(),
      });
      let body = entry.body;
      if (entry.br && /\bbr\b/.test(accept)) {
        body = entry.br;
        headers.set('Content-Encoding', 'br');
      } else if (entry.gzip && /\bgzip\b/.test(accept)) {
        body = entry.gzip;
        headers.set('Content-Encoding', 'gzip');
      }
      if (entry.br) headers.set('Vary', 'Accept-Encoding');
      headers.set('Content-Length', String(body.length));
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { headers });
    },
  };
}
