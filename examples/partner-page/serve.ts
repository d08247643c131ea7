/**
 * A tiny static server for the example pages, so they run from ANOTHER origin than the Renovo
 * server (as a partner's site does). Every `http://127.0.0.1:3000` in a served HTML file (the
 * default of `npm start`) is replaced by the Renovo origin given, so the pages follow whatever
 * port the server really uses. Used by the e2e tests and the widget benchmark too.
 *
 * Run it as `npm run example:partner` (root), which brings Node 24. Variables:
 * - `EXAMPLE_PORT` — this server's own port (default 8080);
 * - `RENOVO_ORIGIN` — where Renovo runs; else `http://127.0.0.1:$PORT`, where `PORT` means what it
 *   means to `npm start` (the Renovo server's port, default 3000), so one `PORT` serves both.
 *
 * @example npm run example:partner                                  # http://localhost:8080, Renovo on :3000
 * @example PORT=4000 npm run example:partner                        # Renovo started with PORT=4000
 * @example RENOVO_ORIGIN=https://renovo.example EXAMPLE_PORT=8081 npm run example:partner
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Renovo origin written in the example pages. */
export const DEFAULT_RENOVO_ORIGIN = 'http://127.0.0.1:3000';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

/** Options of {@link startPageServer}. */
export interface PageServerOptions {
  /** URL prefix → folder, e.g. `{ '/': 'examples/partner-page' }`; the longest prefix wins. */
  roots: Record<string, string>;
  /** Where the Renovo server runs (replaces `http://127.0.0.1:3000` in HTML). */
  renovoOrigin?: string;
  port?: number;
  /** Interface to listen on (default 127.0.0.1). */
  host?: string;
  /** Host name in the returned origin (default `localhost`: another origin than 127.0.0.1). */
  publicHost?: string;
}

/** A running page server. */
export interface PageServer {
  origin: string;
  server: Server;
  close(): Promise<void>;
}

/** Serves the folders; resolves once listening. */
export async function startPageServer(options: PageServerOptions): Promise<PageServer> {
  const renovoOrigin = options.renovoOrigin ?? DEFAULT_RENOVO_ORIGIN;
  const roots = Object.entries(options.roots)
    .map(([prefix, dir]) => [prefix.endsWith('/') ? prefix : `${prefix}/`, resolve(dir)] as const)
    .sort((a, b) => b[0].length - a[0].length);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/favicon.ico') return void res.writeHead(204).end();
    const root = roots.find(([prefix]) => `${path}/`.startsWith(prefix));
    if (!root) return void res.writeHead(404).end('not found');
    let file = resolve(root[1], `.${sep}${path.slice(root[0].length)}`);
    if (file !== root[1] && !file.startsWith(root[1] + sep)) return void res.writeHead(404).end('not found');
    if ((await stat(file).catch(() => null))?.isDirectory()) file = resolve(file, 'index.html');
    const body = await readFile(file).catch(() => null);
    if (!body) return void res.writeHead(404).end('not found');
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const text = type.startsWith('text/html')
      ? body.toString('utf8').replaceAll(DEFAULT_RENOVO_ORIGIN, renovoOrigin)
      : body;
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(text);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${options.publicHost ?? 'localhost'}:${port}`,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/** The Renovo origin the example follows: `RENOVO_ORIGIN`, else `npm start`'s own `PORT` on 127.0.0.1. */
export function renovoOriginFromEnv(env: Record<string, string | undefined>): string {
  const origin = env.RENOVO_ORIGIN?.trim();
  if (origin) return origin.replace(/\/+$/, '');
  const port = env.PORT?.trim();
  return port ? `http://127.0.0.1:${port}` : DEFAULT_RENOVO_ORIGIN;
}

if (import.meta.main) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const renovoOrigin = renovoOriginFromEnv(process.env);
  const pages = await startPageServer({
    roots: {
      '/': here,
      '/landing': resolve(here, '../landing-embed'),
      // The built React example (npm run build -w @renovo/example-react-app).
      '/react': resolve(here, '../react-app/dist'),
    },
    renovoOrigin,
    port: Number(process.env.EXAMPLE_PORT || 8080),
  });
  console.log(
    `partner page: ${pages.origin}/  (landing page: ${pages.origin}/landing/, React app: ${pages.origin}/react/)`,
  );
  console.log(`widgets from: ${renovoOrigin}/embed/v1/loader.js`);
  const loader = await fetch(`${renovoOrigin}/embed/v1/loader.js`, {
    signal: AbortSignal.timeout(2000),
  }).catch(() => null);
  await loader?.body?.cancel();
  if (!loader?.ok) {
    console.warn(
      `no Renovo server answers ${renovoOrigin}/embed/v1/loader.js yet: run \`npm start\` (set PORT or RENOVO_ORIGIN if it runs elsewhere)`,
    );
  }
}
