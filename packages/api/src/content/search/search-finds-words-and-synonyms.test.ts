/**
 * Search: Traditional-Chinese words and synonyms — "浴室" finds what "衛浴" finds,
 * "30坪裝修預算" finds something — and every suggested keyword of the header finds at least one
 * result on the demo content.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { synonymsOf, wordsOf } from './search-words.ts';

describe('search words (unit)', () => {
  it('splits a keyword into words with ICU, joining lone characters, leaving numbers out', () => {
    expect(wordsOf('30坪裝修預算')).toEqual(['裝修', '預算']);
    expect(wordsOf('老屋翻新')).toEqual(['老屋', '翻新']);
    expect(wordsOf('系統櫃')).toEqual(['系統櫃']);
    expect(wordsOf('主臥衣櫃')).toEqual(['主臥', '衣櫃']);
    expect(wordsOf('2024')).toEqual([]);
  });

  it('a word matches its synonym group', () => {
    expect(synonymsOf('浴室')).toContain('衛浴');
    expect(synonymsOf('衛浴')).toContain('浴室');
    expect(synonymsOf('預算')).toContain('費用');
    expect(synonymsOf('沒有同義詞')).toEqual(['沒有同義詞']);
  });
});

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  interface Found {
    works: { total: number };
    articles: { total: number };
    companies: { total: number };
  }
  const found = async (keyword: string): Promise<Found> =>
    (await h.call('GET', `/hyperf/search/results?keyword=${encodeURIComponent(keyword)}&per_page=1`)).body
      .data;
  const total = (f: Found) => f.works.total + f.articles.total + f.companies.total;

  it('浴室 finds works as 衛浴 does; 浴廁 and 廁所 too', async () => {
    const bath = await found('衛浴');
    expect(bath.works.total).toBeGreaterThan(0);
    for (const synonym of ['浴室', '浴廁', '廁所']) {
      const other = await found(synonym);
      expect(other.works.total, synonym).toBeGreaterThan(0);
    }
  });

  it('companies are found by words and synonyms too: 舊屋翻修 finds those that renovate old houses', async () => {
    // No introduction says 舊屋翻修; some say 老屋翻新 or 中古屋改造 (the same words, other synonyms).
    expect((await found('舊屋翻修')).companies.total).toBeGreaterThan(0);
    expect((await found('報價透明')).companies.total).toBe((await found('預算透明')).companies.total);
    expect((await found('預算透明')).companies.total).toBeGreaterThan(0);
  });

  it('30坪裝修預算 finds articles (its words 裝修 and 預算, or their synonyms)', async () => {
    expect((await found('30坪裝修預算')).articles.total).toBeGreaterThan(0);
  });

  it('every suggested keyword of the header finds at least one result', async () => {
    const keywords = (await h.call('GET', '/hyperf/search/input/keywords')).body.data as string[];
    expect(keywords.length).toBeGreaterThan(3);
    for (const keyword of keywords) expect(total(await found(keyword)), keyword).toBeGreaterThan(0);
  });
});
