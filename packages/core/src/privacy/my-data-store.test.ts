import { describe, expect, it } from 'vitest';
import { myDataMessages } from '../messages/zh-TW.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import { createMyDataStore } from './my-data-store.ts';

const server = useTestServer();

function setup() {
  const client = testClient(server.baseURL);
  return createMyDataStore(() => client);
}

const EXPORT = {
  account: null,
  quotes: [{ id: 1 }],
  clues: [],
  consents: [],
  favourites: [],
  sms_messages: [],
  marketing_withdrawn: false,
  exported_at: '2026-11-26T00:00:00+08:00',
};

describe('/privacy/my-data store', () => {
  it('Generic field rules, trigger blur: an empty mobile or a short code shows its message once left', async () => {
    const store = setup();
    await store.form.fields.mobile.blur();
    await store.form.fields.code.input('12');
    await store.form.fields.code.blur();
    expect(store.form.errors.value).toEqual({ mobile: '請輸入行動電話', code: '請輸入正確的驗證碼' });
  });

  it('send code: an invalid mobile sends nothing (invalid); a valid one sends a privacy code and counts down', async () => {
    const store = setup();
    await store.form.fields.mobile.input('0941234567');
    await expect(store.sendCode()).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      message: '請輸入正確的行動電話',
    });
    expect(server.requests).toHaveLength(0);
    await store.form.fields.mobile.input('0912345678');
    await expect(store.sendCode()).resolves.toEqual({ ok: true });
    expect(JSON.parse(server.last().body)).toEqual({
      medium: 'sms',
      type: 'privacy',
      username: '0912345678',
    });
    expect(store.status.value).toBe(myDataMessages.codeSent);
    expect(store.countdown.disabled.value).toBe(true);
    store.dispose();
  });

  it('view shows the data; the code is used, so it is emptied; a refusal shows the server message', async () => {
    const store = setup();
    await store.form.fields.mobile.input('0912345678');
    await store.form.fields.code.input('123456');
    expect(store.ready.value).toBe(true);
    server.handle = () => ({ body: { code: 200, data: EXPORT } });
    await expect(store.run('view')).resolves.toEqual({ ok: true });
    expect(store.data.value).toMatchObject({ quotes: [{ id: 1 }] });
    expect(store.status.value).toBe('');
    expect(store.form.values.value).toEqual({ mobile: '0912345678', code: '' });
    expect(store.ready.value).toBe(false);

    await store.form.fields.code.input('654321');
    server.handle = () => ({ status: 422, body: { code: 422, message: '驗證碼錯誤' } });
    await expect(store.run('withdraw')).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      message: '驗證碼錯誤',
    });
    expect(store.status.value).toBe('驗證碼錯誤');
    expect(store.form.values.value.code).toBe('');
  });
});
