import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, NetworkError } from '../api/errors.ts';
import { PATHS } from '../api/paths.ts';
import { apiErrorWithMessage } from '../testing/call-script.ts';
import { readErrorMessage } from './errors.ts';

describe('readErrorMessage', () => {
  it("Login, bind, clue call error: the message field of the error response, else 'Unknown error'", () => {
    expect(readErrorMessage(apiErrorWithMessage(422, '驗證碼錯誤', PATHS.authorizations))).toBe('驗證碼錯誤');
    expect(readErrorMessage(apiErrorFromResponse({ status: 500, body: {}, url: PATHS.codes }))).toBe(
      'Unknown error',
    );
    expect(readErrorMessage(new NetworkError(PATHS.codes))).toBe('Unknown error');
    expect(readErrorMessage('boom')).toBe('Unknown error');
  });
});
