import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { createLoginForm } from './login-form.ts';
import type { LoginFormStatus } from './login-rules.ts';

describe('Login form, docs/spec/session.md#validation', () => {
  it("Mobile (login): required '請輸入行動電話' and pattern '請輸入正確的行動電話' on blur", async () => {
    const form = createLoginForm();
    await form.fields.mobile.blur();
    expect(form.fields.mobile.error.value).toBe('請輸入行動電話');
    await form.fields.mobile.input('0941234567');
    await form.fields.mobile.blur();
    expect(form.fields.mobile.error.value).toBe('請輸入正確的行動電話');
    await form.fields.mobile.input('0912345678');
    await expect(form.fields.mobile.blur()).resolves.toBe(true);
  });

  it('Mobile (login): maxlength 10', async () => {
    const form = createLoginForm();
    await form.fields.mobile.input('091234567899');
    expect(form.fields.mobile.value.value).toBe('0912345678');
  });

  it('SMS code: digit input, maxlength 6, messages 請輸入驗證碼 / 請輸入正確的驗證碼', async () => {
    const form = createLoginForm();
    await form.fields.smsCode.input('12a34b5678');
    expect(form.fields.smsCode.value.value).toBe('123456');
    await form.fields.smsCode.input('12');
    await form.fields.smsCode.blur();
    expect(form.fields.smsCode.error.value).toBe('請輸入正確的驗證碼');
    await form.fields.smsCode.input('');
    await form.fields.smsCode.blur();
    expect(form.fields.smsCode.error.value).toBe('請輸入驗證碼');
    await form.fields.smsCode.input('0');
    await expect(form.fields.smsCode.blur()).resolves.toBe(true);
  });

  it('Submit disabled until the mobile is valid and the code has length 6 (or is 0)', async () => {
    const form = createLoginForm();
    expect(form.canSubmit.value).toBe(false);
    await form.fields.mobile.input('0912345678');
    expect(form.canSubmit.value).toBe(false);
    await form.fields.smsCode.input('12345');
    expect(form.canSubmit.value).toBe(false);
    await form.fields.smsCode.input('123456');
    expect(form.canSubmit.value).toBe(true);
    await form.fields.smsCode.input('0');
    expect(form.canSubmit.value).toBe(true);
  });

  it('Submit: in status clue no code is needed and a masked mobile is accepted', async () => {
    const status = signal<LoginFormStatus>('default');
    const form = createLoginForm({ status });
    await form.fields.mobile.set('0912***678');
    expect(form.canSubmit.value).toBe(false);
    status.value = 'clue';
    expect(form.canSubmit.value).toBe(true);
    await expect(form.validate()).resolves.toBe(true);
    expect(form.fields.smsCode.status.value).toBe('unvalidated');
    status.value = 'bind';
    await expect(form.validate()).resolves.toBe(false);
    expect(form.fields.mobile.error.value).toBe('請輸入正確的行動電話');
    expect(form.fields.smsCode.error.value).toBe('請輸入驗證碼');
  });

  it('Login form: validate() checks mobile and code outside status clue', async () => {
    const form = createLoginForm();
    await form.fields.mobile.input('0912345678');
    await form.fields.smsCode.input('654321');
    await expect(form.validate()).resolves.toBe(true);
    await expect(form.validate(['accepted'])).resolves.toBe(true);
  });

  it("Send code: '請先輸入行動電話' without a mobile, '請輸入正確的行動電話' when invalid", async () => {
    const form = createLoginForm();
    expect(form.sendCodePrecheck()).toBe('請先輸入行動電話');
    await form.fields.mobile.input('0941234567');
    expect(form.sendCodePrecheck()).toBe('請輸入正確的行動電話');
    await form.fields.mobile.input('0912345678');
    expect(form.sendCodePrecheck()).toBeNull();
  });

  it('Login form: consent starts unticked and reset() clears everything', async () => {
    const form = createLoginForm();
    expect(form.fields.accepted.value.value).toBe(false);
    await form.fields.accepted.input(true);
    await form.fields.mobile.input('0912345678');
    form.reset();
    expect(form.values.value).toEqual({ mobile: '', smsCode: '', accepted: false });
  });
});
