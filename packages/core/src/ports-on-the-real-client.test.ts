import { describe, expect, it } from 'vitest';
import { isPendingError, NetworkError, UnauthorizedError, ValidationError } from './api/errors.ts';
import { CONSENT_NOTICE_VERSION } from './data/constants.ts';
import { articleApiOf, favouritesApiOf } from './favourites/favourites.api.ts';
import { orderApiOf } from './order-modal/order-ports.ts';
import { createMemoryCookies } from './platform/memory.ts';
import { popupsApiOf } from './popups/popups.api.ts';
import { quotePortsOf } from './quote/community.api.ts';
import { SAMPLE_PREVIEW } from './quote/memory.ts';
import { regionApiOf, sessionApiOf } from './session/session-ports.ts';
import { createFakeSessionApi } from './testing/fake-session-api.ts';
import { closedServerURL, testClient, useTestServer } from './testing/test-server.ts';

const server = useTestServer();

const client = () => testClient(server.baseURL);

/** Answers every request with `data` in a code-200 envelope (and `extra` beside it). */
const answerData = (data: unknown, extra: Record<string, unknown> = {}) => {
  server.handle = () => ({ body: { code: 200, data, ...extra } });
};

/** Method, path and JSON body of the last request. */
function lastCall() {
  const { method, path, body } = server.last();
  return { method, path, body: body === '' ? undefined : JSON.parse(body) };
}

/** A member as the server answers it (the fake server's defaults). */
const user = createFakeSessionApi({ cookies: createMemoryCookies() }).addUser({ mobile: '0912345678' });

