/**
 * Rule (docs/spec/console.md#companies): a 統一編號 is eight digits whose weighted digit sum
 * (weights 1,2,1,2,1,2,4,1; the digits of each product added) is divisible by 5, or — when the
 * 7th digit is 7 — whose sum plus one is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTaxId } from './company-facts.ts';
import { TaxIdSchema } from './company-fields.ts';

/** The weighted digit sum, written out apart from the code under test. */
function digitSum(id: string): number {
  const weights = [1, 2, 1, 2, 1, 2, 4, 1];
  return [...id].reduce((sum, d, i) => {
    const p = Number(d) * weights[i]!;
    return sum + ((p / 10) | 0) + (p % 10);
  }, 0);
}

describe('統一編號 checksum (2023 rule)', () => {
  it('takes known valid numbers', () => {
    // 04595257: sum 35; 22099131: sum 20; 12345675: sum 30.
    for (const id of ['04595257', '22099131', '12345675']) expect(isValidTaxId(id)).toBe(true);
  });

  it('takes a 7th-digit-7 number only through its "sum + 1" case', () => {
    expect(digitSum('10458574') % 5).toBe(4);
    expect(isValidTaxId('10458574')).toBe(true);
    expect(isValidTaxId('10458575')).toBe(true); // the same number's plain sum case (30)
  });

  it('refuses "sum + 1" when the 7th digit is not 7', () => {
    expect(digitSum('04595256') % 5).toBe(4);
    expect(isValidTaxId('04595256')).toBe(false);
  });

  it('refuses wrong checksums, wrong lengths and non-digits', () => {
    for (const id of ['04595258', '12345678', '10458576', '1234567', '123456789', '0459525a', '', ' 4595257'])
      expect(isValidTaxId(id)).toBe(false);
  });

  it('agrees with the rule for every 8-digit string (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (id) => {
        const sum = digitSum(id);
        const expected = sum % 5 === 0 || (id[6] === '7' && (sum + 1) % 5 === 0);
        expect(isValidTaxId(id)).toBe(expected);
      }),
    );
  });

  it('the contract field refuses a bad number with its zh-TW message', () => {
    const result = TaxIdSchema.safeParse('04595258');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('統一編號須為 8 位數字且通過檢查碼驗證，請再確認');
    expect(TaxIdSchema.safeParse('04595257').success).toBe(true);
  });
});
