/**
 * The works, company, review and ranking pages on the real server: status, `<title>`,
 * description, the one `<h1>`, and each page's key content — the filters in the URL, the work
 * detail's gallery tabs, floor plans and the .html redirect, the 404s of docs/spec/platform.md#errors, the
 * companies'
 * on-site and Google ratings.
 */
import {
  BUDGET_RANGES,
  companyMessages,
  contentMessages,
  errorPageMessages,
  format,
  openBoxMessages,
  quoteMessages,
  rankingMessages,
  recommendationMessages,
  siteMessages,
  themeMessages,
  videoMessages,
  worksMessages,
} from '@renovo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, getPage, h1Of, metaOf, textOf, titleOf } from '../harness/site.ts';

interface Envelope<T> {
  data: T;
}

interface DetailImage {
  id: number;
  space_cn: string;
}

interface Detail {
  title: string;
  is_represent_work: number;
  floor_plan_label: string;
  images: DetailImage[];
  represent_data: { construction_images: DetailImage[] } | null;
  company: { id: number; name: string };
}

/** Seeded ids found through the API before the pages are asked. */
let ids: {
  represent: number;
  plain: number;
  photo: number;
  plan: number | undefined;
  construction: number;
  company: number;
  companyName: string;
};
let represent: Detail;

const title = (name: string) => `${name}｜${siteMessages.name}`;

/** A page that must render: 200, titled, described, one h1. */
async function page(path: string) {
  const answer = await getPage(path);
  expect(answer.status, path).toBe(200);
  expect(metaOf(answer.html, 'description')?.length ?? 0, path).toBeGreaterThan(0);
  expect(h1Of(answer.html), path).toHaveLength(1);
  return { ...answer, text: textOf(answer.html) };
}

beforeAll(async () => {
  const good = await api<Envelope<{ items: { id: number }[] }>>('/hyperf/works/represent_works?per_page=1');
  const all = await api<Envelope<{ items: { id: number; is_represent_work: number }[] }>>(
    '/hyperf/works/list?per_page=50',
  );
  const companies = await api<Envelope<{ items: { id: number; name: string }[] }>>(
    '/hyperf/companies/list?per_page=1',
  );
  const representId = good.data.items[0]!.id;
  represent = (await api<Envelope<Detail>>(`/v1/works/detail?id=${representId}`)).data;
  const photo = represent.images.find((img) => img.space_cn !== represent.floor_plan_label)!;
  const plan = represent.images.find((img) => img.space_cn === represent.floor_plan_label);
  ids = {
    represent: representId,
    plain: all.data.items.find((w) => w.is_represent_work === 0)!.id,
    photo: photo.id,
    plan: plan?.id,
    construction: represent.represent_data!.construction_images[0]!.id,
    company: companies.data.items[0]!.id,
    companyName: companies.data.items[0]!.name,
  };
});

