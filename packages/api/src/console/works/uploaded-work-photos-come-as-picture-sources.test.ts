/**
 * Rule (docs/spec/console.md#works, #media-library): a work's photos added in the console are
 * media-library photos, and every public answer carries each as a `<picture>` — AVIF, WebP and
 * JPEG sources at the widths made, the photo's width and height — in the order staff put them,
 * grouped by space; the work's cover and its company's logo too. Drawn demo images stay plain URLs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody, readyPhoto } from '../../testing/console-content-for-tests.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

describe.each(DATABASE_LANES)('uploaded work photos on %s', (lane) => {
  let h: TestHarness;
  let workId: number;
  let companyId: number;
  let photos: number[];

  beforeAll(async () => {
    h = await createHarness({ lane });
    const editor = (await signedInStaff(h, 'editor', 'pictures-editor@example.com')).write;
    const logo = await readyPhoto(h, 'logo');
    photos = [await readyPhoto(h, 'kitchen'), await readyPhoto(h, 'living1'), await readyPhoto(h, 'living2')];
    companyId = (
      await h.call('POST', '/console/api/companies', {
        headers: editor,
        body: companyBody('照片測試設計', {
          taxId: null,
          logoMediaId: logo,
          status: 'published',
          verified: true,
        }),
      })
    ).body.data.id;
    workId = (
      await h.call('POST', '/console/api/works', {
        headers: editor,
        body: {
          companyId,
          title: '照片測試作品',
          styleId: 1,
          housingType: 1,
          areaPing: 28,
          room: 3,
          hall: 2,
          bath: 2,
          budgetWan: 150,
          regionId: 1,
          status: 'published',
          photos: [
            { mediaId: photos[0], spaceId: 5, caption: '中島廚房', alt: '白色中島廚房' },
            { mediaId: photos[1], spaceId: 1, caption: '', alt: '客廳' },
            { mediaId: photos[2], spaceId: 5, caption: '', alt: '廚房收納' },
          ],
        },
      })
    ).body.data.id;
  });
  afterAll(() => h.close());

  const isPicture = (picture: unknown) =>
    expect(picture).toMatchObject({
      width: 1600,
      height: 1200,
      src: expect.stringMatching(/\/uploads\/\w{20}\.jpg$/),
      sources: [
        {
          type: 'image/avif',
          srcset: expect.stringMatching(/^\S+\/uploads\/\w{20}\.avif 640w, \S+\.avif 1280w$/),
        },
        { type: 'image/webp', srcset: expect.stringMatching(/\.webp 640w, \S+\.webp 1280w$/) },
        { type: 'image/jpeg', srcset: expect.stringMatching(/\.jpg 640w, \S+\.jpg 1280w$/) },
      ],
    });

  it('the work detail carries each photo as a <picture>, grouped by space in the order given', async () => {
    const data = (await h.call('GET', `/v1/works/detail?id=${workId}`)).body.data;
    expect(data.images.map((i: { space_cn: string; alt: string }) => [i.space_cn, i.alt])).toEqual([
      ['廚房', '白色中島廚房'],
      ['廚房', '廚房收納'],
      ['客廳', '客廳'],
    ]);
    for (const image of data.images) isPicture(image.picture);
    expect(data.images[0].caption).toBe('中島廚房');
    expect(data.spaces).toEqual([
      { name: '廚房', start_index: 0, total: 2 },
      { name: '客廳', start_index: 2, total: 1 },
    ]);
    isPicture(data.cover_picture);
    expect(data.company).toMatchObject({ id: companyId, verified: true });
  });

  it('the works list and the company pages carry the cover and the logo as <picture>s', async () => {
    const list = (await h.call('GET', `/hyperf/works/list?company_id=${companyId}`)).body.data;
    isPicture(list.items[0].cover_picture);
    const company = (await h.call('GET', `/v1/company/detail?id=${companyId}`)).body.data;
    isPicture(company.logo_picture);
    expect(company).toMatchObject({
      verified: true,
      works_count: 1,
      phone: '02-2345-6789',
      website: 'https://example.com',
    });
  });

  it('drawn demo works keep plain image URLs (no picture)', async () => {
    const data = (await h.call('GET', '/v1/works/detail?id=1')).body.data;
    expect(data.cover_picture).toBeNull();
    expect(data.images.every((i: { picture: unknown }) => i.picture === null)).toBe(true);
  });
});
