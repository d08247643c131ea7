import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ArticleListQuerySchema,
  CompanyListQuerySchema,
  DetailIdQuerySchema,
  PaginationQuerySchema,
  RatingListQuerySchema,
  RecommendQuerySchema,
  SearchQuerySchema,
  ShortsListQuerySchema,
  WorksListQuerySchema,
} from './content-lists.schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('content list queries', () => {
  it('paging defaults to page 1 of 20 and reads query-string digits', () => {
    expect(z.parse(PaginationQuerySchema, {})).toEqual({ page: 1, per_page: 20 });
    expect(z.parse(PaginationQuerySchema, { page: '3', per_page: '50' })).toEqual({ page: 3, per_page: 50 });
    expect(z.parse(PaginationQuerySchema, { page: 2 })).toEqual({ page: 2, per_page: 20 });
  });

  it('bad paging fails with the zh-TW messages', () => {
    expect(messages(z.safeParse(PaginationQuerySchema, { page: '0' }))).toEqual([
      '頁碼須為 1 到 1000 的整數',
    ]);
    expect(messages(z.safeParse(PaginationQuerySchema, { page: '1001' }))).toEqual([
      '頁碼須為 1 到 1000 的整數',
    ]);
    expect(messages(z.safeParse(PaginationQuerySchema, { per_page: '51' }))).toEqual([
      '每頁筆數須為 1 到 50 的整數',
    ]);
    expect(messages(z.safeParse(PaginationQuerySchema, { per_page: '2.5' }))).toEqual([
      '每頁筆數須為 1 到 50 的整數',
    ]);
    expect(messages(z.safeParse(PaginationQuerySchema, { per_page: ['1', '2'] }))).toEqual([
      '每頁筆數須為 1 到 50 的整數',
    ]);
  });

  it('works filters: ids of the option lists, range values, any or empty for none', () => {
    expect(
      z.parse(WorksListQuerySchema, {
        style_id: '12',
        space_id: '1',
        housing_type: '6',
        budget: '101-200',
        area: '81+',
        region_id: '26',
        sort: 'popular',
      }),
    ).toMatchObject({
      style_id: 12,
      space_id: 1,
      housing_type: 6,
      budget: '101-200',
      area: '81+',
      region_id: 26,
      sort: 'popular',
    });
    const none = z.parse(WorksListQuerySchema, { style_id: 'any', budget: 'any', area: '', region_id: '' });
    expect(none).toMatchObject({
      style_id: undefined,
      budget: undefined,
      area: undefined,
      region_id: undefined,
    });
    expect(none.sort).toBe('newest');
    const bad = {
      style_id: '4',
      space_id: '7',
      housing_type: '9',
      budget: '1-30',
      area: '0-5',
      region_id: '9',
      sort: 'cheap',
    };
    expect(messages(z.safeParse(WorksListQuerySchema, bad)).sort()).toEqual(
      [
        '請選擇正確的風格',
        '請選擇正確的空間',
        '請選擇正確的屋況',
        '請選擇正確的預算範圍',
        '請選擇正確的坪數範圍',
        '請選擇正確的地區',
        '排序方式不正確',
      ].sort(),
    );
  });

  it('articles, shorts, companies and ratings take their own filters', () => {
    expect(z.parse(ArticleListQuerySchema, { label: '1', sub_label: '101' })).toMatchObject({
      label: 1,
      sub_label: 101,
    });
    expect(z.parse(ShortsListQuerySchema, { work_id: '8', per_page: '5' })).toMatchObject({
      work_id: 8,
      per_page: 5,
    });
    expect(z.parse(CompanyListQuerySchema, {}).sort).toBe('reputation');
    expect(messages(z.safeParse(RatingListQuerySchema, { score: '6' }))).toEqual(['評分須為 1 到 5 的整數']);
    expect(messages(z.safeParse(ArticleListQuerySchema, { label: 'x' }))).toEqual(['請選擇正確的文章分類']);
  });

  it('ids and recommendation limits', () => {
    expect(z.parse(DetailIdQuerySchema, { id: '42' })).toEqual({ id: 42 });
    expect(messages(z.safeParse(DetailIdQuerySchema, { id: '0' }))).toEqual(['請提供正確的編號']);
    expect(messages(z.safeParse(DetailIdQuerySchema, {}))).toEqual(['請提供正確的編號']);
    expect(z.parse(RecommendQuerySchema, { id: 3 })).toEqual({ id: 3, limit: 6 });
  });

  it('search: a trimmed keyword of 1–50 characters, no control characters, and a type', () => {
    expect(z.parse(SearchQuerySchema, { keyword: ' 北歐風 ' })).toMatchObject({
      keyword: '北歐風',
      type: 'all',
    });
    expect(messages(z.safeParse(SearchQuerySchema, { keyword: '  ' }))).toEqual(['請輸入搜尋關鍵字']);
    expect(messages(z.safeParse(SearchQuerySchema, {}))).toEqual(['請輸入搜尋關鍵字']);
    expect(messages(z.safeParse(SearchQuerySchema, { keyword: 'a'.repeat(51) }))).toEqual([
      '搜尋關鍵字最多 50 個字',
    ]);
    expect(messages(z.safeParse(SearchQuerySchema, { keyword: 'a\u0000b' }))).toEqual(['請輸入搜尋關鍵字']);
    expect(messages(z.safeParse(SearchQuerySchema, { keyword: 'a', type: 'video' }))).toEqual([
      '搜尋類型須為 all、work、article 或 company',
    ]);
  });
});
