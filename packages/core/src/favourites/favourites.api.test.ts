import { describe, expect, it } from 'vitest';
import { testClient, useTestServer } from '../testing/test-server.ts';
import {
  addCollect,
  getArticleStatistic,
  postFavor,
  postShare,
  postVisit,
  removeCollect,
  saveImage,
} from './favourites.api.ts';

const server = useTestServer();

const api = () => testClient(server.baseURL);
const favourite = { source_id: 3, source_type: 'article_qa' } as const;

describe('Favourites: POST /v1/collects and DELETE /v1/dis_collect with source_id, source_type', () => {
  it('collects', async () => {
    await addCollect(api(), favourite, { idempotencyKey: 'f1' });
    expect([server.last().method, server.last().path]).toEqual(['POST', '/v1/collects']);
    expect(JSON.parse(server.last().body)).toEqual(favourite);
    expect(server.last().headers['idempotency-key']).toBe('f1');
  });
  it('removes with the same body', async () => {
    await removeCollect(api(), favourite);
    expect([server.last().method, server.last().path]).toEqual(['DELETE', '/v1/dis_collect']);
    expect(JSON.parse(server.last().body)).toEqual(favourite);
  });
  it('POST /api/favors', async () => {
    await postFavor(api(), favourite);
    expect(server.last().path).toBe('/api/favors');
  });
});

describe('Shares, visits (body a JSON string), images', () => {
  it('POST /api/shares with share_type, type article, source_id', async () => {
    await postShare(api(), { share_type: 'line', type: 'article', source_id: 4 });
    expect(server.last().path).toBe('/api/shares');
    expect(JSON.parse(server.last().body)).toEqual({ share_type: 'line', type: 'article', source_id: 4 });
  });
  it('POST /api/visits sends a JSON string', async () => {
    await postVisit(api(), { source_type: 'work', source_id: 4 });
    expect(server.last().path).toBe('/api/visits');
    expect(server.last().body).toBe('{"source_type":"work","source_id":4}');
    expect(server.last().headers['content-type']).toBe('application/json');
  });
  it('POST /api/images/save', async () => {
    await saveImage(api(), { source_type: 'work', source_id: 2, image_id: 1 });
    expect(server.last().body).toBe('{"source_type":"work","source_id":2,"image_id":1}');
    expect([server.last().method, server.last().path]).toEqual(['POST', '/api/images/save']);
  });
});

describe('Article statistic changes state, so it is a POST with type, article_id, is_cancel in the body', () => {
  it('reads status and info', async () => {
    server.handle = () => ({ body: { status: 200, info: '成功' } });
    expect(await getArticleStatistic(api(), { type: 'favorite', article_id: 12, is_cancel: 0 })).toEqual({
      status: 200,
      info: '成功',
    });
    const request = server.last();
    expect([request.method, request.path]).toEqual(['POST', '/api/app/v1/article/statisticArticle']);
    expect(JSON.parse(request.body)).toEqual({ type: 'favorite', article_id: 12, is_cancel: 0 });
  });
});
