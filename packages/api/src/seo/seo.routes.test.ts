/**
 * Search engines and sharing: robots.txt, the sitemap index and its child sitemaps
 * (what the database holds, split at 50,000 URLs, with lastmod), absolute URLs on the public
 * origin (SITE_ORIGIN, never the request's Host), and the 1200 × 630 PNG share images.
 */
import { SEO_CONTRACTS } from '@renovo/core/contracts';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, companies, shorts, works } from '../db/schema-content.ts';
import { checkDocumentedAnswers } from '../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { robotsTxt } from './seo.routes.ts';

/** Fetches a path as text. */
async function text(h: TestHarness, path: string, headers: Record<string, string> = {}, app = h.app) {
  const response = await app.request(path, { headers });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

/** The <loc>/<lastmod> pairs of a sitemap or an index. */
function entries(xml: string): { loc: string; lastmod: string }[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map((m) => ({
    loc: m[1]!.replaceAll('&#38;', '&'),
    lastmod: m[2]!,
  }));
}

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return [view.getUint32(16), view.getUint32(20)];
}

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), SEO_CONTRACTS);
  });
  afterAll(() => h.close());

  it('robots.txt lets crawlers read the pages, not the API or the console, and names the sitemap index', async () => {
    const answer = await text(h, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain/);
    expect(answer.body).toBe(robotsTxt(`http://127.0.0.1:${h.env.PORT}`));
    expect(answer.body).toMatch(/^User-agent: \*$/m);
    for (const path of ['/v1/', '/api/', '/hyperf/', '/console', '/dev/'])
      expect(answer.body).toContain(`Disallow: ${path}\n`);
    expect(answer.body).not.toMatch(/^Disallow: \/$/m);
    expect(answer.body).toMatch(
      new RegExp(`^Sitemap: http://127\\.0\\.0\\.1:${h.env.PORT}/sitemap\\.xml$`, 'm'),
    );
  });

  it('the sitemap index lists one child per kind with its lastmod, and each child lists exactly the rows the database holds', async () => {
    const index = await text(h, '/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const children = entries(index.body);
    expect(children.map((c) => c.loc)).toEqual(
      ['works', 'articles', 'companies', 'shorts'].map(
        (k) => `http://127.0.0.1:${h.env.PORT}/sitemaps/${k}-1.xml`,
      ),
    );
    const tables = { works, articles, companies, shorts };
    for (const child of children) {
      expect(child.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      const kind = /sitemaps\/(\w+)-1\.xml$/.exec(child.loc)![1] as keyof typeof tables;
      const sitemap = await text(h, new URL(child.loc).pathname);
      expect(sitemap.status).toBe(200);
      const urls = entries(sitemap.body);
      const [counted] = await h.db.select({ n: count() }).from(tables[kind]);
      const n = counted!.n;
      expect(urls).toHaveLength(n);
      expect(new Set(urls.map((u) => u.loc)).size).toBe(n);
      // The child's lastmod is the newest of its URLs.
      expect(
        urls
          .map((u) => u.lastmod)
          .sort()
          .at(-1),
      ).toBe(child.lastmod);
    }
    const works1 = entries((await text(h, '/sitemaps/works-1.xml')).body);
    expect(works1[0]!.loc).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${h.env.PORT}/works/\\d+$`));
    const shorts1 = entries((await text(h, '/sitemaps/shorts-1.xml')).body);
    expect(shorts1[0]!.loc).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${h.env.PORT}/shorts\\?id=\\d+$`));
    expect((await text(h, '/sitemaps/shorts-1.xml')).body).toContain('/shorts?id=');
    expect(entries((await text(h, '/sitemaps/articles-1.xml')).body)[0]!.loc).toMatch(/\/article\/\d+$/);
    expect(entries((await text(h, '/sitemaps/companies-1.xml')).body)[0]!.loc).toMatch(/\/company\/\d+$/);
  });

  it('a child sitemap past the last page, or of no kind, is a 404', async () => {
    for (const path of [
      '/sitemaps/works-2.xml',
      '/sitemaps/users-1.xml',
      '/sitemaps/works-0.xml',
      '/sitemaps/x',
    ]) {
      expect((await h.call('GET', path)).status, path).toBe(404);
    }
  });

  it('URLs are on SITE_ORIGIN; a forged Host or X-Forwarded-Host never reaches them, even behind a trusted proxy', async () => {
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const configured = h.appWith({ env: { TRUST_PROXY: 1, SITE_ORIGIN: 'https://renovo.tw' } });
    const robots = await configured.request('http://evil.example/robots.txt', { headers: forged });
    expect(await robots.text()).toContain('Sitemap: https://renovo.tw/sitemap.xml');
    const index = await configured.request('http://evil.example/sitemap.xml', { headers: forged });
    const locs = entries(await index.text());
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((c) => c.loc.startsWith('https://renovo.tw/sitemaps/'))).toBe(true);
    const works1 = await configured.request('http://evil.example/sitemaps/works-1.xml', { headers: forged });
    const urls = entries(await works1.text());
    expect(urls.every((u) => u.loc.startsWith('https://renovo.tw/works/'))).toBe(true);

    // Outside production without SITE_ORIGIN: the server's own address, not the headers.
    const unset = h.appWith({ env: { TRUST_PROXY: 1, SITE_ORIGIN: undefined } });
    const local = await (await unset.request('http://evil.example/robots.txt', { headers: forged })).text();
    expect(local).not.toContain('evil.example');
    expect(local).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });

  it('share images are 1200 × 630 PNGs of the drawn images, cached a year; anything else is a 404', async () => {
    for (const path of [
      '/media/share/photos/12-1-42.png',
      '/media/share/posters/3-1-5.png',
      `/media/share/logos/7-${encodeURIComponent('安')}.png`,
      '/media/share/site/default.png',
    ]) {
      const response = await h.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toContain('immutable');
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), path).toEqual([1200, 630]);
    }
    for (const path of [
      '/media/share/photos/12-1-42.svg',
      '/media/share/photos/99-99-1.png',
      '/media/share/fonts/1.png',
      '/media/share/site/other.png',
    ]) {
      expect((await h.call('GET', path)).status, path).toBe(404);
    }
  });
});

