/**
 * Every route of app/routes.ts against the built site on the real server: status, `<title>`,
 * description, one `<h1>`, the page frame, and the key content of the skeleton's own pages and
 * platform rules. Page helpers add the key content of their pages in their own files
 * (`test/routes/<page>.test.ts`) with `getPage` from `../harness/site.ts`.
 */
import {
  errorPageMessages,
  homeMessages,
  quoteMessages,
  siteMessages,
  styleTestMessages,
} from '@renovo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, getPage, h1Of, metaOf, textOf, titleOf } from '../harness/site.ts';

/** Real ids of the seeded content, found through the API before the pages are asked. */
interface Ids {
  work: number;
  image: number;
  article: number;
  company: number;
  /** The result pages' id: the submit's unguessable public_id. */
  quote: number | string;
  styleResult: number;
}

interface Envelope<T> {
  data: T;
}

let ids: Ids;

beforeAll(async () => {
  const works = await api<Envelope<{ items: { id: number }[] }>>('/hyperf/works/represent_works?per_page=1');
  const work = works.data.items[0]!.id;
  const detail = await api<Envelope<{ images: { id: number }[] }>>(`/v1/works/detail?id=${work}`);
  const articles = await api<Envelope<{ items: { id: number }[] }>>('/v1/article/list?per_page=1');
  const companies = await api<Envelope<{ items: { id: number }[] }>>('/hyperf/companies/list?per_page=1');
  const json = { 'Content-Type': 'application/json' };
  const quote = await api<Envelope<{ id: number; public_id: string }>>('/hyperf/valuation/v3/submit', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      region_id: 1,
      size: 30,
      mobile: '0912345678',
      accepted: 1,
      notice_version: '2026-11',
    }),
  });
  const style = await api<Envelope<{ id: number }>>('/hyperf/style/submit_test', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ image_ids: [1, 4, 7] }),
  });
  ids = {
    work,
    image: detail.data.images[0]!.id,
    article: articles.data.items[0]!.id,
    company: companies.data.items[0]!.id,
    quote: quote.data.public_id,
    styleResult: style.data.id,
  };
});

/** Pages whose title the spec gives exactly (docs/spec/platform.md#routes-and-overlays); every other title is "{page}｜{site}". */
const EXACT_TITLES: Record<string, string> = {
  '/style-test': styleTestMessages.title,
  '/style-test/result': styleTestMessages.resultTitle,
};

/** The pages (each route of routes.ts that renders a screen), by path; ids filled in later. */
const PAGES: readonly ((ids: Ids) => string)[] = [
  () => '/',
  () => '/login',
  () => '/login/bind',
  () => '/user-login',
  () => '/user/collect',
  () => '/jump-app?page_type=work&page_id=1',
  () => '/shorts/list',
  () => '/shorts',
  () => '/shorts/embed',
  () => '/video',
  () => '/article',
  (i) => `/article/${i.article}`,
  () => '/open-box-article',
  () => '/theme',
  () => '/land/heal',
  () => '/land/toto',
  () => '/land/compare',
  () => '/land/compare/evaluate-owner',
  () => '/land/resource-package',
  () => '/land/resource-package/lazy',
  () => '/land/decoration-quotes',
  () => '/reviews/on-site',
  () => '/reviews/off-site',
  () => '/reviews/write',
  (i) => `/reviews/write?company_id=${i.company}`,
  () => '/reputation-ranking',
  () => '/ranking/list',
  () => '/company',
  (i) => `/company/${i.company}`,
  () => '/recommendation',
  () => '/designer/recruit',
  () => '/works',
  () => '/works/good',
  (i) => `/works/${i.work}`,
  (i) => `/works/${i.work}/photo`,
  (i) => `/works/${i.work}/${i.image}`,
  () => '/style-test',
  (i) => `/style-test/result?id=${i.styleResult}`,
  () => '/decorationfrom',
  (i) => `/decorationfrom/result_v3?id=${i.quote}`,
  (i) => `/decorationfrom/result_copy?id=${i.quote}`,
  () => '/v2/teaching',
  () => '/v2/notice/250',
  () => '/search?keyword=%E5%AE%A2%E5%BB%B3',
  () => '/privacy/my-data',
];

describe('every page renders on the server', () => {
  for (const [index, pathOf] of PAGES.entries()) {
    it(`page ${index + 1}: ${pathOf({ work: 0, image: 0, article: 0, company: 0, quote: 0, styleResult: 0 }).replace(/\b0\b/g, '{id}')}`, async () => {
      const path = pathOf(ids);
      const { status, html, headers } = await getPage(path);
      expect(status, path).toBe(200);
      expect(headers.get('content-type')).toContain('text/html');
      expect(html).toContain('<html lang="zh-Hant-TW">');
      const exact = EXACT_TITLES[new URL(path, 'http://x').pathname];
      if (exact) expect(titleOf(html), path).toBe(exact);
      else expect(titleOf(html), path).toMatch(new RegExp(`(^|｜)${siteMessages.name}$`));
      expect(metaOf(html, 'description')?.length ?? 0, path).toBeGreaterThan(0);
      expect(h1Of(html), path).toHaveLength(1);
      expect(html).toContain('<main id="main"');
    });
  }
});