describe('works lists', () => {
  it('/works: the filter lists of docs/spec/quotes.md#entities and the region, sort, cards and page links', async () => {
    const { html, text } = await page('/works');
    expect(titleOf(html)).toBe(title(worksMessages.listTitle));
    for (const label of Object.values(worksMessages.filters)) expect(text).toContain(label);
    for (const option of ['北歐風', '客廳', '新成屋', '31-50萬', '10坪以下', '臺北市', '最新', '熱門']) {
      expect(text).toContain(option);
    }
    expect(text).toMatch(/共 \d+ 件作品/);
    expect(html).toMatch(/href="\/works\/\d+"/);
    expect(html).toMatch(/href="\/company\/\d+"/);
    expect(html).toContain('href="/works?page=2"');
    expect(html).toContain('rel="next"');
    for (const img of html.match(/<img\b[^>]*class="?[^>]*>/g) ?? []) {
      expect(img).toMatch(/width="\d+"/);
      expect(img).toMatch(/alt="/);
    }
  });

  it('filters live in the URL: the title names them, the option is current, links keep them', async () => {
    const { html } = await page('/works?style_id=12&area=21-35&sort=popular');
    expect(titleOf(html)).toBe(title(`北歐風・21-35坪${worksMessages.listTitle}`));
    // The chosen options are marked; the other links keep the filters and the sort.
    expect(html).toMatch(/aria-current="true"[^>]*>北歐風</);
    expect(html).toMatch(/aria-current="true"[^>]*>21-35坪</);
    expect(html).toContain('href="/works?style_id=12&amp;area=21-35"');
    expect(html).toContain('href="/works?style_id=12&amp;space_id=1&amp;area=21-35&amp;sort=popular"');
    const popular = await page('/works?sort=popular');
    expect(popular.html).toContain('href="/works?sort=popular&amp;page=2"');
  });

  it('an unknown filter value reads as "any"; a page past the end shows the empty state', async () => {
    const odd = await page('/works?style_id=999&budget=cheap');
    expect(titleOf(odd.html)).toBe(title(worksMessages.listTitle));
    const past = await page('/works?page=900');
    expect(past.text).toContain(worksMessages.empty);
    expect(past.text).toContain(worksMessages.clearFilters);
  });

  it('/works/good: represent works with the NEW tag', async () => {
    const { html, text } = await page('/works/good');
    expect(titleOf(html)).toBe(title(worksMessages.goodTitle));
    expect(h1Of(html)[0]).toBe(`${worksMessages.goodTitle}${siteMessages.newTag}`);
    expect(text).toContain(worksMessages.representBadge);
    expect(html).toContain(`href="/works/${ids.represent}"`);
  });
});

describe('work detail (docs/spec/platform.md#routes-and-overlays, docs/spec/session.md#entities)', () => {
  it('renders the work: title, facts, company, gallery tabs, floor plans, favourite and quote entry', async () => {
    const { html, text } = await page(`/works/${ids.represent}`);
    expect(titleOf(html)).toBe(title(represent.title));
    expect(h1Of(html)[0]).toContain(represent.title);
    expect(html).toMatch(/role="tab"[^>]*id="work-tab-1"/);
    expect(html).toMatch(/role="tab"[^>]*id="work-tab-2"/);
    expect(text).toContain(worksMessages.tabs.photos);
    expect(text).toContain(worksMessages.tabs.construction);
    expect(html).toContain(`href="/works/${ids.represent}/${ids.photo}"`);
    if (ids.plan !== undefined) {
      expect(text).toContain(represent.floor_plan_label);
      // A floor plan is shown but is no viewer link.
      expect(html).not.toContain(`href="/works/${ids.represent}/${ids.plan}"`);
    }
    expect(text).toContain(represent.company.name);
    expect(html).toContain(`href="/company/${represent.company.id}"`);
    expect(html).toMatch(/class="favourite-button"[^>]*aria-pressed="false"/);
    expect(text).toContain(quoteMessages.basicButton);
    expect(text).toContain(worksMessages.recommendedTitle);
    expect(html).toMatch(/rel="(prev|next)"/);
    expect(metaOf(html, 'description')).toContain(represent.company.name);
  });

  it('same_quotation and same_layout: blocks of works in the budget range and with as many rooms', async () => {
    type Facts = { budget_wan: number; layout: { room: number } };
    const facts = (id: number) => api<Envelope<Facts>>(`/v1/works/detail?id=${id}`).then((a) => a.data);
    const work = await facts(ids.plain);
    const range = BUDGET_RANGES.find(
      (r) => r.min != null && r.min <= work.budget_wan && (r.max == null || work.budget_wan <= r.max),
    )!;
    const { html, text } = await page(`/works/${ids.plain}`);
    /** The work ids linked from the block marked `flag`. */
    const block = (flag: string) => {
      const section =
        html.match(new RegExp(`<section[^>]*data-exposure="${flag}"[\\s\\S]*?</section>`))?.[0] ?? '';
      return { section, ids: [...section.matchAll(/href="\/works\/(\d+)"/g)].map((m) => Number(m[1])) };
    };
    const sameBudget = block('same_quotation');
    expect(text).toContain(worksMessages.sameQuotationTitle);
    expect(sameBudget.ids.length).toBeGreaterThan(0);
    expect(sameBudget.ids).not.toContain(ids.plain);
    expect(sameBudget.section).toContain(`href="/works?budget=${range.value}"`);
    for (const id of sameBudget.ids) {
      const other = await facts(id);
      expect(other.budget_wan).toBeGreaterThanOrEqual(range.min!);
      if (range.max != null) expect(other.budget_wan).toBeLessThanOrEqual(range.max);
    }
    const sameLayout = block('same_layout');
    expect(text).toContain(format(worksMessages.sameLayoutTitle, { room: work.layout.room }));
    expect(sameLayout.ids.length).toBeGreaterThan(0);
    expect(sameLayout.ids).not.toContain(ids.plain);
    for (const id of sameLayout.ids) expect((await facts(id)).layout.room).toBe(work.layout.room);
  });

  it('a plain work has the photos tab only', async () => {
    const { html } = await page(`/works/${ids.plain}`);
    expect(html).not.toContain('role="tablist"');
    expect(html).not.toContain(worksMessages.tabs.construction);
  });

  it('a path ending in .html is redirected to the same path without it', async () => {
    const plain = await getPage(`/works/${ids.represent}.html`);
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`/works/${ids.represent}`);
    const query = await getPage(`/works/${ids.represent}.html?from=old`);
    expect(query.headers.get('location')).toBe(`/works/${ids.represent}?from=old`);
  });

  it("works detail code not 200 → 404 '抱歉！您訪問的作品已不存在……'", async () => {
    const { status, html } = await getPage('/works/987654');
    expect(status).toBe(404);
    expect(titleOf(html)).toBe(title(worksMessages.notFound));
    expect(h1Of(html)).toEqual([worksMessages.notFound]);
  });

  it('an id that is not a number fails the route rule: 404 "Page Not Found: {path}"', async () => {
    for (const path of ['/works/abc', '/works/0', '/works/12/photo-x', '/works/1x/photo']) {
      const { status, html } = await getPage(path);
      expect(status, path).toBe(404);
      expect(titleOf(html), path).toBe(title(format(errorPageMessages.pageNotFound, { path })));
    }
  });

  it('/works/{id}/{pid}: one photo with its space and neighbours; an unknown photo is a 404', async () => {
    const { html, text } = await page(`/works/${ids.represent}/${ids.photo}`);
    const photo = represent.images.find((img) => img.id === ids.photo)!;
    expect(titleOf(html)).toBe(
      title(format(worksMessages.photoTitle, { work: represent.title, space: photo.space_cn })),
    );
    expect(text).toContain(worksMessages.backToWork);
    expect(html).toContain(`href="/works/${ids.represent}"`);
    const construction = await page(`/works/${ids.represent}/${ids.construction}`);
    expect(construction.html).toContain('aria-current="page"');
    const missing = await getPage(`/works/${ids.represent}/987654321`);
    expect(missing.status).toBe(404);
  });

  it('/works/{id}/photo: every photo by space, construction stages, floor plans last', async () => {
    const { html, text } = await page(`/works/${ids.represent}/photo`);
    expect(titleOf(html)).toBe(title(format(worksMessages.allPhotosTitle, { work: represent.title })));
    expect(html).toContain(`href="/works/${ids.represent}/${ids.photo}"`);
    expect(html).toContain(`href="/works/${ids.represent}/${ids.construction}"`);
    if (ids.plan !== undefined) expect(text).toContain(represent.floor_plan_label);
  });
});

describe('companies, reviews and rankings', () => {
  it('/company: filters, sort and company cards with their ratings', async () => {
    const { html, text } = await page('/company');
    expect(titleOf(html)).toBe(title(companyMessages.listTitle));
    for (const label of [companyMessages.filters.region, companyMessages.filters.style])
      expect(text).toContain(label);
    for (const sort of Object.values(companyMessages.sorts)) expect(text).toContain(sort);
    expect(text).toMatch(/共 \d+ 家設計公司/);
    expect(html).toContain(`href="/company/${ids.company}"`);
    expect(html).toMatch(/role="img" aria-label="5 顆星中的 [\d.]+ 顆星"/);
    const sorted = await page('/company?sort=works&region_id=1');
    expect(sorted.html).toMatch(
      /aria-current="true"[^>]*>作品數|href="\/company\?region_id=1&amp;sort=works" aria-current="true"/,
    );
  });

  it('/company/{id}: profile, works, on-site ratings and Google comments', async () => {
    const { html, text } = await page(`/company/${ids.company}`);
    expect(titleOf(html)).toBe(title(format(companyMessages.detailTitle, { name: ids.companyName })));
    expect(h1Of(html)).toEqual([ids.companyName]);
    for (const heading of [
      companyMessages.profileTitle,
      companyMessages.worksTitle,
      companyMessages.reviewsTitle,
      companyMessages.googleTitle,
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toContain(companyMessages.distribution);
    expect(text).toMatch(/\d+ 則 Google 評價|尚無 Google 評價/);
    expect(text).toContain(quoteMessages.basicButton);
    expect(html).toMatch(/href="\/works\/\d+"/);
  });

  it('/company/{id}: a missing company is a 404, a non-numeric id fails the route rule', async () => {
    const missing = await getPage('/company/987654');
    expect(missing.status).toBe(404);
    expect(titleOf(missing.html)).toBe(title(contentMessages.companyNotFound));
    const bad = await getPage('/company/acme');
    expect(bad.status).toBe(404);
    expect(titleOf(bad.html)).toBe(title('Page Not Found: /company/acme'));
  });

  it('/reviews/on-site: reviews with score, company and filters', async () => {
    const { html, text } = await page('/reviews/on-site');
    expect(titleOf(html)).toBe(title(companyMessages.onSiteTitle));
    expect(text).toMatch(/共 \d+ 則評價/);
    expect(text).toContain(companyMessages.filters.score);
    expect(text).toContain(companyMessages.reviewSorts.scoreHigh);
    expect(html).toMatch(/href="\/company\/\d+"/);
    const five = await page('/reviews/on-site?score=5');
    expect(five.html).not.toMatch(/aria-label="5 顆星中的 [1-4]\.0 顆星"/);
  });

  it('/reviews/off-site: the companies with their Google score and latest comments', async () => {
    const { html, text } = await page('/reviews/off-site');
    expect(titleOf(html)).toBe(title(companyMessages.offSiteTitle));
    expect(text).toMatch(/\d+ 則 Google 評價/);
    expect(html).toMatch(/href="\/company\/\d+#company-google"/);
  });

  it('/reputation-ranking: companies with their rank', async () => {
    const { html, text } = await page('/reputation-ranking');
    expect(titleOf(html)).toBe(title(companyMessages.rankingTitle));
    expect(text).toContain(format(companyMessages.rank, { n: 1 }));
    expect(text).toContain(format(companyMessages.rank, { n: 2 }));
  });

  it('/ranking/list: the three boards', async () => {
    const { html, text } = await page('/ranking/list');
    expect(titleOf(html)).toBe(title(rankingMessages.title));
    for (const board of [
      rankingMessages.reputation,
      rankingMessages.mostWorks,
      rankingMessages.popularWorks,
    ]) {
      expect(text).toContain(board);
    }
    expect(html).toMatch(/href="\/works\/\d+"/);
    expect(html).toContain('href="/reputation-ranking"');
  });
});

describe('hub pages', () => {
  it('/recommendation: articles, represent works and companies', async () => {
    const { html, text } = await page('/recommendation');
    expect(titleOf(html)).toBe(title(recommendationMessages.title));
    expect(text).toContain(recommendationMessages.articles);
    expect(html).toMatch(/href="\/article\/\d+"/);
    expect(html).toMatch(/href="\/works\/\d+"/);
    expect(html).toMatch(/href="\/company\/\d+"/);
  });

  it('/theme lists the style themes; /theme?id= shows one (where /v2/theme/{n} lands)', async () => {
    const list = await page('/theme');
    expect(titleOf(list.html)).toBe(title(themeMessages.title));
    expect(list.html).toContain('href="/theme?id=12"');
    const nordic = await page('/theme?id=12');
    const name = format(themeMessages.themeTitle, { name: '北歐風' });
    expect(titleOf(nordic.html)).toBe(title(name));
    expect(h1Of(nordic.html)).toEqual([name]);
    expect(nordic.html).toContain('href="/works?style_id=12"');
    const unknown = await page('/theme?id=4242');
    expect(titleOf(unknown.html)).toBe(title(themeMessages.title));
  });

  it('/video: the videos by category, linking to the player', async () => {
    const { html, text } = await page('/video');
    expect(titleOf(html)).toBe(title(videoMessages.title));
    expect(text).toMatch(/共 \d+ 部影片/);
    expect(html).toMatch(/href="\/shorts\?id=\d+"/);
    expect(text).toContain(videoMessages.mostPlayed);
  });

  it('/open-box-article: the unboxing articles', async () => {
    const { html, text } = await page('/open-box-article');
    expect(titleOf(html)).toBe(title(openBoxMessages.title));
    expect(text).toMatch(/共 \d+ 篇開箱/);
    expect(html).toMatch(/href="\/article\/\d+"/);
  });
});
