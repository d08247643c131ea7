/**
 * Search engines and sharing in Chromium on the built site: the head of a work, an
 * article, a company and a short as the browser holds it after hydration — one canonical link
 * and an equal og:url, an og:image the browser decodes as a 1200 × 630 PNG, JSON-LD that parses
 * with the page type's @type and a BreadcrumbList; a client-side navigation moves the canonical
 * link with the page; robots.txt, the sitemap index and a child sitemap parsed as XML.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { api, siteOrigin } from '../harness/site.ts';
import { JOURNEY_TIMEOUT, PATIENT, visit } from './browser.ts';

let browser: Browser;
let ids: { work: number; article: number; company: number; short: number };

beforeAll(async () => {
  browser = await launchChromium();
  const first = async (path: string) =>
    (await api<{ data: { items: { id: number }[] } }>(path)).data.items[0]!.id;
  ids = {
    work: await first('/hyperf/works/list?per_page=1'),
    article: await first('/v1/article/list?per_page=1'),
    company: await first('/hyperf/companies/list?per_page=1'),
    short: await first('/v1/shorts/list?per_page=1'),
  };
});
afterAll(() => browser?.close());

/** What the document's head says, read in the page. */
async function headOf(page: Page) {
  return page.evaluate(() => ({
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
      (l) => (l as HTMLLinkElement).href,
    ),
    ogUrls: [...document.querySelectorAll('meta[property="og:url"]')].map(
      (m) => (m as HTMLMetaElement).content,
    ),
    ogImages: [...document.querySelectorAll('meta[property="og:image"]')].map(
      (m) => (m as HTMLMetaElement).content,
    ),
    types: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => (JSON.parse(s.textContent ?? 'null') as { '@type': string })['@type'],
    ),
  }));
}

/** Fetches an image in the page and decodes it: its type and size as the browser sees them. */
async function decoded(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const response = await fetch(src);
    const bitmap = await createImageBitmap(await response.blob());
    return { type: response.headers.get('content-type'), width: bitmap.width, height: bitmap.height };
  }, url);
}

describe('journey: what a crawler and a share preview read', () => {
  test(
    'a work, an article, a company and a short: canonical = og:url, a decodable 1200 × 630 PNG og:image, typed JSON-LD',
    async () => {
      const cases: [string, string][] = [
        [`/works/${ids.work}`, 'ImageGallery'],
        [`/article/${ids.article}`, 'Article'],
        [`/company/${ids.company}`, 'HomeAndConstructionBusiness'],
        [`/shorts?id=${ids.short}`, 'VideoObject'],
      ];
      for (const [path, type] of cases) {
        const { page, pageErrors } = await visit(
          browser,
          `${path}${path.includes('?') ? '&' : '?'}utm_source=line`,
        );
        const head = await headOf(page);
        expect(head.canonicals, path).toEqual([`${siteOrigin()}${path}`]);
        expect(head.ogUrls, path).toEqual(head.canonicals);
        expect(head.ogImages, path).toHaveLength(1);
        expect(head.types, path).toContain(type);
        expect(
          head.types.filter((t) => t === 'BreadcrumbList'),
          path,
        ).toHaveLength(1);
        expect(await decoded(page, head.ogImages[0]!), path).toEqual({
          type: 'image/png',
          width: 1200,
          height: 630,
        });
        expect(pageErrors).toEqual([]);
        await page.context().close();
      }
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'a client-side navigation moves the canonical link and the breadcrumb with the page',
    async () => {
      const { page } = await visit(browser, '/works');
      expect((await headOf(page)).canonicals).toEqual([`${siteOrigin()}/works`]);
      await page.locator(`a[href="/works/${ids.work}"]`).first().click();
      await expect
        .poll(async () => (await headOf(page)).canonicals, PATIENT)
        .toEqual([`${siteOrigin()}/works/${ids.work}`]);
      expect((await headOf(page)).types).toContain('ImageGallery');
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'robots.txt names the sitemap; the sitemap index and a child sitemap parse as XML with absolute URLs and lastmod',
    async () => {
      const { page } = await visit(browser, '/');
      const read = await page.evaluate(async () => {
        const robots = await (await fetch('/robots.txt')).text();
        const parse = async (url: string) => {
          const response = await fetch(url);
          const doc = new DOMParser().parseFromString(await response.text(), 'application/xml');
          return { type: response.headers.get('content-type'), doc };
        };
        const index = await parse('/sitemap.xml');
        const children = [...index.doc.querySelectorAll('sitemap')].map((s) => ({
          loc: s.querySelector('loc')?.textContent ?? '',
          lastmod: s.querySelector('lastmod')?.textContent ?? '',
        }));
        const works = await parse(new URL(children[0]!.loc).pathname);
        const urls = [...works.doc.querySelectorAll('url')].map((u) => ({
          loc: u.querySelector('loc')?.textContent ?? '',
          lastmod: u.querySelector('lastmod')?.textContent ?? '',
        }));
        return {
          robots,
          indexType: index.type,
          indexRoot: index.doc.documentElement.nodeName,
          indexErrors: index.doc.querySelectorAll('parsererror').length,
          children,
          worksRoot: works.doc.documentElement.nodeName,
          urls,
        };
      });
      expect(read.robots).toContain(`Sitemap: ${siteOrigin()}/sitemap.xml`);
      expect(read.indexType).toMatch(/^application\/xml/);
      expect(read.indexErrors).toBe(0);
      expect(read.indexRoot).toBe('sitemapindex');
      expect(read.children.map((c) => new URL(c.loc).pathname)).toEqual([
        '/sitemaps/works-1.xml',
        '/sitemaps/articles-1.xml',
        '/sitemaps/companies-1.xml',
        '/sitemaps/shorts-1.xml',
      ]);
      for (const child of read.children) expect(Number.isNaN(Date.parse(child.lastmod))).toBe(false);
      expect(read.worksRoot).toBe('urlset');
      expect(read.urls.length).toBeGreaterThan(0);
      expect(read.urls.map((u) => u.loc)).toContain(`${siteOrigin()}/works/${ids.work}`);
      for (const url of read.urls) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
