import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCookies } from '../platform/memory.ts';
import { createHeaderSource, headerValue, randomUuid } from './headers.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('A uuid generated once per device', () => {
  it('is a v4 uuid from crypto.randomUUID', () => {
    expect(randomUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('falls back to getRandomValues where randomUUID is missing (plain-http partner pages)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(randomUuid()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
  it('is kept in memory when there is no cookie jar', async () => {
    const uuid = vi.fn(() => 'mem-1');
    const headersFor = createHeaderSource({ clientType: 'web', uuid });
    expect((await headersFor())['X-Uuid']).toBe('mem-1');
    expect((await headersFor())['X-Uuid']).toBe('mem-1');
    expect(uuid).toHaveBeenCalledTimes(1);
  });
});

describe('Header values', () => {
  it('keeps printable ASCII and encodes the rest', () => {
    expect(headerValue('abc 123')).toBe('abc 123');
    expect(headerValue('a\r\nb')).toBe('a%0D%0Ab');
    expect(headerValue('臺')).toBe('%E8%87%BA');
  });
});

describe('Cookies read without blocking the page', () => {
  it('a jar with readAll is read once per request, never cookie by cookie', async () => {
    const jar = createMemoryCookies();
    const readAll = vi.fn(async () => ({ token: 'ignored', location: '3', region: '1', uuid: 'u-9' }));
    const get = vi.spyOn(jar, 'get');
    const headersFor = createHeaderSource({
      clientType: 'web',
      cookies: { ...jar, get, readAll },
      getToken: () => 'tok-1',
    });
    const headers = await headersFor();
    expect(headers).toMatchObject({
      Authorization: 'Bearer tok-1',
      'X-Location': '3',
      'X-Region': '1',
      'X-Uuid': 'u-9',
    });
    expect(readAll).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalled();
  });

  it('a uuid missing from a read shared by two requests is generated once and written once', async () => {
    const jar = createMemoryCookies();
    const set = vi.spyOn(jar, 'set');
    let n = 0;
    const generate = vi.fn(() => `new-${++n}`);
    const shared = Promise.resolve({});
    const headersFor = createHeaderSource({
      clientType: 'web',
      cookies: { ...jar, set, readAll: () => shared },
      uuid: generate,
    });
    const [a, b] = await Promise.all([headersFor(), headersFor()]);
    expect([a['X-Uuid'], b['X-Uuid']]).toEqual(['new-1', 'new-1']);
    expect(generate).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith('uuid', 'new-1', { maxAge: 365 * 24 * 60 * 60, path: '/' });
  });

  it('without getToken the token is the token cookie of the same read', async () => {
    const readAll = vi.fn(async () => ({ token: 'tok-9' }));
    const headersFor = createHeaderSource({
      clientType: 'web',
      cookies: { ...createMemoryCookies(), readAll },
    });
    expect((await headersFor()).Authorization).toBe('Bearer tok-9');
    expect(readAll).toHaveBeenCalledTimes(1);
  });
});

describe("A partner's page path", () => {
  it('is sent with the partner key as the path alone, never the query or fragment', async () => {
    const url = new URL('https://kitchen.example/offers/%E5%BB%9A%E6%88%BF?mobile=0912345678#name');
    vi.stubGlobal('location', url);
    const headers = await createHeaderSource({ clientType: 'web', uuid: () => 'u', partner: 'pk_1' })();
    expect(headers).toMatchObject({
      'X-Renovo-Partner': 'pk_1',
      'X-Renovo-Page': '/offers/%E5%BB%9A%E6%88%BF',
    });
    expect(JSON.stringify(headers)).not.toContain('0912345678');
  });

  it('is not sent without a partner (the site sends its Referer), nor where there is no page (Node)', async () => {
    vi.stubGlobal('location', new URL('https://www.renovo.example/land/spring'));
    expect(await createHeaderSource({ clientType: 'web', uuid: () => 'u' })()).not.toHaveProperty(
      'X-Renovo-Page',
    );
    vi.stubGlobal('location', undefined);
    const headers = await createHeaderSource({ clientType: 'web', uuid: () => 'u', partner: 'pk_1' })();
    expect(headers['X-Renovo-Partner']).toBe('pk_1');
    expect(headers).not.toHaveProperty('X-Renovo-Page');
  });
});
