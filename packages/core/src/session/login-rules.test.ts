import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateSync } from '../form/form.ts';
import {
  canSubmitLogin,
  hasLoginCode,
  isLoginMobile,
  loginMobileRules,
  sendCodePrecheck,
  validateLoginMobile,
  validateSmsCode,
} from './login-rules.ts';

describe('Login rules, docs/spec/session.md#validation', () => {
  it("Mobile (login): required '請輸入行動電話', invalid '請輸入正確的行動電話'", () => {
    expect(validateLoginMobile('')).toBe('請輸入行動電話');
    expect(validateLoginMobile('0941234567')).toBe('請輸入正確的行動電話');
    expect(validateLoginMobile('0912345678')).toBeNull();
  });

  it('Mobile (login): in status clue a masked mobile containing * is accepted', () => {
    expect(isLoginMobile('0912***678', 'clue')).toBe(true);
    expect(validateLoginMobile('0912***678', 'clue')).toBeNull();
    expect(isLoginMobile('0912***678', 'default')).toBe(false);
    expect(isLoginMobile('0912***678', 'bind')).toBe(false);
    expect(validateLoginMobile('0912***678')).toBe('請輸入正確的行動電話');
    expect(isLoginMobile('0912345678', 'clue')).toBe(true);
    expect(isLoginMobile('0941234567', 'clue')).toBe(false);
  });

  it('Mobile (login): the rule set defaults to status default (masked mobile rejected)', () => {
    expect(validateSync(loginMobileRules(), '0912***678')).toBe('請輸入正確的行動電話');
    expect(validateSync(loginMobileRules(), '0912345678')).toBeNull();
  });

  it("SMS code: required '請輸入驗證碼', else 6 digits or '0' ('請輸入正確的驗證碼')", () => {
    expect(validateSmsCode('')).toBe('請輸入驗證碼');
    expect(validateSmsCode('12345')).toBe('請輸入正確的驗證碼');
    expect(validateSmsCode('00')).toBe('請輸入正確的驗證碼');
    expect(validateSmsCode('123456')).toBeNull();
    expect(validateSmsCode('0')).toBeNull();
  });

  it("Submit: the code must have length 6 or be '0'", () => {
    expect(hasLoginCode('123456')).toBe(true);
    expect(hasLoginCode('0')).toBe(true);
    expect(hasLoginCode('12345')).toBe(false);
    expect(hasLoginCode('1234567')).toBe(false);
    expect(hasLoginCode('')).toBe(false);
  });

  it('Submit disabled until the mobile is valid and the code has length 6 (or is 0)', () => {
    const mobile = '0912345678';
    expect(canSubmitLogin({ mobile, code: '123456', status: 'default' })).toBe(true);
    expect(canSubmitLogin({ mobile, code: '0', status: 'default' })).toBe(true);
    expect(canSubmitLogin({ mobile, code: '12345', status: 'default' })).toBe(false);
    expect(canSubmitLogin({ mobile, code: '', status: 'bind' })).toBe(false);
    expect(canSubmitLogin({ mobile: '0941234567', code: '123456', status: 'default' })).toBe(false);
    expect(canSubmitLogin({ mobile: '', code: '123456', status: 'bind' })).toBe(false);
  });

  it('Submit: in status clue no code is needed and the masked mobile is enough', () => {
    expect(canSubmitLogin({ mobile: '0912***678', code: '', status: 'clue' })).toBe(true);
    expect(canSubmitLogin({ mobile: '0912345678', code: '', status: 'clue' })).toBe(true);
    expect(canSubmitLogin({ mobile: '', code: '123456', status: 'clue' })).toBe(false);
  });

  it("Send code: without a mobile toasts '請先輸入行動電話', invalid toasts '請輸入正確的行動電話'", () => {
    expect(sendCodePrecheck('')).toBe('請先輸入行動電話');
    expect(sendCodePrecheck('  ')).toBe('請先輸入行動電話');
    expect(sendCodePrecheck('0941234567')).toBe('請輸入正確的行動電話');
    expect(sendCodePrecheck('0912***678')).toBe('請輸入正確的行動電話');
    expect(sendCodePrecheck('0912345678')).toBeNull();
  });

  it('Submit: property — enabled exactly when mobile and code rules hold (outside clue)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.stringMatching(/^09\d{8}$/), fc.string({ maxLength: 10 })),
        fc.oneof(fc.stringMatching(/^\d{0,7}$/), fc.string({ maxLength: 7 })),
        fc.constantFrom('default' as const, 'bind' as const, 'have' as const),
        (mobile, code, status) => {
          const expected = /^09[0-35-9]\d{7}$/.test(mobile) && (code.length === 6 || code === '0');
          expect(canSubmitLogin({ mobile, code, status })).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
