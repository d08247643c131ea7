/**
 * Rule (docs/spec/console.md#lead-inbox, "a mobile written into any other value"): a Taiwan mobile
 * written into free text is masked as 0912***678 however it is written — joined, with dashes,
 * spaces or dots, after +886 / 886 / 00886 (with or without its 0), in full-width digits — and
 * what is not a mobile (a landline, a date, a short number) is left as written.
 */
import { describe, expect, it } from 'vitest';
import { maskMobilesIn, maskMobilesInText } from './mobile.ts';

describe('a mobile written in text is masked in every form', () => {
  it.each([
    ['0955000005', '0955***005'],
    ['0955-000-005', '0955***005'],
    ['0955 000 005', '0955***005'],
    ['0955.000.005', '0955***005'],
    ['0955-000005', '0955***005'],
    ['+886 955 000 005', '0955***005'],
    ['+886-955-000-005', '0955***005'],
    ['+886955000005', '0955***005'],
    ['886955000005', '0955***005'],
    ['00886955000005', '0955***005'],
    ['+886 (0)955 000 005', '0955***005'],
    ['8860955000005', '0955***005'],
    ['０９５５０００００５', '0955***005'],
    ['０９５５－０００－００５', '0955***005'],
    ['＋８８６ ９５５ ０００ ００５', '0955***005'],
  ])('%s → %s', (written, masked) => {
    expect(maskMobilesInText(`請回電 ${written}，謝謝`)).toBe(`請回電 ${masked}，謝謝`);
  });

  it.each([
    '02-2345-6789',
    '(02) 2345 6789',
    '2026-12-01',
    '09:30',
    '0955-000',
    '955000005',
    '統編 04595257',
  ])('leaves %s as written', (text) => {
    expect(maskMobilesInText(text)).toBe(text);
  });

  it('masks every number in a text and in nested values', () => {
    expect(maskMobilesInText('0912345678 或 0922-333-444')).toBe('0912***678 或 0922***444');
    expect(maskMobilesIn({ a: ['0912345678'], b: { c: '+886 912 345 678' }, n: 1 })).toEqual({
      a: ['0912***678'],
      b: { c: '0912***678' },
      n: 1,
    });
  });
});
