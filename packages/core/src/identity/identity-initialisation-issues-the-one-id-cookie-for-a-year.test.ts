import { describe, expect, test } from 'vitest';
import { createHeaderSource } from '../api/headers.ts';
import { DEFAULT_COOKIE_MAX_AGE } from '../data/constants.ts';
import { createMemoryCookies } from '../platform/memory.ts';
import { initIdentity, ONE_ID_COOKIE_MAX_AGE } from './identity.ts';

const page = new URLSearchParams('utm_source=line');

describe('identity initialisation issues the one-id cookie for a year, and calls carry it as X-One-Id', () => {
  test('a first visit gets a new uuid in the one-id cookie, path /, for the default cookie life', () => {
    const cookies = createMemoryCookies();
    const oneId = initIdentity({ cookies, query: page });
    expect(oneId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(cookies.get('one-id')).toBe(oneId);
    expect(cookies.options('one-id')).toEqual({ maxAge: ONE_ID_COOKIE_MAX_AGE, path: '/' });
    expect(ONE_ID_COOKIE_MAX_AGE).toBe(DEFAULT_COOKIE_MAX_AGE);
    expect(ONE_ID_COOKIE_MAX_AGE).toBe(365 * 24 * 60 * 60);
  });

  test('a visitor who has one keeps it: nothing is written', () => {
    const cookies = createMemoryCookies({ 'one-id': 'kept-0001-abcd' });
    expect(initIdentity({ cookies, query: page, newId: () => 'new-0000-0000' })).toBe('kept-0001-abcd');
    expect(cookies.options('one-id')).toBeUndefined();
  });

  test('a malformed one-id (too short, or characters a header cannot carry) is replaced', () => {
    for (const bad of ['x', '', 'a b c d e f g h', '<script>alert(1)</script>', 'x'.repeat(65)]) {
      const cookies = createMemoryCookies({ 'one-id': bad });
      expect(initIdentity({ cookies, query: page, newId: () => 'fresh-000000' })).toBe('fresh-000000');
      expect(cookies.get('one-id')).toBe('fresh-000000');
    }
  });

  test('every API call then carries it as X-One-Id', async () => {
    const cookies = createMemoryCookies();
    const oneId = initIdentity({ cookies, query: page });
    const headers = await createHeaderSource({ clientType: 'web', cookies })();
    expect(headers['X-One-Id']).toBe(oneId);
  });
});
