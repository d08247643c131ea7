import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCEPT_V2, API_HEADERS, RETRY_STATUS_CODES } from '../data/constants.ts';
import { createMemoryCookies } from '../platform/memory.ts';
import { closedServerURL, testClient, useTestServer } from '../testing/test-server.ts';
import { createApiClient } from './client.ts';
import { consoleLogger } from './console-logger.ts';
import {
  ApiError,
  ForbiddenError,
  isApiError,
  NetworkError,
  NotFoundError,
  RateLimitError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';
import type { ApiClientOptions, ApiLogger, HttpMethod } from './types.ts';

const server = useTestServer();
const logger = { error: vi.fn<ApiLogger['error']>() };
afterEach(() => logger.error.mockReset());

function client(options: Partial<ApiClientOptions> = {}) {
  return testClient(server.baseURL, { logger, ...options });
}

describe('Every request carries client type, Bearer token, location, region, one-id, uuid and ad id', () => {
  it('sends every header from the token and the cookies', async () => {
    const cookies = createMemoryCookies({ location: '3', region: '1', 'one-id': 'one-7', ad_id: 'ad-9' });
    await client({ clientType: 'mobile', getToken: () => 'tok-1', cookies, uuid: () => 'uuid-1' }).request(
      '/v1/x',
    );
    const { headers } = server.last();
    expect(headers['x-client-type']).toBe('mobile');
    expect(headers.authorization).toBe('Bearer tok-1');
    expect(headers['x-location']).toBe('3');
    expect(headers['x-region']).toBe('1');
    expect(headers['x-one-id']).toBe('one-7');
    expect(headers['x-ad-id']).toBe('ad-9');
    expect(headers['x-uuid']).toBe('uuid-1');
    expect(headers.accept).toBe('application/json');
  });

  it('leaves Authorization and cookie headers out when there is nothing to send', async () => {
    await client({ getToken: async () => null }).request('/v1/x');
    const { headers } = server.last();
    expect(headers['x-client-type']).toBe('web');
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-location']).toBeUndefined();
    expect(headers['x-ad-id']).toBeUndefined();
    expect(headers['x-uuid']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('generates the uuid once per device and keeps it in the uuid cookie for a year', async () => {
    const cookies = createMemoryCookies();
    const uuid = vi.fn(() => 'device-1');
    const api = client({ cookies, uuid });
    await api.request('/a');
    await api.request('/b');
    expect(uuid).toHaveBeenCalledTimes(1);
    expect(server.requests.map((r) => r.headers['x-uuid'])).toEqual(['device-1', 'device-1']);
    expect(cookies.get('uuid')).toBe('device-1');
    expect(cookies.options('uuid')).toEqual({ maxAge: 365 * 24 * 60 * 60, path: '/' });
  });

  it('reuses a uuid cookie already set on the device', async () => {
    const uuid = vi.fn(() => 'new');
    await client({ cookies: createMemoryCookies({ uuid: 'stored-uuid' }), uuid }).request('/a');
    expect(server.last().headers['x-uuid']).toBe('stored-uuid');
    expect(uuid).not.toHaveBeenCalled();
  });

  it('percent-encodes values that are not printable ASCII', async () => {
    await client({ cookies: createMemoryCookies({ location: '臺北市' }), partner: 'p-1' }).request('/a');
    expect(server.last().headers['x-location']).toBe(encodeURIComponent('臺北市'));
    expect(server.last().headers[API_HEADERS.partner.toLowerCase()]).toBe('p-1');
  });

  it('sends the Accept and Idempotency-Key headers it is given, and the query without empty values', async () => {
    await client().request('/a', {
      method: 'POST',
      body: { a: 1 },
      accept: ACCEPT_V2,
      idempotencyKey: 'key-1',
      query: { x: 1, y: undefined, z: null, list: ['a', 'b'] },
    });
    const request = server.last();
    expect(request.headers.accept).toBe(ACCEPT_V2);
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ a: 1 });
    expect(request.query.get('x')).toBe('1');
    expect(request.query.has('y')).toBe(false);
    expect(request.query.has('z')).toBe(false);
    expect(request.query.getAll('list')).toEqual(['a', 'b']);
  });
});

describe('Requests retry once on 408, 409, 425, 429, 500, 502, 503, 504 for methods without a body', () => {
  it.each(RETRY_STATUS_CODES)('GET retries once on %d and then succeeds', async (status) => {
    server.handle = (_request, index) =>
      index === 0 ? { status, body: { code: status, message: 'x' } } : { body: { code: 200, data: 'ok' } };
    await expect(client().request('/r')).resolves.toEqual({ code: 200, data: 'ok' });
    expect(server.requests).toHaveLength(2);
  });

  it('HEAD is retried too', async () => {
    server.handle = (_request, index) => (index === 0 ? { status: 503 } : { status: 200 });
    await client().request('/r', { method: 'HEAD' });
    expect(server.requests).toHaveLength(2);
  });

  it('GET retries only once: a second failure is thrown', async () => {
    server.handle = () => ({ status: 503, body: { code: 503, message: '維護中' } });
    const error = await client()
      .request('/r')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 422, 501])('GET is not retried on %d', async (status) => {
    server.handle = () => ({ status, body: { code: status, message: 'no' } });
    await expect(client().request('/r')).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });

  it.each<[HttpMethod, number]>(
    (['POST', 'PUT', 'PATCH', 'DELETE'] as const).flatMap((method) =>
      RETRY_STATUS_CODES.map((status): [HttpMethod, number] => [method, status]),
    ),
  )('%s is never retried (%d)', async (method, status) => {
    server.handle = () => ({ status, body: { code: status, message: 'x' } });
    await expect(client().request('/w', { method, body: { a: 1 } })).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('Statuses 400 to 599 are errors, typed by status', () => {
  it.each([
    [400, ApiError, 'client'],
    [401, UnauthorizedError, 'unauthorized'],
    [403, ForbiddenError, 'forbidden'],
    [404, NotFoundError, 'not_found'],
    [409, ApiError, 'client'],
    [422, ValidationError, 'validation'],
    [429, RateLimitError, 'rate_limited'],
    [500, ApiError, 'server'],
    [599, ApiError, 'server'],
  ] as const)('%d → %o (%s)', async (status, type, kind) => {
    const body = { code: status, message: '請輸入行動電話', request_id: 'req-1' };
    server.handle = () => ({ status, body });
    const error = await client({ retryDelay: 0 })
      .request('/e?id=1', { method: 'POST', body: {} })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(type);
    expect(isApiError(error, status)).toBe(true);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(status);
    expect(apiError.kind).toBe(kind);
    expect(apiError.message).toBe('請輸入行動電話');
    expect(apiError.serverMessage).toBe('請輸入行動電話');
    expect(apiError.body).toEqual(body);
    expect(apiError.url).toBe(`${server.baseURL}/e?id=1`);
  });

  it('a body without a message gives "Service error-{status}"', async () => {
    server.handle = () => ({ status: 502, raw: '<html>bad gateway</html>' });
    const error = (await client()
      .request('/e', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Service error-502');
    expect(error.serverMessage).toBeUndefined();
    expect(error.body).toBe('<html>bad gateway</html>');
  });

  it('a JSON-typed answer that does not parse is kept as text: an error status is still a typed error', async () => {
    server.handle = () => ({
      status: 503,
      raw: '<html>maintenance</html>',
      headers: { 'content-type': 'application/json' },
    });
    const error = (await client()
      .request('/e', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as ApiError;
    expect(isApiError(error, 503)).toBe(true);
    expect(error.body).toBe('<html>maintenance</html>');
    server.handle = () => ({ raw: 'ok', headers: { 'content-type': 'application/json' } });
    expect(await client().request('/e')).toBe('ok');
  });

  it('429 carries Retry-After in seconds', async () => {
    server.handle = () => ({
      status: 429,
      body: { code: 429, message: 'Too Many Requests' },
      headers: { 'retry-after': '30' },
    });
    const error = (await client()
      .request('/e', { method: 'POST', body: {} })
      .catch((e: unknown) => e)) as RateLimitError;
    expect(error.retryAfter).toBe(30);
  });

  it('2xx and 3xx-free answers resolve with the parsed body', async () => {
    server.handle = () => ({ status: 201, body: { code: 200, data: { id: 1 } } });
    await expect(client().request('/ok', { method: 'POST', body: {} })).resolves.toEqual({
      code: 200,
      data: { id: 1 },
    });
  });
});

describe('Request timeout: an error named TimeoutError', () => {
  it('times out a slow answer, without retrying it', async () => {
    server.handle = () => ({ delayMs: 300, body: { code: 200 } });
    // Attempts are counted where they are sent: on a loaded machine the timeout can fire before
    // the request reaches the test server, which would then have seen none.
    let attempts = 0;
    const counted: typeof fetch = (input, init) => {
      attempts += 1;
      return fetch(input, init);
    };
    const error = await client({ timeout: 40, fetch: counted })
      .request('/slow')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).name).toBe('TimeoutError');
    expect((error as TimeoutError).url).toBe(`${server.baseURL}/slow`);
    expect((error as TimeoutError).timeout).toBe(40);
    expect(attempts).toBe(1);
  });

  it('times out when the caller also passes a signal', async () => {
    server.handle = () => ({ delayMs: 300, body: { code: 200 } });
    const error = await client()
      .request('/slow', { signal: new AbortController().signal, timeout: 40 })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('TimeoutError');
  });

  it('a caller abort is handed back as is', async () => {
    server.handle = () => ({ delayMs: 300, body: { code: 200 } });
    const controller = new AbortController();
    const pending = client().request('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('No answer at all is a NetworkError', () => {
  it('rejects with NetworkError when the host refuses the connection', async () => {
    const closedURL = await closedServerURL();
    const error = await createApiClient({ baseURL: closedURL, clientType: 'web', logger })
      .request('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).url).toBe(`${closedURL}/x`);
  });

  it('errors that are not fetch errors pass through', async () => {
    const boom = new Error('boom');
    const api = client({
      getToken: () => {
        throw boom;
      },
    });
    await expect(api.request('/x')).rejects.toBe(boom);
  });
});

describe('Failed responses are logged with url, status and body', () => {
  it('logs each failed response through the injected logger', async () => {
    server.handle = () => ({ status: 404, body: { code: 404, message: '找不到了' } });
    await client()
      .request('/missing?id=3')
      .catch(() => undefined);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('[renovo/api] request failed', {
      method: 'GET',
      url: `${server.baseURL}/missing?id=3`,
      status: 404,
      body: { code: 404, message: '找不到了' },
    });
  });

  it('logs both attempts of a retried GET', async () => {
    server.handle = () => ({ status: 500, body: { code: 500, message: 'x' } });
    await client()
      .request('/fail')
      .catch(() => undefined);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('logs to console.error by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.handle = () => ({ status: 400, body: { code: 400, message: 'bad' } });
    await createApiClient({ baseURL: server.baseURL, clientType: 'web' })
      .request('/bad', { method: 'POST', body: {} })
      .catch(() => undefined);
    expect(spy).toHaveBeenCalledWith('[renovo/api] request failed', expect.objectContaining({ status: 400 }));
    consoleLogger.error('x', { method: 'GET', url: '/', status: 0, body: null });
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });
});
