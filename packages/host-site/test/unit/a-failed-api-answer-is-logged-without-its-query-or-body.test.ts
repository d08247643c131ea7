/**
 * Rule (docs/deploy.md, logs: no personal data): the site's server logs an API answer it failed
 * to get by its method, path and status only — a result id, a preview token or a mobile in the
 * query, and the answer's body, never reach stdout.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedResponseFacts, logFailedResponse } from '../../app/lib/failed-response-log.ts';

afterEach(() => vi.restoreAllMocks());

describe('a failed API answer is logged without its query or body', () => {
  it('keeps the method, the path and the status only', () => {
    const details = {
      method: 'GET',
      url: 'http://127.0.0.1:3000/hyperf/style_test/test_result?id=0912345678&token=s3cr3t',
      status: 404,
      body: { message: '找不到', data: { mobile: '0912345678' } },
    };
    expect(failedResponseFacts(details)).toEqual({
      method: 'GET',
      path: '/hyperf/style_test/test_result',
      status: 404,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logFailedResponse('[renovo/api] request failed', details);
    logFailedResponse('[renovo/api] request failed', { ...details, status: 502 });
    const written = JSON.stringify([...warn.mock.calls, ...error.mock.calls]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    for (const secret of ['0912345678', 's3cr3t', '找不到', '?id=']) expect(written).not.toContain(secret);
  });
});
