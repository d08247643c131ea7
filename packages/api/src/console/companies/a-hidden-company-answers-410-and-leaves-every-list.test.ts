/**
 * Rule (docs/spec/console.md#companies, #publishing): only published companies and works are
 * public. A company taken off the site answers 410 on its page and leaves the company list, the
 * name search, the site search and the sitemap; its works vanish with it (lists, sitemap, their
 * pages 410). A company or work that was never published (a draft) is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

const NAME = '隱藏測試設計公司';

describe.each(DATABASE_LANES)('a hidden company on %s', (lane) => {
  let h: TestHarness;
  let editor: Record<string, string>;
  let companyId: number;
  let workId: number;

  const work = (companyId: number, title: string, status = 'published') => ({
    companyId,
    title,
    styleId: 1,
    housingType: 1,
    areaPing: 25,
    room: 2,
    hall: 1,
    bath: 1,
    budgetWan: 120,
    regionId: 1,
    status,
  });
  const sitemap = async (kind: string) => String((await h.call('GET', `/sitemaps/${kind}-1.xml`)).body);
  const listed = async () => ({
    list: JSON.stringify((await h.call('GET', '/hyperf/companies/list?per_page=50&sort=newest')).body.data),
    named: JSON.stringify(
      (await h.call('GET', `/api/search_company?keyword=${encodeURIComponent('隱藏測試')}`)).body,
    ),
    search: JSON.stringify(
      (await h.call('GET', `/hyperf/search/results?keyword=${encodeURIComponent('隱藏測試')}`)).body,
    ),
    works: (await h.call('GET', `/hyperf/works/list?company_id=${companyId}`)).body.data.total as number,
    companySitemap: (await sitemap('companies')).includes(`/company/${companyId}<`),
    workSitemap: (await sitemap('works')).includes(`/works/${workId}<`),
  });

  beforeAll(async () => {
    h = await createHarness({ lane });
    editor = (await signedInStaff(h, 'editor', 'hidden-editor@example.com')).write;
    companyId = (
      await h.call('POST', '/console/api/companies', {
        headers: editor,
        // Founded this year: the newest-first list shows it on its first page.
        body: companyBody(NAME, { taxId: null, status: 'published', foundedYear: new Date().getFullYear() }),
      })
    ).body.data.id;
    workId = (
      await h.call('POST', '/console/api/works', { headers: editor, body: work(companyId, '隱藏測試作品') })
    ).body.data.id;
  });
  afterAll(() => h.close());

  it('a published company and its work are on every list, the search and the sitemap', async () => {
    expect((await h.call('GET', `/v1/company/detail?id=${companyId}`)).status).toBe(200);
    expect((await h.call('GET', `/v1/works/detail?id=${workId}`)).status).toBe(200);
    const now = await listed();
    expect(now.list).toContain(NAME);
    expect(now.named).toContain(NAME);
    expect(now.search).toContain(NAME);
    expect(now).toMatchObject({ works: 1, companySitemap: true, workSitemap: true });
  });

  it('unpublished: its page answers 410, it and its works leave every list, the search and the sitemap', async () => {
    const hidden = await h.call('PATCH', `/console/api/companies/${companyId}`, {
      headers: editor,
      body: { status: 'unpublished' },
    });
    expect(hidden.status).toBe(200);
    const page = await h.call('GET', `/v1/company/detail?id=${companyId}`);
    expect(page.status).toBe(410);
    expect(page.body.message).toBe('這家設計公司已下架');
    expect((await h.call('GET', `/v1/company/rating?id=${companyId}`)).status).toBe(410);
    const workPage = await h.call('GET', `/v1/works/detail?id=${workId}`);
    expect(workPage.status).toBe(410);
    expect(workPage.body.message).toBe('這件作品已下架');
    const now = await listed();
    expect(now.list).not.toContain(NAME);
    expect(now.named).not.toContain(NAME);
    expect(now.search).not.toContain(NAME);
    expect(now).toMatchObject({ works: 0, companySitemap: false, workSitemap: false });
    expect((await h.call('GET', `/v1/company/from/work?id=${workId}`)).status).toBe(404);
  });

  it('a draft company or work, never published, is a 404', async () => {
    const draft = (
      await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody('草稿設計公司', { taxId: null }),
      })
    ).body.data.id;
    expect((await h.call('GET', `/v1/company/detail?id=${draft}`)).status).toBe(404);
    const published = (
      await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody('公開設計公司', { taxId: null, status: 'published' }),
      })
    ).body.data.id;
    const draftWork = (
      await h.call('POST', '/console/api/works', {
        headers: editor,
        body: work(published, '草稿作品', 'draft'),
      })
    ).body.data.id;
    expect((await h.call('GET', `/v1/works/detail?id=${draftWork}`)).status).toBe(404);
    expect((await h.call('GET', `/hyperf/works/list?company_id=${published}`)).body.data.total).toBe(0);
    // Published, then taken off: 410.
    await h.call('PATCH', `/console/api/works/${draftWork}`, {
      headers: editor,
      body: { status: 'published' },
    });
    expect((await h.call('GET', `/hyperf/works/list?company_id=${published}`)).body.data.total).toBe(1);
    await h.call('PATCH', `/console/api/works/${draftWork}`, {
      headers: editor,
      body: { status: 'unpublished' },
    });
    expect((await h.call('GET', `/v1/works/detail?id=${draftWork}`)).status).toBe(410);
    expect((await h.call('GET', `/hyperf/works/list?company_id=${published}`)).body.data.total).toBe(0);
  });
});
