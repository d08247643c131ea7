import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BindMobilePayloadSchema,
  CodeQuerySchema,
  GeoResultSchema,
  LoginPayloadSchema,
  LoginResponseSchema,
  SendCodePayloadSchema,
  UserInfoResponseSchema,
  UserInfoSchema,
} from './session.schemas.ts';

const user = {
  id: 7,
  email: null,
  mobile: '0912345678',
  real_mobile: '0912345678',
  role: 'ordinary',
  sex: 0,
  signature: null,
  name: '王小明',
  avatar: null,
  is_force_bind_mobile: false,
};

describe('User info: id, email, mobile, real_mobile, role, sex, signature, name, avatar, is_force_bind_mobile', () => {
  it('reads a user', () => {
    expect(z.parse(UserInfoSchema, user)).toEqual(user);
    expect(z.parse(UserInfoResponseSchema, { code: 200, data: user }).data.role).toBe('ordinary');
  });
  it('role is design or ordinary', () => {
    expect(z.safeParse(UserInfoSchema, { ...user, role: 'design' }).success).toBe(true);
    expect(z.safeParse(UserInfoSchema, { ...user, role: 'admin' }).success).toBe(false);
  });
});

describe('Login payload: username, utm, accepted, code, login_type sms_code → access_token', () => {
  const valid = {
    username: '0912345678',
    utm: { source: 'google' },
    accepted: 1,
    notice_version: '2026-11',
    code: '123456',
    login_type: 'sms_code',
  };
  it('accepts a valid login', () => {
    expect(z.parse(LoginPayloadSchema, valid)).toEqual(valid);
  });
  it('gives the login messages', () => {
    const result = z.safeParse(LoginPayloadSchema, { ...valid, username: '', code: '12' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', '請輸入行動電話'],
      ['code', '請輸入正確的驗證碼'],
    ]);
  });
  it('only sms_code login', () => {
    expect(z.safeParse(LoginPayloadSchema, { ...valid, login_type: 'password' }).success).toBe(false);
  });
  it('consent must be given', () => {
    expect(z.safeParse(LoginPayloadSchema, { ...valid, accepted: 0 }).error?.issues[0]?.message).toBe(
      '請勾選服務條款',
    );
  });
  it('rejects unknown and prototype-pollution keys without copying them', () => {
    const hostile = JSON.parse(
      '{"username":"0912345678","accepted":1,"code":"0","login_type":"sms_code","__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
    );
    const result = z.safeParse(LoginPayloadSchema, hostile);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('reads access_token', () => {
    expect(z.parse(LoginResponseSchema, { code: 200, data: { access_token: 't' } }).data.access_token).toBe(
      't',
    );
    expect(z.safeParse(LoginResponseSchema, { code: 200, data: { access_token: '' } }).success).toBe(false);
  });
});

describe('Send-code payload: medium sms, type login or bind_mobile, username', () => {
  it('accepts both types', () => {
    for (const type of ['login', 'bind_mobile']) {
      expect(
        z.safeParse(SendCodePayloadSchema, { medium: 'sms', type, username: '0912345678' }).success,
      ).toBe(true);
    }
  });
  it('rejects other media and an invalid mobile', () => {
    expect(
      z.safeParse(SendCodePayloadSchema, { medium: 'email', type: 'login', username: '0912345678' }).success,
    ).toBe(false);
    const bad = z.safeParse(SendCodePayloadSchema, { medium: 'sms', type: 'login', username: '0942345678' });
    expect(bad.error?.issues[0]?.message).toBe('請輸入正確的行動電話');
  });
  it('GET /v1/codes takes the mobile', () => {
    expect(z.parse(CodeQuerySchema, { username: '0912345678', extra: 'x' })).toEqual({
      username: '0912345678',
    });
  });
});

describe('Bind payload: mobile, code', () => {
  it('validates both', () => {
    expect(z.safeParse(BindMobilePayloadSchema, { mobile: '0912345678', code: '0' }).success).toBe(true);
    const result = z.safeParse(BindMobilePayloadSchema, { mobile: '0912', code: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['請輸入正確的行動電話', '請輸入驗證碼']);
  });
});

describe('Geolocation: is_tw and region', () => {
  it('reads is_tw 0/1 and a region', () => {
    expect(z.parse(GeoResultSchema, { is_tw: 1, region: 3 })).toEqual({ is_tw: 1, region: 3 });
    expect(z.safeParse(GeoResultSchema, { is_tw: true, region: 3 }).success).toBe(false);
  });
});
