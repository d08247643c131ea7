import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, NetworkError, TimeoutError } from '../api/errors.ts';
import { failedCallMessages } from '../messages/zh-TW.ts';
import { apiErrorWithMessage } from '../testing/call-script.ts';
import { readErrorMessage } from './errors.ts';
import { authorizationsRoute, sendCodeRoute } from './session-login.routes.ts';

describe('readErrorMessage', () => {
  it("Login, bind, clue call error: the message field of the error response; no answer in zh-TW; else 'Unknown error'", () => {
    expect(readErrorMessage(apiErrorWithMessage(422, '驗證碼錯誤', authorizationsRoute.path))).toBe(
      '驗證碼錯誤',
    );
    expect(readErrorMessage(apiErrorFromResponse({ status: 500, body: {}, url: sendCodeRoute.path }))).toBe(
      'Unknown error',
    );
    expect(readErrorMessage(new TimeoutError(sendCodeRoute.path, 10_000))).toBe(failedCallMessages.noAnswer);
    expect(readErrorMessage(new NetworkError(sendCodeRoute.path))).toBe(failedCallMessages.noAnswer);
    expect(readErrorMessage(apiErrorFromResponse({ status: 422, body: {}, url: sendCodeRoute.path }))).toBe(
      'Unknown error',
    );
    expect(readErrorMessage('boom')).toBe('Unknown error');
  });
});
