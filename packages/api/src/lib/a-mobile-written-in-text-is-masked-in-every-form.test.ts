/**
 * Rule (docs/spec/console.md#lead-inbox, "a mobile written into any other value"): a Taiwan mobile
 * written into free text is masked as 0912***678 however it is written — joined, with dashes,
 * spaces or dots, after +886 / 886 / 00886 (with or without its 0), in full-width digits — and
 * what is not a mobile (a landline, a date, a short number) is left as written.
 */
import fc from 'fast-check';
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
    // Separators of every kind, up to three in a row.
    ['0955 - 000 - 005', '0955***005'],
    ['0955  000  005', '0955***005'],
    ['0955\r\n000\r\n005', '0955***005'],
    ['0955/000/005', '0955***005'],
    ['0955,000,005', '0955***005'],
    ['0955_000_005', '0955***005'],
    ['0955*000*005', '0955***005'],
    ['0955+000+005', '0955***005'],
    ['0955−000−005', '0955***005'],
    ['0955ー000ー005', '0955***005'],
    ['0955﹣000﹣005', '0955***005'],
    ['0955⁃000⁃005', '0955***005'],
    ['0955・000・005', '0955***005'],
    ['0955･000･005', '0955***005'],
    ['+886 (955) 000-005', '0955***005'],
    ['+886-(0)-955-000-005', '0955***005'],
    // Invisible characters between the digits.
    ['0\u200b9\u200b5\u200b5\u200b0\u200b0\u200b0\u200b0\u200b0\u200b5', '0955***005'],
    ['0955\u200c000\u2060005', '0955***005'],
    ['0955\u00ad000\u00ad005', '0955***005'],
    // Other digits: Arabic-Indic, Persian, mathematical, circled, Chinese numerals.
    ['٠٩٥٥٠٠٠٠٠٥', '0955***005'],
    ['۰۹۵۵۰۰۰۰۰۵', '0955***005'],
    ['𝟎𝟗𝟓𝟓𝟎𝟎𝟎𝟎𝟎𝟓', '0955***005'],
    ['⓪⑨⑤⑤⓪⓪⓪⓪⓪⑤', '0955***005'],
    ['〇九五五〇〇〇〇〇五', '0955***005'],
    ['零九五五零零零零零五', '0955***005'],
    ['０955-０００-005', '0955***005'],
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
    '2026-12-01 09:30',
    '九月一日下午三點',
    '0955 000    005',
  ])('leaves %s as written', (text) => {
    expect(maskMobilesInText(text)).toBe(text);
  });

  it('masks every number in a text and in nested values', () => {
    expect(maskMobilesInText('0912345678 或 0922-333-444')).toBe('0912***678 或 0922***444');
    expect(maskMobilesInText('0912345678 0922333444')).toBe('0912***678 0922***444');
    expect(maskMobilesInText('訂單 2026/12/01 0912345678')).toBe('訂單 2026/12/01 0912***678');
    expect(maskMobilesIn({ a: ['0912345678'], b: { c: '+886 912 345 678' }, n: 1 })).toEqual({
      a: ['0912***678'],
      b: { c: '0912***678' },
      n: 1,
    });
  });

  it('property: any mobile, its digits in any of the styles and joined by up to three of any separators, comes out masked', () => {
    const styles = [
      (d: number) => String(d),
      (d: number) => String.fromCharCode(0xff10 + d),
      (d: number) => String.fromCharCode(0x0660 + d),
      (d: number) => String.fromCodePoint(0x1d7ce + d),
      (d: number) => '〇一二三四五六七八九'[d]!,
    ];
    const separator = fc.constantFrom(
      ' ',
      '-',
      '.',
      '/',
      '\u200b',
      '\r\n',
      '\u3000',
      '－',
      '—',
      '(',
      ')',
      '_',
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^09[0-35-9]\d{7}$/),
        fc.array(fc.nat({ max: styles.length - 1 }), { minLength: 10, maxLength: 10 }),
        fc.array(fc.array(separator, { maxLength: 3 }), { minLength: 9, maxLength: 9 }),
        (mobile, style, gaps) => {
          const written = [...mobile]
            .map((d, i) => styles[style[i]!]!(Number(d)) + (i < 9 ? gaps[i]!.join('') : ''))
            .join('');
          const masked = maskMobilesInText(`請回電 ${written} 謝謝`);
          expect(masked).toBe(`請回電 ${mobile.slice(0, 4)}***${mobile.slice(-3)} 謝謝`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
