import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/types.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import * as content from './content.api.ts';

const server = useTestServer();

const api = () => testClient(server.baseURL);

describe('Works detail, article detail, company from work', () => {
  it('GET /v1/works/detail?id=', async () => {
    await content.getWorksDetail(api(), { id: 4 });
    expect(server.last().path).toBe('/v1/works/detail');
    expect(server.last().query.get('id')).toBe('4');
  });
  it('GET /v1/article/detail?id=', async () => {
    await content.getArticleDetail(api(), { id: '7' });
    expect(server.last().path).toBe('/v1/article/detail');
    expect(server.last().query.get('id')).toBe('7');
  });
  it('company from work reads code 200 and data', async () => {
    server.handle = () => ({ body: { code: 200, data: { id: 9, name: '好設計' } } });
    expect(await content.getCompanyFromWork(api(), { id: 4 })).toEqual({
      code: 200,
      data: { id: 9, name: '好設計' },
    });
    expect(server.last().path).toBe('/v1/company/from/work');
  });
  it('Company from work: failure yields code 404', async () => {
    server.handle = () => ({ status: 500, body: { code: 500 } });
    await expect(content.getCompanyFromWork(api(), { id: 4 })).resolves.toEqual({ code: 404, data: null });
    server.handle = () => ({ status: 404, body: { code: 404, message: '找不到了' } });
    await expect(content.getCompanyFromWork(api(), { id: 4 })).resolves.toEqual({
      code: 404,
      data: null,
      message: '找不到了',
    });
  });
});

describe('Every content call uses the spec path', () => {
  const cases: [string, (client: ApiClient) => Promise<unknown>, string, string][] = [
    ['getCompanyDetail', (c) => content.getCompanyDetail(c, { id: 1 }), 'GET', '/v1/company/detail'],
    ['getCompanyRating', (c) => content.getCompanyRating(c), 'GET', '/v1/company/rating'],
    [
      'getCompanyGoogleComments',
      (c) => content.getCompanyGoogleComments(c),
      'GET',
      '/v1/company/google_comments',
    ],
    ['getArticleList', (c) => content.getArticleList(c, { page: 1 }), 'GET', '/v1/article/list'],
    ['getArticleRecommend', (c) => content.getArticleRecommend(c), 'GET', '/v1/article/recommend'],
    [
      'getArticleMayLikeById',
      (c) => content.getArticleMayLikeById(c, { id: 5 }),
      'GET',
      '/v1/article/5/may_like',
    ],
    ['getShortsList', (c) => content.getShortsList(c), 'GET', '/v1/shorts/list'],
    [
      'getPrevOrNextWork',
      (c) => content.getPrevOrNextWork(c),
      'GET',
      '/api/mobile/v1/works/PrevOrNextWorkById',
    ],
    ['getRepresentWorks', (c) => content.getRepresentWorks(c), 'GET', '/hyperf/works/represent_works'],
    ['getRepresentFilters', (c) => content.getRepresentFilters(c), 'GET', '/hyperf/works/represent_filters'],
    [
      'getRepresentWorksForArticle',
      (c) => content.getRepresentWorksForArticle(c),
      'GET',
      '/hyperf/works/represent_works_for_article',
    ],
    [
      'getLoginSampleWorks',
      (c) => content.getLoginSampleWorks(c, { region_id: 17 }),
      'GET',
      '/hyperf/works/login_samples',
    ],
    [
      'getDetailRecommendWorks',
      (c) => content.getDetailRecommendWorks(c, { id: 8 }),
      'GET',
      '/hyperf/works/8/detail_recommend_works',
    ],
    ['getSameStyleWorks', (c) => content.getSameStyleWorks(c), 'GET', '/hyperf/articles/same_style_works'],
    ['getArticlesMayLike', (c) => content.getArticlesMayLike(c), 'GET', '/hyperf/articles/may_like'],
    [
      'getGuideShortVideos',
      (c) => content.getGuideShortVideos(c),
      'GET',
      '/hyperf/decoration_guide/short_videos',
    ],
    [
      'getGuideCategories',
      (c) => content.getGuideCategories(c),
      'GET',
      '/hyperf/decoration_guide/categories',
    ],
    [
      'getGuideAggregation',
      (c) => content.getGuideAggregation(c),
      'GET',
      '/hyperf/decoration_guide/aggregation_list',
    ],
    ['getHealHouseList', (c) => content.getHealHouseList(c), 'GET', '/hyperf/heal_house/list'],
    [
      'getCompaniesForArticle',
      (c) => content.getCompaniesForArticle(c),
      'GET',
      '/hyperf/companies/companies_for_article',
    ],
    [
      'getClueMatchingCompanies',
      (c) => content.getClueMatchingCompanies(c),
      'GET',
      '/hyperf/companies/clue_matching_companies',
    ],
    [
      'playShortVideo',
      (c) => content.playShortVideo(c, { id: 3 }),
      'POST',
      '/hyperf/short_videos/3/play_video',
    ],
  ];
  it.each(cases)('%s', async (_name, call, method, path) => {
    await call(api());
    expect([server.last().method, server.last().path]).toEqual([method, path]);
  });

  it('work videos: shorts list with sort=newest, work_id, page=1, per_page=5', async () => {
    await content.getWorkVideos(api(), { work_id: 12 });
    expect(server.last().path).toBe('/v1/shorts/list');
    expect(Object.fromEntries(server.last().query)).toEqual({
      sort: 'newest',
      work_id: '12',
      page: '1',
      per_page: '5',
    });
  });
});
