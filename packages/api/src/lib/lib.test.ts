import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './client-ip.ts';
import { randomCode, randomToken, safeEqualHex, sha256 } from './crypto.ts';
import { maskMobile, normalizeTaiwanMobile } from './mobile.ts';
import { formatTaipei, taipeiDayStart, toTaipeiIso } from './time.ts';

describe('mobile (core rule)', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['8860912345678', '0912345678'],
    ['008860912345678', '0912345678'],
    ['0912-345-678', '0912345678'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTaiwanMobile(input)).toBe(expected);
  });

  it.each([
    '0941234567',
    '0212345678',
    '091234567',
    '09123456789',
    '886912345678',
    '+886912345678',
    '',
    'abc',
  ])('%s is not a Taiwan mobile', (input) => {
    expect(normalizeTaiwanMobile(input)).toBeNull();
  });

  it('masks as the status clue shows it', () => {
    expect(maskMobile('0912345678')).toBe('0912***678');
  });
});

describe('crypto', () => {
  it('codes are 6 digits from the CSPRNG, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, () => randomCode());
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('tokens are 43 url-safe characters; hashes compare in constant time', () => {
    expect(randomToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(safeEqualHex(sha256('a'), sha256('a'))).toBe(true);
    expect(safeEqualHex(sha256('a'), sha256('b'))).toBe(false);
    expect(safeEqualHex('ab', 'abcd')).toBe(false);
  });
});

describe('time', () => {
  it('the Taiwan day starts at 16:00 UTC', () => {
    expect(taipeiDayStart(new Date('2025-07-01T15:59:59Z')).toISOString()).toBe('2025-06-30T16:00:00.000Z');
    expect(taipeiDayStart(new Date('2025-07-01T16:00:00Z')).toISOString()).toBe('2025-07-01T16:00:00.000Z');
    expect(toTaipeiIso(new Date('2025-07-01T01:02:03Z'))).toBe('2025-07-01T09:02:03+08:00');
    expect(formatTaipei(new Date('2025-07-01T01:02:03Z'))).toBe('2025-07-01 09:02:03');
  });
});

describe('client address', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['10.0.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['100.64.0.1', true],
    ['fe80::1', true],
    ['fd12::1', true],
    ['::ffff:192.168.0.1', true],
    ['8.8.8.8', false],
    ['2001:4860::8888', false],
  ])('%s private: %s', (ip, expected) => {
    expect(isPrivateAddress(ip)).toBe(expected);
  });
});