describe('sessionApiOf', () => {
  it('getUserInfo answers the user (data), or null when the envelope has none', async () => {
    answerData(user);
    await expect(sessionApiOf(client()).getUserInfo()).resolves.toEqual(user);
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/v1/user/info' });
    answerData(null);
    await expect(sessionApiOf(client()).getUserInfo()).resolves.toBeNull();
  });

  it('getUserInfo rejects a 401 with the typed error', async () => {
    server.handle = () => ({ status: 401, body: { code: 401, message: 'Unauthenticated.' } });
    await expect(sessionApiOf(client()).getUserInfo()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('login posts the payload and answers data.access_token', async () => {
    answerData({ access_token: 'tok' });
    const payload = {
      username: '0912345678',
      accepted: 1,
      code: '123456',
      login_type: 'sms_code',
    } as const;
    await expect(sessionApiOf(client()).login(payload)).resolves.toEqual({ access_token: 'tok' });
    expect(lastCall()).toEqual({
      method: 'POST',
      path: '/v1/authorizations',
      body: { ...payload, notice_version: CONSENT_NOTICE_VERSION },
    });
  });

  it('getClueInfo answers data; authorizeClue posts the clue with ids as the page held them', async () => {
    answerData({ exists_clue: true });
    await expect(sessionApiOf(client()).getClueInfo()).resolves.toEqual({ exists_clue: true });
    expect(lastCall().path).toBe('/hyperf/clues/user/clue/info');
    const clue = { sender_contact: '0912***678', source_id: '9', accepted: 1 } as const;
    await sessionApiOf(client()).authorizeClue(clue);
    expect(lastCall()).toEqual({
      method: 'POST',
      path: '/hyperf/clues/authorize',
      body: { ...clue, notice_version: CONSENT_NOTICE_VERSION },
    });
  });

  it('sendCode, bindMobile and logout reach their endpoints; a 422 rejects with its message', async () => {
    const api = sessionApiOf(client());
    await api.sendCode({ medium: 'sms', type: 'login', username: '0912345678' });
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/v1/codes' });
    await api.bindMobile({ mobile: '0912345678', code: '0' });
    expect(lastCall()).toMatchObject({ method: 'PATCH', path: '/v1/user/bind_mobile' });
    await api.logout();
    expect(lastCall()).toMatchObject({ method: 'DELETE', path: '/v1/authorizations' });
    server.handle = () => ({ status: 422, body: { code: 422, message: '驗證碼錯誤' } });
    await expect(api.bindMobile({ mobile: '0912345678', code: '1' })).rejects.toThrow(ValidationError);
  });
});

describe('favouritesApiOf', () => {
  it('collect posts and disCollect deletes the favourite body', async () => {
    const api = favouritesApiOf(client());
    const favourite = { source_id: 3, source_type: 'work' } as const;
    await api.collect(favourite);
    expect(lastCall()).toEqual({ method: 'POST', path: '/v1/collects', body: favourite });
    await api.disCollect(favourite);
    expect(lastCall()).toEqual({ method: 'DELETE', path: '/v1/dis_collect', body: favourite });
  });
});

describe('quotePortsOf', () => {
  const form = { region_id: 1, size: 30, mobile: '0912345678', accepted: 1 } as const;

  it('submitEvaluation answers the envelope; a refusal is code 0; no answer rejects as pending', async () => {
    answerData({ id: 5, decoration_robot_messages: ['hi'] });
    await expect(quotePortsOf(client()).submitEvaluation(form)).resolves.toEqual({
      code: 200,
      data: { id: 5, decoration_robot_messages: ['hi'] },
    });
    expect(lastCall()).toEqual({
      method: 'POST',
      path: '/hyperf/valuation/v3/submit',
      body: { ...form, notice_version: CONSENT_NOTICE_VERSION },
    });
    server.handle = () => ({ status: 422, body: { code: 422, message: '請輸入房屋坪數' } });
    await expect(quotePortsOf(client()).submitEvaluation(form)).resolves.toEqual({
      code: 0,
      data: null,
      message: '請輸入房屋坪數',
    });
    // No answer after the retries: the lead is kept (pending) and resent later, never "failed".
    const offline = quotePortsOf(
      testClient(await closedServerURL(), { durableAttempts: 2, durableDelay: 5 }),
    );
    const error = await offline.submitEvaluation(form).catch((e: unknown) => e);
    expect(isPendingError(error)).toBe(true);
  });

  it('searchCommunities and getCommunityLayouts answer their envelopes', async () => {
    // The adapter hands on whatever the server found.
    const community = { id: 11, name: '信義之星' };
    answerData([community]);
    await expect(quotePortsOf(client()).searchCommunities({ regionId: 1, keyword: '信義' })).resolves.toEqual(
      { code: 200, data: [community] },
    );
    const layout = { room: 3, hall: 2, bath: 2, is_check: true, area_list: [{ building_area: 45.5 }] };
    answerData([layout], { status: 200 });
    await expect(quotePortsOf(client()).getCommunityLayouts({ community_id: 11 })).resolves.toEqual({
      code: 200,
      status: 200,
      data: [layout],
    });
    expect(server.last().query.get('community_id')).toBe('11');
  });

  it('getPreview answers the preview data, or {} when the call fails', async () => {
    answerData(SAMPLE_PREVIEW);
    await expect(
      quotePortsOf(client()).getPreview({ decorate_level: 2, kind: 1, size: 30 }),
    ).resolves.toEqual(SAMPLE_PREVIEW);
    server.handle = () => ({ status: 500, body: { code: 500 } });
    await expect(quotePortsOf(client()).getPreview({ decorate_level: 1, kind: 1 })).resolves.toEqual({});
  });

  it('getRecentRecords answers data (records and count)', async () => {
    const records = { records: [{ created_at: 't', region_cn: '臺北市', size_cn: '30坪' }], count: 12 };
    answerData(records);
    await expect(quotePortsOf(client()).getRecentRecords({ per_page: 30 })).resolves.toEqual(records);
    expect(server.last().query.get('per_page')).toBe('30');
  });
});

describe('regionApiOf, popupsApiOf', () => {
  it('geo answers data (is_tw and region)', async () => {
    answerData({ is_tw: 1, region: 8 });
    await expect(regionApiOf(client()).geo()).resolves.toEqual({ is_tw: 1, region: 8 });
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/v1/utils/geo' });
  });

  it('requestPopups posts the history and answers the envelope with its meta', async () => {
    const meta = { extra: { has_submitted_clue: true } };
    answerData([{ name: 'normal-valuation' }], { meta });
    const body = { page_name: 'home', data: [{ name: 'community-valuation', page: 'home', timestamp: 1 }] };
    await expect(popupsApiOf(client()).requestPopups(body)).resolves.toEqual({
      code: 200,
      data: [{ name: 'normal-valuation' }],
      meta,
    });
    expect(lastCall()).toEqual({ method: 'POST', path: '/hyperf/popups', body });
  });
});

describe('orderApiOf', () => {
  it('postInfo posts the order and answers the envelope; failures reject', async () => {
    answerData({ id: 1, exists_clue: true });
    const order = { mobile: '0912345678', page: 'style_test_result', variant: 'B', accepted: 1 } as const;
    await expect(orderApiOf(client()).postInfo(order)).resolves.toEqual({
      code: 200,
      data: { id: 1, exists_clue: true },
    });
    expect(lastCall()).toEqual({
      method: 'POST',
      path: '/hyperf/clues/order',
      body: { ...order, notice_version: CONSENT_NOTICE_VERSION },
    });
    const offline = orderApiOf(testClient(await closedServerURL()));
    await expect(offline.postInfo(order)).rejects.toBeInstanceOf(NetworkError);
  });

  it('getLastMessage answers the envelope whose data.exists_clue the store reads', async () => {
    answerData({ exists_clue: false });
    await expect(orderApiOf(client()).getLastMessage()).resolves.toEqual({
      code: 200,
      data: { exists_clue: false },
    });
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/hyperf/clues/last_message' });
  });
});

describe('articleApiOf', () => {
  it('statistic posts the fields (no state change on GET) and answers status and info', async () => {
    server.handle = () => ({ body: { status: 200, info: '成功' } });
    await expect(
      articleApiOf(client()).statistic({ type: 'favorite', article_id: 12, is_cancel: 0 }),
    ).resolves.toEqual({ status: 200, info: '成功' });
    expect(server.last().method).toBe('POST');
    expect(JSON.parse(server.last().body)).toEqual({
      type: 'favorite',
      article_id: 12,
      is_cancel: 0,
    });
  });

  it('share posts the share and answers the envelope', async () => {
    const share = { share_type: 'line', type: 'article', source_id: 12 } as const;
    await expect(articleApiOf(client()).share(share)).resolves.toEqual({ code: 200, data: null });
    expect(lastCall()).toEqual({ method: 'POST', path: '/api/shares', body: share });
  });
});
