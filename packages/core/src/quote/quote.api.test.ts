import { describe, expect, it, vi } from 'vitest';
import { isPendingError } from '../api/errors.ts';
import { PENDING_KEY, PENDING_TTL_MS } from '../api/pending.ts';
import { ACCEPT_V2 } from '../data/constants.ts';
import { createMemoryStorage } from '../platform/memory.ts';
import { closedServerURL, testClient, useTestServer } from '../testing/test-server.ts';
import { getCommunityLayouts, getPreview, searchCommunities } from './community.api.ts';
import { getEvaluationResult, getPopupBanner, getRecentRecords, postEvaluationForm } from './quote.api.ts';

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
  const durable = (baseURL = server.baseURL) =>
    testClient(baseURL, {
      clientType: 'mobile',
      timeout: 200,
      durableAttempts: 3,
      durableDelay: 5,
      pending: createMemoryStorage(),
    });
  it('a network error is retried, then the lead is left pending (rejects with a pending error), not failed', async () => {
    const closedURL = await closedServerURL();
    const error = await postEvaluationForm(durable(closedURL), form).catch((e: unknown) => e);
    expect(isPendingError(error)).toBe(true);
  });
  it('a timeout or a 5xx is retried with the same Idempotency-Key until the server answers', async () => {
    let calls = 0;
    server.handle = () => {
      calls += 1;
      if (calls === 1) return { delayMs: 1500, body: {} };
      if (calls === 2) return { status: 503, body: { code: 503, message: '忙碌' } };
      return { body: { code: 200, data: { id: 9 } } };
    };
    const storage = createMemoryStorage();
    const client = testClient(server.baseURL, {
      clientType: 'mobile',
      timeout: 1000,
      durableDelay: 5,
      pending: storage,
    });
    await expect(postEvaluationForm(client, form)).resolves.toEqual({ code: 200, data: { id: 9 } });
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    // Answered: nothing is left pending.
    expect(JSON.parse(storage.getItem(PENDING_KEY) ?? '[]')).toEqual([]);
  });
  it('a refusal (422) answers code 0 with the server message, is not retried, and is not kept', async () => {
    server.handle = () => ({ status: 422, body: { code: 422, message: '請輸入房屋坪數' } });
    const storage = createMemoryStorage();
    await expect(
      postEvaluationForm(testClient(server.baseURL, { clientType: 'mobile', pending: storage }), form),
    ).resolves.toEqual({ code: 0, data: null, message: '請輸入房屋坪數' });
    expect(server.requests).toHaveLength(1);
    expect(JSON.parse(storage.getItem(PENDING_KEY) ?? '[]')).toEqual([]);
  });
  it('a lead left pending by a closed page is resent by the next page with its own key', async () => {
    const storage = createMemoryStorage();
    const closedURL = await closedServerURL();
    const first = testClient(closedURL, { clientType: 'mobile', durableAttempts: 1, pending: storage });
    await postEvaluationForm(first, form).catch(() => {});
    const [left] = JSON.parse(storage.getItem(PENDING_KEY) ?? '[]');
    expect(left.k).toMatch(/^[0-9a-f-]{36}$/);
    // The next page (same origin's storage) resumes it; the same lead pressed again reuses the key.
    server.handle = () => ({ body: { code: 200, data: { id: 3 } } });
    const next = testClient(server.baseURL, { clientType: 'mobile', pending: storage });
    const again = await postEvaluationForm(
      testClient(closedURL, { clientType: 'mobile', durableAttempts: 1, pending: storage }),
      form,
    ).catch(() => null);
    expect(again).toBeNull();
    expect(JSON.parse(storage.getItem(PENDING_KEY) ?? '[]')).toHaveLength(1);
    await next.resume();
    expect(server.requests.map((r) => r.headers['idempotency-key'])).toEqual([left.k]);
    expect(JSON.parse(storage.getItem(PENDING_KEY) ?? '[]')).toEqual([]);
  });
  it.each([
    ['a while later', { resendPendingAfter: 50 }, () => {}],
    [
      'when the browser is online again',
      { resendPendingAfter: 600_000 },
      (online: EventTarget) => online.dispatchEvent(new Event('online')),
    ],
  ])(
    'a lead left pending is resent by the same page %s, with its key, once the server answers',
    async (_when, timing, comeBack) => {
      const online = new EventTarget();
      vi.stubGlobal('addEventListener', online.addEventListener.bind(online));
      vi.stubGlobal('removeEventListener', online.removeEventListener.bind(online));
      try {
        let calls = 0;
        server.handle = () => {
          calls += 1;
          return calls <= 2
            ? { status: 503, body: { code: 503, message: '忙碌' } }
            : { body: { code: 200, data: { id: 4 } } };
        };
        const storage = createMemoryStorage();
        const client = testClient(server.baseURL, {
          clientType: 'mobile',
          durableAttempts: 2,
          durableDelay: 5,
          pending: storage,
          ...timing,
        });
        const error = await postEvaluationForm(client, form).catch((e: unknown) => e);
        expect(isPendingError(error)).toBe(true);
        expect(JSON.parse(storage.getItem(PENDING_KEY) ?? '[]')).toHaveLength(1);
        comeBack(online);
        await expect
          .poll(() => JSON.parse(storage.getItem(PENDING_KEY) ?? '[]'), { timeout: 5000 })
          .toEqual([]);
        const keys = server.requests.map((r) => r.headers['idempotency-key']);
        expect(keys).toHaveLength(3);
        expect(new Set(keys).size).toBe(1);
      } finally {
        vi.unstubAllGlobals();
      }
    },
  );
  it('a pending lead older than 24 h is dropped, not resent', async () => {
    const storage = createMemoryStorage({
      [PENDING_KEY]: JSON.stringify([
        { k: 'old', p: '/hyperf/valuation/v3/submit', b: form, t: Date.now() - PENDING_TTL_MS - 1 },
      ]),
    });
    await testClient(server.baseURL, { clientType: 'mobile', pending: storage }).resume();
    expect(server.requests).toHaveLength(0);
    expect(JSON.parse(storage.getItem(PENDING_KEY) ?? '[]')).toEqual([]);
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
