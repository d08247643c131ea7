import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampCommunitySize, isBasicSize, isCommunitySize, isPingSize } from './size.ts';

const RUNS = { numRuns: 1000 };
const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((parts) => parts.join(''));

describe('Size in ping, docs/spec/session.md#validation', () => {
  it('Size in ping: 1 to 3 digits not starting with 0', () => {
    for (const value of ['1', '9', '10', '99', '100', '999']) expect(isPingSize(value), value).toBe(true);
    for (const value of ['0', '00', '01', '099', '1000', '', '-1', '1e2']) {
      expect(isPingSize(value), value).toBe(false);
    }
  });

  it('Size in ping: up to 4 digits with a decimal of 1 to 5 digits', () => {
    for (const value of ['0.5', '1.0', '12.34567', '9999.1', '0000.00001', '999.99']) {
      expect(isPingSize(value), value).toBe(true);
    }
    for (const value of ['12.', '.5', '12345.1', '1.123456', '1.2.3', '1,5']) {
      expect(isPingSize(value), value).toBe(false);
    }
  });

  it('Size in ping: property — integers 1 to 999 and 1–4 digits with 1–5 decimals pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (size) => {
        expect(isPingSize(String(size))).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(digits(1, 4), digits(1, 5), (whole, decimals) => {
        expect(isPingSize(`${whole}.${decimals}`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('Size in ping: property — 4+ whole digits, a leading 0 or 6+ decimals fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 10_000_000 }), (size) => {
        expect(isPingSize(String(size))).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(digits(0, 2), (rest) => {
        expect(isPingSize(`0${rest}`)).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(digits(5, 7), digits(1, 5), (whole, decimals) => {
        expect(isPingSize(`${whole}.${decimals}`)).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(digits(1, 4), digits(6, 9), (whole, decimals) => {
        expect(isPingSize(`${whole}.${decimals}`)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('Basic-quote size, docs/spec/quotes.md#validation', () => {
  it('Basic-quote size: integer 1 to 999 with no leading zero', () => {
    for (const value of ['1', '10', '999']) expect(isBasicSize(value), value).toBe(true);
    for (const value of ['0', '01', '007', '1000', '12.5', '', ' 12', '1e2', '-5']) {
      expect(isBasicSize(value), value).toBe(false);
    }
  });

  it('Basic-quote size: property — exactly the integers 1 to 999 written plainly pass', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (size) => {
        expect(isBasicSize(String(size))).toBe(size >= 1 && size <= 999);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), digits(1, 2), (size, zeros) => {
        expect(isBasicSize(`${'0'.repeat(zeros.length)}${size}`)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('Community size, docs/spec/quotes.md#validation', () => {
  it('Community size: a positive number up to 999 with up to 2 decimals, no leading zero', () => {
    for (const value of ['1', '999', '12.5', '12.34', '999.99', '1.0']) {
      expect(isCommunitySize(value), value).toBe(true);
    }
    for (const value of ['0', '0.5', '01', '1000', '12.345', '12.', '.5', '', 'abc', '1,000']) {
      expect(isCommunitySize(value), value).toBe(false);
    }
  });

  it('Community size: property — 1–999 with 0–2 decimals pass; 3 decimals or 1000+ fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), digits(0, 2), (whole, decimals) => {
        expect(isCommunitySize(decimals === '' ? String(whole) : `${whole}.${decimals}`)).toBe(true);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), digits(3, 6), (whole, decimals) => {
        expect(isCommunitySize(`${whole}.${decimals}`)).toBe(false);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 1_000_000 }), digits(0, 2), (whole, decimals) => {
        expect(isCommunitySize(decimals === '' ? String(whole) : `${whole}.${decimals}`)).toBe(false);
      }),
      RUNS,
    );
  });

  it('Community size: a value above 999 becomes 999', () => {
    expect(clampCommunitySize('1000')).toBe('999');
    expect(clampCommunitySize('999.5')).toBe('999');
    expect(clampCommunitySize('99999')).toBe('999');
    expect(clampCommunitySize('999')).toBe('999');
    expect(clampCommunitySize('12.5')).toBe('12.5');
    expect(clampCommunitySize('')).toBe('');
    expect(clampCommunitySize('abc')).toBe('abc');
  });

  it('Community size: property — clamping caps at 999, keeps smaller values and is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (size) => {
        const clamped = clampCommunitySize(String(size));
        expect(Number(clamped)).toBeLessThanOrEqual(999);
        expect(clamped).toBe(size > 999 ? '999' : String(size));
        expect(clampCommunitySize(clamped)).toBe(clamped);
      }),
      RUNS,
    );
  });
});
