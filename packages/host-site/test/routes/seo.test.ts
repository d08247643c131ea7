/**
 * Search engines and sharing on the server-rendered pages: every page has one
 * canonical link and an equal og:url, absolute on the site's origin (SITE_ORIGIN, never the
 * request's Host or X-Forwarded-Host); detail pages name a 1200 × 630 PNG og:image that the
 * server really answers; JSON-LD of the right type on each page type and a BreadcrumbList on
 * every page; a review holding `</script>` cannot break out of the JSON-LD.
 */
import { request } from 'node:http';
import { navMessages } from '@renovo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, getPage, publishReview, siteOrigin } from '../harness/site.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

interface Envelope<T> {
  data: T;
}
const json = { 'Content-Type': 'application/json' };

/** The `content`/`href` of every tag matching `pattern` (attribute order as React writes it). */
function all(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) => m[1]!.replaceAll('&amp;', '&'));
}
const canonicalsOf = (html: string) => all(html, /<link rel="canonical" href="([^"]*)"/g);
const ogUrlsOf = (html: string) => all(html, /<meta property="og:url" content="([^"]*)"/g);
const ogImagesOf = (html: string) => all(html, /<meta property="og:image" content="([^"]*)"/g);

/** Every JSON-LD document of the page, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
const typesOf = (html: string) => jsonLdOf(html).map((d) => d['@type']);

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Uint8Array): [number, number] {
  expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

let ids: { work: number; article: number; company: number; short: number };

beforeAll(async () => {
  type Items<T> = Envelope<{ items: T[] }>;
  const first = async (path: string) => (await api<Items<{ id: number }>>(path)).data.items[0]!.id;
  const companies = await api<Items<{ id: number; rating_count: number }>>(
    '/hyperf/companies/list?per_page=20',
  );
  ids = {
    work: await first('/hyperf/works/list?per_page=1'),
    article: await first('/v1/article/list?per_page=1'),
    company: companies.data.items.find((c) => c.rating_count > 0)!.id,
    short: await first('/v1/shorts/list?per_page=1'),
  };
});

describe('canonical link and og:url', () => {
  it('every page has exactly one canonical link and one equal og:url, absolute, without tracking query', async () => {
    const origin = siteOrigin();
    const pages: [string, string][] = [
      ['/', '/'],
      ['/works?itm_source=x', '/works'],
      [`/works/${ids.work}?utm_source=line`, `/works/${ids.work}`],
      [`/works/${ids.work}/photo`, `/works/${ids.work}/photo`],
      ['/article', '/article'],
      [`/article/${ids.article}?from=share`, `/article/${ids.article}`],
      ['/company', '/company'],
      [`/company/${ids.company}`, `/company/${ids.company}`],
      [`/shorts?id=${ids.short}&utm_medium=x`, `/shorts?id=${ids.short}`],
      [`/shorts/embed?id=${ids.short}`, `/shorts?id=${ids.short}`],
      ['/shorts/list', '/shorts/list'],
      ['/reputation-ranking', '/reputation-ranking'],
      ['/terms', '/terms'],
      ['/privacy', '/privacy'],
      ['/search?keyword=%E8%A1%9B%E6%B5%B4&type=all&utm_source=x', '/search?keyword=%E8%A1%9B%E6%B5%B4'],
    ];
    for (const [path, canonical] of pages) {
      const page = await getPage(path);
      expect(page.status, path).toBe(200);
      expect(canonicalsOf(page.html), path).toEqual([`${origin}${canonical}`]);
      expect(ogUrlsOf(page.html), path).toEqual([`${origin}${canonical}`]);
    }
  });

  it('search: a suggested keyword that finds something may be indexed; other searches are noindex', async () => {
    const robots = (html: string) => html.match(/<meta name="robots" content="([^"]*)"/)?.[1] ?? null;
    const suggested = (await api<{ data: string[] }>('/hyperf/search/input/keywords')).data;
    const keyword = encodeURIComponent(suggested[0]!);
    expect(robots((await getPage(`/search?keyword=${keyword}`)).html)).toBeNull();
    for (const path of [
      `/search?keyword=${keyword}&page=2&type=work`,
      `/search?keyword=${keyword}&type=article`,
      `/search?keyword=${encodeURIComponent('北歐風衛浴')}`,
      `/search?keyword=${encodeURIComponent('找不到的字zzz')}`,
      '/search',
    ]) {
      expect(robots((await getPage(path)).html), path).toBe('noindex, follow');
    }
  });

  it('an error page has neither', async () => {
    const page = await getPage('/no/such-page');
    expect(page.status).toBe(404);
    expect(canonicalsOf(page.html)).toEqual([]);
    expect(ogUrlsOf(page.html)).toEqual([]);
  });

  it('ignores X-Forwarded-Proto/Host when the server trusts no proxy (TRUST_PROXY unset)', async () => {
    const page = await getPage(`/works/${ids.work}`, {
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(canonicalsOf(page.html)).toEqual([`${siteOrigin()}/works/${ids.work}`]);
    expect(page.html).not.toContain('evil.example');
  });
});

describe('og:image is a raster share image', () => {
  it('works, articles, companies and shorts name a 1200 × 630 PNG the server answers', async () => {
    for (const path of [
      `/works/${ids.work}`,
      `/article/${ids.article}`,
      `/company/${ids.company}`,
      `/shorts?id=${ids.short}`,
    ]) {
      const page = await getPage(path);
      const [image, ...more] = ogImagesOf(page.html);
      expect(more, path).toEqual([]);
      expect(image, path).toMatch(new RegExp(`^${siteOrigin()}/media/share/[a-z]+/[^/]+\\.png$`));
      expect(page.html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(page.html).toContain('<meta property="og:image:height" content="630"/>');
      expect(page.html).toContain('<meta property="og:image:type" content="image/png"/>');
      const response = await fetch(image!);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), image).toEqual([1200, 630]);
    }
  });
});

describe('JSON-LD', () => {
  it('each page type has its typed structured data, and every page a BreadcrumbList', async () => {
    const expected: [string, string | null][] = [
      [`/article/${ids.article}`, 'Article'],
      [`/company/${ids.company}`, 'HomeAndConstructionBusiness'],
      [`/works/${ids.work}`, 'ImageGallery'],
      [`/shorts?id=${ids.short}`, 'VideoObject'],
      ['/', null],
      ['/works', null],
      ['/terms', null],
    ];
    for (const [path, type] of expected) {
      const html = (await getPage(path)).html;
      const types = typesOf(html);
      expect(
        types.filter((t) => t === 'BreadcrumbList'),
        path,
      ).toHaveLength(1);
      if (type) expect(types, path).toContain(type);
      for (const doc of jsonLdOf(html)) expect(doc['@context'], path).toBe('https://schema.org');
    }
  });

  it('the breadcrumb leads home, to the section, to the page', async () => {
    const html = (await getPage(`/article/${ids.article}`)).html;
    const crumbs = jsonLdOf(html).find((d) => d['@type'] === 'BreadcrumbList')!.itemListElement as {
      position: number;
      name: string;
      item: string;
    }[];
    const article = (await api<Envelope<{ title: string }>>(`/v1/article/detail?id=${ids.article}`)).data;
    expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, navMessages.home, `${siteOrigin()}/`],
      [2, navMessages.article, `${siteOrigin()}/article`],
      [3, article.title, `${siteOrigin()}/article/${ids.article}`],
    ]);
  });

  it('a company has its AggregateRating and its reviews as Review', async () => {
    const html = (await getPage(`/company/${ids.company}`)).html;
    const business = jsonLdOf(html).find((d) => d['@type'] === 'HomeAndConstructionBusiness')!;
    const detail = (
      await api<Envelope<{ name: string; rating: number; rating_count: number }>>(
        `/v1/company/detail?id=${ids.company}`,
      )
    ).data;
    expect(business.name).toBe(detail.name);
    expect(detail.rating_count).toBeGreaterThan(0);
    expect(business.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: Number(detail.rating.toFixed(1)),
      reviewCount: detail.rating_count,
      bestRating: 5,
      worstRating: 1,
    });
    const reviews = business.review as { '@type': string; reviewRating: { ratingValue: number } }[];
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) {
      expect(review['@type']).toBe('Review');
      expect(review.reviewRating.ratingValue).toBeGreaterThanOrEqual(1);
    }
  });

  it('a review holding </script> stays inside the JSON-LD: the page runs nothing of it and parses back to the text', async () => {
    const mobile = '0912777001';
    await api('/v1/codes', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ medium: 'sms', type: 'login', username: mobile }),
    });
    const { data: code } = await api<Envelope<{ code: string }>>(`/v1/codes?username=${mobile}`);
    const login = await api<Envelope<{ access_token: string }>>('/v1/authorizations', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username: mobile,
        code: code.code,
        login_type: 'sms_code',
        accepted: 1,
        notice_version: '2026-11',
      }),
    });
    const member = { ...json, Authorization: `Bearer ${login.data.access_token}` };
    const scores = { design: 5, construction: 5, service: 5, budget: 5, schedule: 5 };
    const one = await api<Envelope<{ id: number }>>('/api/ratings/submit_step_one', {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ company_id: ids.company, scores }),
    });
    const evil = '好設計</script><script>window.__pwned=1</script><!-- & \u2028 結束';
    await api('/api/ratings/submit_step_two', {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ id: one.data.id, labels: ['溝通順暢'], content: evil }),
    });
    // Reviews are public once an editor publishes them.
    await publishReview(one.data.id);
    const html = (await getPage(`/company/${ids.company}`)).html;
    expect(html).not.toContain('</script><script>window.__pwned');
    const business = jsonLdOf(html).find((d) => d['@type'] === 'HomeAndConstructionBusiness')!;
    const bodies = (business.review as { reviewBody?: string }[]).map((r) => r.reviewBody);
    expect(bodies).toContain(evil);
  });
});

describe('a forged Host never reaches canonical, og:url or the sitemap (SITE_ORIGIN decides)', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack({ env: { TRUST_PROXY: '1', SITE_ORIGIN: 'https://www.renovo.example' } });
  });
  afterAll(() => stack?.close());

  /** GET with a forged Host and X-Forwarded-Host (fetch cannot set Host). */
  function forged(path: string): Promise<string> {
    const { port } = new URL(stack.origin);
    return new Promise((resolve, reject) => {
      const headers = {
        host: 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'evil.example',
      };
      const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('canonical, og:url, og:image, JSON-LD and the sitemap are on SITE_ORIGIN', async () => {
    const html = await forged(`/works/${ids.work}`);
    const https = 'https://www.renovo.example';
    expect(canonicalsOf(html)).toEqual([`${https}/works/${ids.work}`]);
    expect(ogUrlsOf(html)).toEqual([`${https}/works/${ids.work}`]);
    expect(ogImagesOf(html)[0]).toMatch(/^https:\/\/www\.renovo\.example\/media\/share\//);
    const gallery = jsonLdOf(html).find((d) => d['@type'] === 'ImageGallery')!;
    expect(gallery.url).toBe(`${https}/works/${ids.work}`);
    const sitemap = await forged('/sitemap.xml');
    expect(sitemap).toContain(`<loc>${https}/sitemaps/works-1.xml</loc>`);
    expect(html + sitemap + (await forged('/robots.txt'))).not.toContain('evil.example');
  });
});
