import { describe, expect, it } from 'vitest';
import { ACCEPT_V2 } from '../data/constants.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import * as popups from './popups.api.ts';

const server = useTestServer();

const api = () => testClient(server.baseURL);

describe('Configs: config_type[] mid_year_celebration_2507 with the v2 Accept header', () => {
  it('asks for the mid-year celebration by default', async () => {
    server.handle = () => ({
      body: { code: 200, data: { mid_year_celebration_2507: { show_coupon: true, end_time: 9 } } },
    });
    const answer = await popups.getConfigs(api());
    expect(answer.data.mid_year_celebration_2507?.end_time).toBe(9);
    expect(server.last().path).toBe('/api/configs');
    expect(server.last().query.getAll('config_type[]')).toEqual(['mid_year_celebration_2507']);
    expect(server.last().headers.accept).toBe(ACCEPT_V2);
  });
  it('accepts a single config type', async () => {
    await popups.getConfigs(api(), { 'config_type[]': 'mid_year_celebration_2507' });
    expect(server.last().query.getAll('config_type[]')).toEqual(['mid_year_celebration_2507']);
  });
});

describe('Popups: POST test_popup_name, page_name, data; reads data[] and meta.extra.has_submitted_clue', () => {
  it('posts the history', async () => {
    server.handle = () => ({
      body: {
        code: 200,
        data: [{ name: 'normal-valuation' }],
        meta: { extra: { has_submitted_clue: false } },
      },
    });
    const payload = {
      page_name: 'article_detail',
      data: [{ name: 'normal-valuation', page: 'article_detail', timestamp: 1 }],
    };
    const answer = await popups.postPopups(api(), payload);
    expect(answer.meta.extra.has_submitted_clue).toBe(false);
    expect(server.last().path).toBe('/hyperf/popups');
    expect(JSON.parse(server.last().body)).toEqual(payload);
  });
});
