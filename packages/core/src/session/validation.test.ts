import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, NetworkError } from '../api/errors.ts';
import { apiErrorWithMessage } from '../api/fakes.ts';
import { authorizationsRoute, sendCodeRoute } from '../contracts/session-login.routes.ts';
import { readErrorMessage } from './errors.ts';
import { isMaskedMobile, maskMobile, loginValidators as v } from './validation.ts';

describe('login validators', () => {
  it('the login store uses the rules/ checks (isTaiwanMobile, isSmsCode)', () => {
    expect(v.isMobile('0912345678')).toBe(true);
    expect(v.isMobile('0942345678')).toBe(false);
    expect(v.isSmsCode('0')).toBe(true);
    expect(v.isSmsCode('12345')).toBe(false);
  });
  it('Status clue: a masked mobile containing * is accepted', () => {
    expect(isMaskedMobile('0912***678')).toBe(true);
    expect(isMaskedMobile('0912345678')).toBe(false);
    expect(isMaskedMobile('ab**')).toBe(false);
  });
  it('realMobile is masked with *', () => {
    expect(maskMobile('0912345678')).toBe('0912***678');
    expect(maskMobile('0912***678')).toBe('0912***678');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('12345')).toBe('12345');
  });
});

describe('readErrorMessage', () => {
  it("Login, bind, clue call error: the message field of the error response, else 'Unknown error'", () => {
    expect(readErrorMessage(apiErrorWithMessage(422, '驗證碼錯誤', authorizationsRoute.path))).toBe(
      '驗證碼錯誤',
    );
    expect(readErrorMessage(apiErrorFromResponse({ status: 500, body: {}, url: sendCodeRoute.path }))).toBe(
      'Unknown error',
    );
    expect(readErrorMessage(new NetworkError(sendCodeRoute.path))).toBe('Unknown error');
    expect(readErrorMessage('boom')).toBe('Unknown error');
  });
});
