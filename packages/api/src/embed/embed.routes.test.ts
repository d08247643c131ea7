import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedRoutes, IMMUTABLE } from './embed.routes.ts';

let base: string;
let dir: string;
let app: Hono;
const CHUNK = `export const hello = ${JSON.stringify('hi '.repeat(200))};\n`;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'renovo-embed-'));
  dir = join(base, 'v1');
  mkdirSync(dir);
  mkdirSync(join(dir, 'nested'));
  writeFileSync(join(dir, 'nested', 'inner.js'), 'export {};');
  writeFileSync(join(base, 'secret.js'), 'export const secret = 1;');
  writeFileSync(join(dir, 'loader.js'), '(()=>{})();');
  writeFileSync(join(dir, 'loader-Pin1_-abc.js'), '(()=>{})();');
  writeFileSync(join(dir, 'quote-AbC12_-9.js'), CHUNK);
  writeFileSync(join(dir, 'stray.js'), 'export {};');
  writeFileSync(join(dir, 'notes.txt'), 'not served');
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      version: '1',
      entries: {},
      files: { 'quote-AbC12_-9.js': { integrity: 'sha384-x' } },
      loader: { file: 'loader.js', integrity: 'sha384-y', pinned: 'loader-Pin1_-abc.js' },
    }),
  );
  app = new Hono();
  app.route('/', createEmbedRoutes({ dir }));
});
afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('embed routes (/embed/v1/)', () => {
  it('serves a hashed chunk as JavaScript, cached for a year and immutable, to any origin', async () => {
    const res = await app.request('/embed/v1/quote-AbC12_-9.js', {
      headers: { Origin: 'https://partner.example' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe(CHUNK);
  });

  it("serves the loader's pinned copy (the manifest's loader.pinned) immutable, as the snippets name it", async () => {
    const res = await app.request('/embed/v1/loader-Pin1_-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('(()=>{})();');
  });

  it('serves loader.js and manifest.json with a short cache', async () => {
    const loader = await app.request('/embed/v1/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const manifest = await app.request('/embed/v1/manifest.json');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('answers 404 for unknown files, files outside the manifest, other extensions and sub-folders', async () => {
    for (const path of [
      '/embed/v1/missing-AAAAAAAA.js',
      '/embed/v1/stray.js',
      '/embed/v1/notes.txt',
      '/embed/v1/nested/inner.js',
      '/embed/v1/',
      '/embed/v1',
    ]) {
      expect((await app.request(path)).status, path).toBe(404);
    }
  });

  it('never leaves the folder (encoded traversal)', async () => {
    for (const path of [
      '/embed/v1/..%2Fsecret.js',
      '/embed/v1/%2e%2e%2fsecret.js',
      '/embed/v1/..%5Csecret.js',
      '/embed/v1/../secret.js',
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('secret = 1');
    }
  });

  it('revalidates with the ETag (304) and compresses when the browser accepts it', async () => {
    const first = await app.request('/embed/v1/quote-AbC12_-9.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(new Uint8Array(await first.arrayBuffer())).toString()).toBe(CHUNK);
    const etag = first.headers.get('etag')!;
    const again = await app.request('/embed/v1/quote-AbC12_-9.js', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    const br = await app.request('/embed/v1/quote-AbC12_-9.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
  });

  it('answers HEAD without a body', async () => {
    const res = await app.request('/embed/v1/loader.js', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('sees a rebuilt file without a restart', async () => {
    writeFileSync(join(dir, 'loader.js'), '(()=>{ /* v2 */ })();');
    expect(await (await app.request('/embed/v1/loader.js')).text()).toContain('v2');
  });
});

describe('a pinned snippet keeps working after later releases (releasesDir)', () => {
  it("serves an earlier release's pinned loader and chunks, immutable, once a new build replaced them", async () => {
    const root = mkdtempSync(join(tmpdir(), 'renovo-embed-releases-'));
    const release = (name: string, files: Record<string, string>, pinned: string) => {
      const at = join(root, name);
      mkdirSync(at);
      for (const [file, body] of Object.entries(files)) writeFileSync(join(at, file), body);
      writeFileSync(join(at, 'loader.js'), files[pinned]!);
      writeFileSync(
        join(at, 'manifest.json'),
        JSON.stringify({ version: name, entries: {}, files: {}, loader: { file: 'loader.js', pinned } }),
      );
      return at;
    };
    const releasesDir = join(root, 'kept');
    const first = release(
      'r1',
      { 'loader-First_12345.js': 'first()', 'quote-Old12345.js': 'old()' },
      'loader-First_12345.js',
    );
    const app1 = new Hono().route('/', createEmbedRoutes({ dir: first, releasesDir }));
    expect((await app1.request('/embed/v1/loader-First_12345.js')).status).toBe(200);
    // A name the build lacks is answered once the build is kept (its copy runs from the start):
    // a deploy replaces a running build long after that, not within its first request.
    expect((await app1.request('/embed/v1/quote-Never1234.js')).status).toBe(404);
    // The next deploy: another build, the first one's folder gone.
    const second = release(
      'r2',
      { 'loader-Second_1234.js': 'second()', 'quote-New12345.js': 'new()' },
      'loader-Second_1234.js',
    );
    rmSync(first, { recursive: true, force: true });
    const app2 = new Hono().route('/', createEmbedRoutes({ dir: second, releasesDir }));
    const pinned = await app2.request('/embed/v1/loader-First_12345.js');
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await pinned.text()).toBe('first()');
    expect(await (await app2.request('/embed/v1/quote-Old12345.js')).text()).toBe('old()');
    expect(await (await app2.request('/embed/v1/quote-New12345.js')).text()).toBe('new()');
    // Names no release had, and the stable names of an earlier release, stay 404 / current.
    expect((await app2.request('/embed/v1/quote-Never1234.js')).status).toBe(404);
    expect(await (await app2.request('/embed/v1/loader.js')).text()).toBe('second()');
    rmSync(root, { recursive: true, force: true });
  });

  it('without releasesDir, only the current build is served', async () => {
    expect((await app.request('/embed/v1/quote-Gone1234.js')).status).toBe(404);
  });
});
