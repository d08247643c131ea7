import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSizeInput } from './size-input.ts';

const RUNS = { numRuns: 1000 };
const SHAPE = /^(\d{1,3}(\.\d{0,2})?)?$/;
/** Typing-like input: mostly digits and dots, some letters, signs and full-width characters. */
const typed = fc.string({
  unit: fc.constantFrom(...'0123456789....0000abc-+e ,１．'.split('')),
  maxLength: 12,
});

describe('Size picker sheet sanitiser, docs/spec/quotes.md#validation', () => {
  it('Size picker: strips everything except digits and a dot', () => {
    expect(sanitizeSizeInput('a1b2c')).toBe('12');
    expect(sanitizeSizeInput('-12')).toBe('12');
    expect(sanitizeSizeInput('1 2,5')).toBe('125');
    expect(sanitizeSizeInput('坪')).toBe('');
  });

  it('Size picker: full-width digits and dot (a Chinese keyboard) are digits and a dot', () => {
    expect(sanitizeSizeInput('３０')).toBe('30');
    expect(sanitizeSizeInput('２８．５')).toBe('28.5');
    expect(sanitizeSizeInput('１０００')).toBe('999');
  });

  it('Size picker: drops a leading dot', () => {
    expect(sanitizeSizeInput('.5')).toBe('5');
    expect(sanitizeSizeInput('..5')).toBe('5');
    expect(sanitizeSizeInput('.')).toBe('');
  });

  it('Size picker: keeps only the first dot', () => {
    expect(sanitizeSizeInput('1.2.3')).toBe('1.23');
    expect(sanitizeSizeInput('12..')).toBe('12.');
  });

  it('Size picker: keeps at most 2 decimals', () => {
    expect(sanitizeSizeInput('12.345')).toBe('12.34');
    expect(sanitizeSizeInput('12.3')).toBe('12.3');
    expect(sanitizeSizeInput('12.')).toBe('12.');
  });

  it('Size picker: caps at 999', () => {
    expect(sanitizeSizeInput('999')).toBe('999');
    expect(sanitizeSizeInput('999.99')).toBe('999');
    expect(sanitizeSizeInput('1000')).toBe('999');
    expect(sanitizeSizeInput('12345.6')).toBe('999');
  });

  it('Size picker: collapses leading zeros so at most 3 whole digits remain', () => {
    expect(sanitizeSizeInput('0005')).toBe('5');
    expect(sanitizeSizeInput('00')).toBe('0');
    expect(sanitizeSizeInput('00.5')).toBe('0.5');
    expect(sanitizeSizeInput('0')).toBe('0');
  });

  it('Size picker: property — output has the picker shape and is at most 999', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (raw) => {
        const clean = sanitizeSizeInput(raw);
        expect(clean).toMatch(SHAPE);
        expect(Number(clean)).toBeLessThanOrEqual(999);
      }),
      RUNS,
    );
  });

  it('Size picker: property — sanitising is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(typed, fc.string()), (raw) => {
        const clean = sanitizeSizeInput(raw);
        expect(sanitizeSizeInput(clean)).toBe(clean);
      }),
      RUNS,
    );
  });

  it('Size picker: property — a clean size of at most 999 is kept as typed', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^(?:[1-9]\d{0,2}|0)(?:\.\d{0,2})?$/).filter((value) => Number(value) <= 999),
        (value) => {
          expect(sanitizeSizeInput(value)).toBe(value);
        },
      ),
      RUNS,
    );
  });

  it('Size picker: property — the kept value equals the typed number cut to 2 decimals, capped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.stringMatching(/^\d{0,4}$/), (whole, decimals) => {
        const clean = sanitizeSizeInput(decimals === '' ? String(whole) : `${whole}.${decimals}`);
        const expected = Math.min(999, Number(`${whole}.${decimals.slice(0, 2) || '0'}`));
        expect(Number(clean)).toBe(whole > 999 ? 999 : expected);
      }),
      RUNS,
    );
  });
});
