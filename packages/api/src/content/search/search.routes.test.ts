import { CONTENT_CONTRACTS } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkDocumentedAnswers } from '../../testing/documented-answers.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { parseKeyword } from './search-terms.ts';

describe('search keyword reading (unit)', () => {
  it('takes styles, spaces, housing types and regions out of a word; the rest is text', () => {
    expect(parseKeyword('北歐風客廳')).toEqual([
      { styleIds: [12], spaceIds: [1], housingTypes: [], regionIds: [], word: '北歐風客廳', text: [] },
    ]);
    expect(parseKeyword('台北 老屋翻新')[0]!.regionIds).toEqual([1]);
    expect(parseKeyword('開放式廚房兩房')[0]).toMatchObject({ spaceIds: [5], text: ['開放式', '兩房'] });
    expect(parseKeyword('小坪數收納')[0]).toMatchObject({ styleIds: [], text: ['小坪數', '收納'] });
  });
});

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = checkDocumentedAnswers(await createHarness({ lane }), CONTENT_CONTRACTS);
  });
  afterAll(() => h.close());

  const search = (query: string) => h.call('GET', `/hyperf/search/results?${query}`);

  it('GET /hyperf/search/input/keywords answers a data array of strings', async () => {
    const answer = await h.call('GET', '/hyperf/search/input/keywords');
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(3);
    expect(answer.body.data.every((k: unknown) => typeof k === 'string')).toBe(true);
  });

  it('type=all answers works, articles and companies for a style-and-space keyword', async () => {
    const data = (await search(`keyword=${encodeURIComponent('北歐風客廳')}&per_page=5`)).body.data;
    expect(data.keyword).toBe('北歐風客廳');
    expect(data.works.total).toBeGreaterThan(0);
    expect(data.works.items.every((w: { style: { id: number } }) => w.style.id === 12)).toBe(true);
    expect(data.articles.total).toBeGreaterThan(0);
    expect(data.companies.total).toBeGreaterThan(0);
  });

  it('finds a work by a word of its title and a company by its name', async () => {
    const first = (await h.call('GET', '/hyperf/works/list?per_page=1')).body.data.items[0];
    const word = first.title.split('｜')[1];
    const works = (await search(`keyword=${encodeURIComponent(word)}&type=work`)).body.data;
    expect(works.items.map((w: { id: number }) => w.id)).toContain(first.id);
    const company = first.company.name;
    const companies = (await search(`keyword=${encodeURIComponent(company)}&type=company`)).body.data;
    expect(companies.items[0].name).toBe(company);
    expect(companies).toMatchObject({ type: 'company', page: 1, per_page: 20 });
  });

  it('nothing found is an empty page; bad keywords and types are 422', async () => {
    const none = (await search(`keyword=${encodeURIComponent('查無此字xyz')}`)).body.data;
    expect(none.works.total + none.articles.total + none.companies.total).toBe(0);
    expect((await search('keyword=%25%25&type=article')).body.data.total).toBe(0);
    for (const query of [
      '',
      'keyword=%20',
      `keyword=${'a'.repeat(51)}`,
      'keyword=a&type=video',
      'keyword=a&page=1001',
    ]) {
      const answer = await search(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
