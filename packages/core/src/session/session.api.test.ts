import { describe, expect, it } from 'vitest';
import { ValidationError } from '../api/errors.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import {
  bindMobile,
  bindSocial,
  getApiUser,
  getCode,
  getGeo,
  getIndexGeo,
  getIsInternalIp,
  getSocialProviders,
  getUserInfo,
  login,
  sendCode,
} from './session.api.ts';

const server = useTestServer();

const api = () => testClient(server.baseURL);

describe('Login: POST /v1/authorizations reads access_token', () => {
  it('sends username, utm, accepted, code, login_type sms_code', async () => {
    server.handle = () => ({ body: { code: 200, data: { access_token: 'tok' } } });
    const payload = {
      username: '0912345678',
      utm: { source: 'fb' },
      accepted: 1,
      notice_version: '2026-11',
      code: '123456',
      login_type: 'sms_code',
    } as const;
    const answer = await login(api(), payload, { idempotencyKey: 'k' });
    expect(answer.data.access_token).toBe('tok');
    const request = server.last();
    expect([request.method, request.path]).toEqual(['POST', '/v1/authorizations']);
    expect(JSON.parse(request.body)).toEqual(payload);
    expect(request.headers['idempotency-key']).toBe('k');
  });
});

describe('Send-code: POST /v1/codes; a 422 carries the message to toast', () => {
  it('sends medium, type, username', async () => {
    await sendCode(api(), { medium: 'sms', type: 'bind_mobile', username: '0912345678' });
    expect(JSON.parse(server.last().body)).toEqual({
      medium: 'sms',
      type: 'bind_mobile',
      username: '0912345678',
    });
  });
  it('a 422 rejects with the message field', async () => {
    server.handle = () => ({ status: 422, body: { code: 422, message: '請輸入正確的行動電話' } });
    const error = await sendCode(api(), { medium: 'sms', type: 'login', username: '0942345678' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('請輸入正確的行動電話');
  });
  it('GET /v1/codes asks the code of a mobile', async () => {
    await getCode(api(), { username: '0912345678' });
    expect(server.last().path).toBe('/v1/codes');
    expect(server.last().query.get('username')).toBe('0912345678');
  });
});

describe('Bind, user info, social binding, geolocation', () => {
  it('PATCH /v1/user/bind_mobile with mobile and code', async () => {
    await bindMobile(api(), { mobile: '0912345678', code: '0' });
    expect([server.last().method, server.last().path]).toEqual(['PATCH', '/v1/user/bind_mobile']);
    expect(JSON.parse(server.last().body)).toEqual({ mobile: '0912345678', code: '0' });
  });
  it.each([
    [getApiUser, '/api/user'],
    [getUserInfo, '/v1/user/info'],
    [getGeo, '/v1/utils/geo'],
    [getIsInternalIp, '/v1/utils/is-internal-ip'],
    [getIndexGeo, '/v1/index_geo'],
    [getSocialProviders, '/v1/socials'],
  ])('%o GETs %s', async (call, path) => {
    await call(api());
    expect([server.last().method, server.last().path]).toEqual(['GET', path]);
  });
  it('POST /v1/socials/{provider}/bound', async () => {
    await bindSocial(api(), { provider: 'line' });
    expect([server.last().method, server.last().path]).toEqual(['POST', '/v1/socials/line/bound']);
    await bindSocial(api(), { provider: 'google', body: { token: 't' } });
    expect(JSON.parse(server.last().body)).toEqual({ token: 't' });
  });
});