describe('sitemaps of a large or an empty database', () => {
  it('splits a kind at 50,000 URLs: 50,001 shorts are two child sitemaps of 50,000 and 1', async () => {
    const h = await createHarness({ contracts: false });
    try {
      const [counted] = await h.db.select({ n: count() }).from(shorts);
      const n = counted!.n;
      await h.db.execute(sql`
        insert into shorts (id, title, description, poster_url, video_url, duration_seconds, category_id, style_id, published_at)
        select 1000000 + g, 'sitemap-' || g, '', '', '', 10, 1, 1, now() from generate_series(1, ${50_001 - n}) g`);
      const index = entries((await text(h, '/sitemap.xml')).body).map((c) => c.loc);
      expect(index.filter((loc) => loc.includes('/shorts-'))).toEqual([
        `http://127.0.0.1:${h.env.PORT}/sitemaps/shorts-1.xml`,
        `http://127.0.0.1:${h.env.PORT}/sitemaps/shorts-2.xml`,
      ]);
      expect(entries((await text(h, '/sitemaps/shorts-1.xml')).body)).toHaveLength(50_000);
      const second = entries((await text(h, '/sitemaps/shorts-2.xml')).body);
      expect(second.map((u) => u.loc)).toEqual([
        `http://127.0.0.1:${h.env.PORT}/shorts?id=${1_000_000 + 50_001 - n}`,
      ]);
      expect((await text(h, '/sitemaps/shorts-3.xml')).status).toBe(404);
    } finally {
      await h.close();
    }
  });

  it('lists nothing it does not hold: an empty (production-like) database has an index of no children', async () => {
    const h = await createHarness({ demoContent: false });
    try {
      const index = await text(h, '/sitemap.xml');
      expect(index.status).toBe(200);
      expect(entries(index.body)).toEqual([]);
      expect(index.body).toContain('<sitemapindex');
      expect((await h.call('GET', '/sitemaps/works-1.xml')).status).toBe(404);
    } finally {
      await h.close();
    }
  });
});
