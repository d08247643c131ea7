import { afterEach, describe, expect, it, vi } from 'vitest';
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
