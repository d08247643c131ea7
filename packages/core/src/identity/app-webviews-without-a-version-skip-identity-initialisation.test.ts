import { describe, expect, test } from 'vitest';
import { createMemoryCookies } from '../platform/memory.ts';
import { initIdentity, isAppWebview, skipsIdentityInit } from './identity.ts';

const q = (query: string) => new URLSearchParams(query);

describe('app webviews (device ios or android) without a version skip identity initialisation', () => {
  test('device ios or android without a version: skipped, no cookie read or written', () => {
    for (const query of ['device=ios', 'device=android', 'device=android&version=', 'device=ios&x=1']) {
      expect(skipsIdentityInit(q(query))).toBe(true);
      const cookies = createMemoryCookies();
      expect(initIdentity({ cookies, query: q(query) })).toBeNull();
      expect(cookies.get('one-id')).toBeUndefined();
    }
  });

  test('an app webview with a version, another device, or a browser: initialised', () => {
    for (const query of [
      'device=ios&version=5.2.0',
      'device=android&version=1',
      'device=web',
      'device=',
      '',
    ]) {
      expect(skipsIdentityInit(q(query))).toBe(false);
      const cookies = createMemoryCookies();
      expect(initIdentity({ cookies, query: q(query), newId: () => 'issued-000001' })).toBe('issued-000001');
      expect(cookies.get('one-id')).toBe('issued-000001');
    }
  });

  test('an app webview is a device of ios or android, with or without a version', () => {
    expect(isAppWebview(q('device=ios&version=3'))).toBe(true);
    expect(isAppWebview(q('device=android'))).toBe(true);
    expect(isAppWebview(q('device=IOS'))).toBe(false);
    expect(isAppWebview(q(''))).toBe(false);
  });
});
