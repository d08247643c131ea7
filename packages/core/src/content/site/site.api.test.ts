import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/types.ts';
import { testClient, useTestServer } from '../../testing/test-server.ts';
import * as ratings from '../ratings/ratings.api.ts';
import * as styleTest from '../style-test/style-test.api.ts';
import * as misc from './site.api.ts';

const server = useTestServer();

const api = () => testClient(server.baseURL);

describe('Search keywords', () => {
  it('search keywords are a data array of strings', async () => {
    server.handle = () => ({ body: { code: 200, data: ['北歐風', '收納'] } });
    expect((await misc.getSearchKeywords(api())).data).toEqual(['北歐風', '收納']);
    expect(server.last().path).toBe('/hyperf/search/input/keywords');
  });
});

describe('Every ratings, survey, style-test and misc call uses the spec path', () => {
  const cases: [string, (client: ApiClient) => Promise<unknown>, string, string][] = [
    ['searchCompany', (c) => ratings.searchCompany(c, { keyword: 'a' }), 'GET', '/api/search_company'],
    [
      'submitRatingStepOne',
      (c) => ratings.submitRatingStepOne(c, {}),
      'POST',
      '/api/ratings/submit_step_one',
    ],
    [
      'getRatingStepTwoLabels',
      (c) => ratings.getRatingStepTwoLabels(c),
      'GET',
      '/api/ratings/step_two_label',
    ],
    [
      'submitRatingStepTwo',
      (c) => ratings.submitRatingStepTwo(c, {}),
      'POST',
      '/api/ratings/submit_step_two',
    ],
    ['getRating', (c) => ratings.getRating(c, { id: 6 }), 'GET', '/api/ratings/6'],
    ['getRatingConfig', (c) => ratings.getRatingConfig(c), 'GET', '/api/rating_config'],
    ['submitInsiteStepOne', (c) => ratings.submitInsiteStepOne(c, {}), 'POST', '/api/rating/insite_step_one'],
    ['submitInsiteStepTwo', (c) => ratings.submitInsiteStepTwo(c, {}), 'POST', '/api/rating/insite_step_two'],
    ['getCompanyRatingList', (c) => ratings.getCompanyRatingList(c), 'GET', '/hyperf/company_rating/list'],
    [
      'getCompanyRatingConfigs',
      (c) => ratings.getCompanyRatingConfigs(c),
      'GET',
      '/hyperf/company_rating/configs',
    ],
    ['getSurveyInfo', (c) => ratings.getSurveyInfo(c), 'GET', '/api/survey/info'],
    ['getSurveySwitch', (c) => ratings.getSurveySwitch(c), 'GET', '/api/survey/switch'],
    ['storeSurvey', (c) => ratings.storeSurvey(c, { answer: 1 }), 'POST', '/api/survey/store'],
    ['getStyleImages', (c) => styleTest.getStyleImages(c), 'GET', '/hyperf/style/style_images'],
    ['getStyleTestResult', (c) => styleTest.getStyleTestResult(c), 'GET', '/hyperf/style/test_result'],
    [
      'getStyleUserClueStats',
      (c) => styleTest.getStyleUserClueStats(c),
      'GET',
      '/hyperf/style/user_clue_stats',
    ],
    [
      'submitStyleTest',
      (c) => styleTest.submitStyleTest(c, { answers: [1] }),
      'POST',
      '/hyperf/style/submit_test',
    ],
    ['getFooterConfig', (c) => misc.getFooterConfig(c), 'GET', '/api/footer_config'],
    ['postSeoInfo', (c) => misc.postSeoInfo(c, { path: '/' }), 'POST', '/hyperf/seo_info'],
    ['initDecorationRobot', (c) => misc.initDecorationRobot(c, {}), 'POST', '/api/decoration_robot/init'],
    ['getImWelcome', (c) => misc.getImWelcome(c), 'GET', '/api/im/welcome/v2'],
    ['registerIm', (c) => misc.registerIm(c, {}), 'POST', '/hyperf/im/register'],
    ['getNewBanners', (c) => misc.getNewBanners(c), 'GET', '/v1/new_banners'],
    ['getPopboxsCustomize', (c) => misc.getPopboxsCustomize(c), 'GET', '/api/popboxs/customize'],
  ];
  it.each(cases)('%s', async (_name, call, method, path) => {
    await call(api());
    expect([server.last().method, server.last().path]).toEqual([method, path]);
  });
});
