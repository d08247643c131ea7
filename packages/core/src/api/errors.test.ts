import { describe, expect, it } from 'vitest';
import { failedCallMessages, serverMessages } from '../messages/zh-TW.ts';
import {
  ApiError,
  apiErrorFromResponse,
  errorMessage,
  errorStatus,
  failureMessage,
  isApiError,
  kindOfStatus,
  NetworkError,
  serverMessageOf,
  TimeoutError,
} from './errors.ts';

describe('Error body message', () => {
  it('reads message, then info, else nothing', () => {
    expect(serverMessageOf({ message: 'a', info: 'b' })).toBe('a');
    expect(serverMessageOf({ message: ' ', info: 'b' })).toBe('b');
    expect(serverMessageOf({ code: 1 })).toBeUndefined();
    expect(serverMessageOf('text')).toBeUndefined();
    expect(serverMessageOf(null)).toBeUndefined();
  });
  it('reads the keys in the order given', () => {
    expect(serverMessageOf({ message: 'a', info: 'b' }, ['info', 'message'])).toBe('b');
    expect(serverMessageOf({ message: 'a', info: '' }, ['info', 'message'])).toBe('a');
  });
  it('kinds by status', () => {
    expect([400, 401, 403, 404, 422, 429, 500].map(kindOfStatus)).toEqual([
      'client',
      'unauthorized',
      'forbidden',
      'not_found',
      'validation',
      'rate_limited',
      'server',
    ]);
  });
  it('isApiError checks the class and the status', () => {
    const error = apiErrorFromResponse({ status: 418, body: null, url: '/x' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name).toBe('ApiError');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 500)).toBe(false);
    expect(isApiError(new Error('x'))).toBe(false);
  });

  it('errorStatus is the status of an ApiError, undefined for anything else', () => {
    expect(errorStatus(apiErrorFromResponse({ status: 422, body: {}, url: '/x' }))).toBe(422);
    expect(errorStatus(new ApiError({ status: 503, body: null, url: '/x' }))).toBe(503);
    expect(errorStatus(new TimeoutError('/x', 10))).toBeUndefined();
    expect(errorStatus(new NetworkError('/x'))).toBeUndefined();
    expect(errorStatus({ status: 422, statusCode: 422 })).toBeUndefined();
    expect(errorStatus(null)).toBeUndefined();
  });
  it("errorMessage is the ApiError's body message or info, never the error's own text", () => {
    expect(
      errorMessage(apiErrorFromResponse({ status: 422, body: { message: '驗證碼錯誤' }, url: '/x' })),
    ).toBe('驗證碼錯誤');
    expect(errorMessage(new ApiError({ status: 401, body: { info: '請先登入' }, url: '/x' }))).toBe(
      '請先登入',
    );
    expect(errorMessage(new ApiError({ status: 500, body: 'oops', url: '/x' }))).toBeUndefined();
    expect(errorMessage(new Error('network down'))).toBeUndefined();
    expect(errorMessage({ data: { message: 'ofetch-shaped' } })).toBeUndefined();
    expect(errorMessage(undefined)).toBeUndefined();
  });

  it("a failed call on the site's forms says in zh-TW that no answer came or the service failed, never the error's English text", () => {
    const fallback = '送出失敗，請稍後再試';
    const pending = Object.assign(new Error('pending'), { pending: true, later: Promise.resolve() });
    for (const error of [new NetworkError('/api/x'), new TimeoutError('/api/x', 10_000), pending]) {
      expect(failureMessage(error, fallback), error.message).toBe(failedCallMessages.noAnswer);
    }
    for (const status of [500, 502, 503]) {
      expect(failureMessage(new ApiError({ status, body: 'Bad gateway', url: '/x' }), fallback)).toBe(
        serverMessages.unavailable,
      );
    }
    // The server's own message wins; a refusal without one, or anything else, says the fallback.
    const refused = apiErrorFromResponse({ status: 422, body: { message: '請輸入內容' }, url: '/x' });
    expect(failureMessage(refused, fallback)).toBe('請輸入內容');
    expect(
      failureMessage(new ApiError({ status: 503, body: { message: '系統維護中' }, url: '/x' }), fallback),
    ).toBe('系統維護中');
    expect(failureMessage(new ApiError({ status: 404, body: null, url: '/x' }), fallback)).toBe(fallback);
    expect(failureMessage(new Error('Network error: http://x'), fallback)).toBe(fallback);
  });
});
