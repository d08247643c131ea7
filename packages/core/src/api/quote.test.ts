import { describe, expect, it } from 'vitest';
import { ACCEPT_V2 } from '../data/constants.ts';
import {
  getCommunityLayouts,
  getEvaluationResult,
  getPopupBanner,
  getPreview,
  getRecentRecords,
  postEvaluationForm,
  searchCommunities,
} from './quote.ts';
import { closedServerURL, testClient, useTestServer } from './test-server.ts';

const server = useTestServer();

const api = (baseURL = server.baseURL) => testClient(baseURL, { clientType: 'mobile', timeout: 200 });
const form = {
  region_id: 1,
  size: '30',
  mobile: '0912345678',
  accepted: 1,
  notice_version: '2026-11',
} as const;

describe('postEvaluationForm: reads code, data.id, data.decoration_robot_messages; a network error is code 0', () => {
  it('posts the form and reads the result', async () => {
    server.handle = () => ({ body: { code: 200, data: { id: 5, decoration_robot_messages: ['hi'] } } });
    const answer = await postEvaluationForm(api(), form, { idempotencyKey: 'q1' });
    expect(answer).toEqual({ code: 200, data: { id: 5, decoration_robot_messages: ['hi'] } });
    expect([server.last().method, server.last().path]).toEqual(['POST', '/hyperf/valuation/v3/submit']);
    expect(JSON.parse(server.last().body)).toEqual(form);
    expect(server.last().headers['idempotency-key']).toBe('q1');
  });
  it('a network error answers code 0', async () => {
    const closedURL = await closedServerURL();
    await expect(postEvaluationForm(api(closedURL), form)).resolves.toEqual({ code: 0, data: null });
  });
  it('a timeout answers code 0', async () => {
    server.handle = () => ({ delayMs: 500, body: {} });
    await expect(postEvaluationForm(api(), form)).resolves.toEqual({ code: 0, data: null });
  });
  it('an HTTP error answers code 0 with the server message, and is not retried', async () => {
    server.handle = () => ({ status: 503, body: { code: 503, message: '請輸入房屋坪數' } });
    await expect(postEvaluationForm(api(), form)).resolves.toEqual({
      code: 0,
      data: null,
      message: '請輸入房屋坪數',
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('Community search and layouts', () => {
  it('GET community search with regionId and keyword', async () => {
    await searchCommunities(api(), { regionId: 8, keyword: '信義' });
    expect(server.last().path).toBe('/hyperf/valuation/communities');
    expect(Object.fromEntries(server.last().query)).toEqual({ regionId: '8', keyword: '信義' });
  });
  it('GET community layouts with community_id, reads status', async () => {
    server.handle = () => ({ body: { code: 200, status: 200, data: [] } });
    expect((await getCommunityLayouts(api(), { community_id: 5 })).status).toBe(200);
    expect(server.last().query.get('community_id')).toBe('5');
  });
});

describe('Quote preview: POST when a size is known, GET without; failure returns empty data', () => {
  it('GET without a size, decorate_level and kind default to 1', async () => {
    await getPreview(api(), {});
    const request = server.last();
    expect([request.method, request.path]).toEqual(['GET', '/hyperf/valuation/v3/preview']);
    expect(Object.fromEntries(request.query)).toEqual({ decorate_level: '1', kind: '1' });
  });
  it('GET with an empty size, type and resource_id', async () => {
    await getPreview(api(), { decorate_level: 2, size: '', type: 'work', resource_id: 4 });
    expect(server.last().method).toBe('GET');
    expect(Object.fromEntries(server.last().query)).toEqual({
      decorate_level: '2',
      kind: '1',
      type: 'work',
      resource_id: '4',
    });
  });
  it('POST with the size in the body', async () => {
    server.handle = () => ({ body: { code: 200, data: { total_amount: 1 } } });
    const answer = await getPreview(api(), { decorate_level: 3, size: '30' });
    expect(answer.data).toEqual({ total_amount: 1 });
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().body)).toEqual({ decorate_level: 3, kind: 1, size: '30' });
  });
  it('a failure answers code 0 and null data', async () => {
    server.handle = () => ({ status: 500, body: { code: 500 } });
    await expect(getPreview(api(), { size: 20 })).resolves.toEqual({ code: 0, data: null });
  });
});

describe('Popup banner and recent records send the v2 Accept header', () => {
  it('popup banner', async () => {
    await getPopupBanner(api());
    expect(server.last().path).toBe('/hyperf/valuation/v3/banner');
    expect(server.last().headers.accept).toBe(ACCEPT_V2);
  });
  it('recent records with per_page 30', async () => {
    await getRecentRecords(api());
    expect(server.last().path).toBe('/hyperf/valuation/v3/recent_records');
    expect(server.last().query.get('per_page')).toBe('30');
    expect(server.last().headers.accept).toBe(ACCEPT_V2);
    await getRecentRecords(api(), { per_page: 10 });
    expect(server.last().query.get('per_page')).toBe('10');
  });
  it('result page data by id', async () => {
    await getEvaluationResult(api(), { id: 9 });
    expect(server.last().path).toBe('/hyperf/valuation/v3/result');
    expect(server.last().query.get('id')).toBe('9');
  });
});