describe('home page', () => {
  it('renders the API content and the quote entry', async () => {
    const { html } = await getPage('/');
    const text = textOf(html);
    expect(titleOf(html)).toBe(`${homeMessages.title}｜${siteMessages.name}`);
    for (const heading of [
      homeMessages.works,
      homeMessages.articles,
      homeMessages.shorts,
      homeMessages.companies,
    ]) {
      expect(text).toContain(heading);
    }
    expect(html).toMatch(/href="\/works\/\d+"/);
    expect(html).toMatch(/href="\/article\/\d+"/);
    expect(html).toMatch(/href="\/company\/\d+"/);
    expect(text).toContain(quoteMessages.basicButton);
    expect(html).toContain('<renovo-quote');
    // Images carry their size and an alt.
    for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/height="\d+"/);
      expect(img).toMatch(/alt="/);
    }
  });

  it('has the header, the drawer and the region selector', async () => {
    const { html } = await getPage('/');
    expect(html).toContain('class="site-header"');
    expect(html).toMatch(/<nav class="main-nav" aria-label="主選單">/);
    expect(html).toMatch(/<a class="main-nav__link" aria-current="page" href="\/"/);
    expect(html).toMatch(/<dialog[^>]*class="drawer"/);
    expect(html).toContain(siteMessages.tagline);
    expect(html).toMatch(/class="search-box"[^>]*href="\/search\?keyword=/);
    expect(html).toMatch(/class="region-selector__button"/);
  });
});

describe('platform rules', () => {
  it('an unmatched route is a 404 "Page not found", on the error page', async () => {
    const { status, html } = await getPage('/no/such/page');
    expect(status).toBe(404);
    const message = 'Page not found';
    expect(titleOf(html)).toBe(`${message}｜${siteMessages.name}`);
    expect(h1Of(html)).toEqual([message]);
    expect(textOf(html)).toContain('404');
    expect(html).toMatch(new RegExp(`<a class="button" href="/"[^>]*>${errorPageMessages.backHome}</a>`));
  });

  it('the error page is not rendered for bots and crawlers', async () => {
    for (const agent of ['Googlebot/2.1', 'Chrome-Lighthouse', 'facebookexternalhit/1.1', 'AdsBot-Google']) {
      const { status, html } = await getPage('/no/such/page', { headers: { 'user-agent': agent } });
      expect(status, agent).toBe(404);
      // (The inlined stylesheet names the class; no element carries it.)
      expect(html, agent).not.toMatch(/class="error-page/);
      expect(titleOf(html), agent).toContain('Page not found');
    }
  });

  it('an unknown API path keeps the API answer', async () => {
    const { status, headers } = await getPage('/v1/no-such-call');
    expect(status).toBe(404);
    expect(headers.get('content-type')).toContain('application/json');
  });

  it('ad_id query → ad_id cookie for 2 hours', async () => {
    const { headers } = await getPage('/?ad_id=spring-2025');
    expect(headers.getSetCookie()).toContainEqual(
      expect.stringMatching(/^ad_id=spring-2025; .*Max-Age=7200/),
    );
  });

  it('the server-side redirect check: internal and external targets, trailing slash', async () => {
    const internal = await getPage('/works/list?style_id=1');
    expect(internal.status).toBe(301);
    expect(internal.headers.get('location')).toBe('/works?style_id=1');
    const slash = await getPage('/article/');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('location')).toBe('/article');
    const external = await getPage('/facebook');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toMatch(/^https:\/\//);
  });

  it('old links redirect: /v2/article/cate-id/{n} and /v2/theme/{n}', async () => {
    const article = await getPage('/v2/article/cate-id/3');
    expect(article.status).toBe(301);
    expect(article.headers.get('location')).toBe('/article?label=3');
    const theme = await getPage('/v2/theme/5');
    expect(theme.status).toBe(301);
    expect(theme.headers.get('location')).toBe('/theme?id=5');
    const bad = await getPage('/v2/theme/abc');
    expect(bad.status).toBe(404);
    expect(h1Of(bad.html)).toEqual(['Page Not Found: /v2/theme/abc']);
  });

  it('work detail: a path ending in .html redirects to the same path without it', async () => {
    const { status, headers } = await getPage(`/works/${ids.work}.html`);
    expect([301, 302, 308]).toContain(status);
    expect(headers.get('location')).toBe(`/works/${ids.work}`);
  });

  it('/style-test/_logic/transform stores the picks and opens the result', async () => {
    const { status, headers } = await getPage('/style-test/_logic/transform?image_ids=1,4,7&skipAuth=1');
    expect(status).toBe(303);
    expect(headers.get('location')).toMatch(/^\/style-test\/result\?id=\d+&skipAuth=1$/);
  });

  it('/style-test/result/_logic/survey answers the survey as JSON', async () => {
    const { status, html, headers } = await getPage('/style-test/result/_logic/survey');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    const body = JSON.parse(html) as {
      code: number;
      data: { info: { questions: unknown[] }; enabled: boolean };
    };
    expect(body.code).toBe(200);
    expect(body.data.info.questions.length).toBeGreaterThan(0);
  });

  it('client navigations (data requests) get the same redirect check and 404', async () => {
    const redirect = await getPage('/works/list.data');
    expect(redirect.status).toBe(202);
    expect(redirect.html).toContain('/works');
    const missing = await getPage('/no/such/page.data');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
  });

  it('static files: hashed assets immutable, /version.json revalidated', async () => {
    const { html } = await getPage('/');
    // The stylesheets are inlined, each named by its file (route-styles.tsx).
    const asset = /<style[^>]*data-href="(\/assets\/[^" ]+\.css)[" ]/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const css = await getPage(asset!, { headers: { 'accept-encoding': 'br' } });
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toContain('immutable');
    expect(css.headers.get('content-encoding')).toBe('br');
    const version = await getPage('/version.json');
    expect(version.status).toBe(200);
    expect(version.headers.get('cache-control')).toContain('must-revalidate');
    expect(JSON.parse(version.html)).toEqual({ version: expect.any(String) });
  });
});
