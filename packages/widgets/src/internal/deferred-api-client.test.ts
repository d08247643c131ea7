// @vitest-environment happy-dom
import { type ApiClient, NetworkError } from '@renovo/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiClientChunk, createDeferredApiClient } from './deferred-api-client.ts';

const realLoad = apiClientChunk.load;

afterEach(() => {
  apiClientChunk.load = realLoad;
  vi.unstubAllGlobals();
});

const options = { baseURL: 'https://api.example', clientType: 'web' as const };

describe('the deferred API client (the client’s chunk comes after the first paint)', () => {
  test('calls made before the chunk arrives go out once it does, in order, with the options given', async () => {
    const sent: string[] = [];
    let arrive: () => void = () => {};
    const made = vi.fn((given: typeof options) => {
      expect(given).toMatchObject(options);
      return {
        logger: console,
        request: async <T>(path: string) => {
          sent.push(path);
          return path as T;
        },
        resume: async () => {},
      } as unknown as ApiClient;
    });
    apiClientChunk.load = vi.fn(
      () =>
        new Promise<Awaited<ReturnType<typeof realLoad>>>(
          (resolve) => (arrive = () => resolve({ createApiClient: made })),
        ),
    );
    const client = createDeferredApiClient(options);
    const first = client.request('/v1/a');
    const second = client.request('/v1/b');
    await Promise.resolve();
    expect(sent).toEqual([]);
    arrive();
    expect(await Promise.all([first, second])).toEqual(['/v1/a', '/v1/b']);
    expect(sent).toEqual(['/v1/a', '/v1/b']);
    expect(apiClientChunk.load).toHaveBeenCalledTimes(1);
    expect(made).toHaveBeenCalledTimes(1);
  });

  test('the real chunk sends the request with the client’s headers', async () => {
    let url = '';
    let headers = new Headers();
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      url = input instanceof Request ? input.url : String(input);
      headers = new Headers(input instanceof Request ? input.headers : init?.headers);
      return new Response('{"code":200,"data":1}', { headers: { 'content-type': 'application/json' } });
    });
    const client = createDeferredApiClient(options);
    expect(await client.request('/v1/x')).toEqual({ code: 200, data: 1 });
    expect(url).toBe('https://api.example/v1/x');
    expect(headers.get('x-client-type')).toBe('web');
  });

  test('a chunk that cannot load fails the call as a NetworkError, and the next call fetches it again', async () => {
    apiClientChunk.load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(realLoad);
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"code":200}', { headers: { 'content-type': 'application/json' } }),
    );
    const client = createDeferredApiClient(options);
    const failed = await client.request('/v1/x').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect((failed as NetworkError).url).toBe('/v1/x');
    await expect(client.resume()).resolves.toBeUndefined();
    expect(await client.request('/v1/x')).toEqual({ code: 200 });
  });
});
