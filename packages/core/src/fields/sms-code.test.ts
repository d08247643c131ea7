import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSmsCode, keepDigits } from './sms-code.ts';

describe('SMS code, docs/spec/session.md#validation', () => {
  it('SMS code: 6 digits or the single digit 0', () => {
    for (const value of ['000000', '123456', '999999', '0']) expect(isSmsCode(value), value).toBe(true);
    for (const value of ['', '1', '00', '12345', '1234567', '12345a', ' 123456', '１２３４５６']) {
      expect(isSmsCode(value), value).toBe(false);
    }
  });

  it('SMS code: property — any 6 digits pass, any other digit count except the lone 0 fails', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,9}$/), (value) => {
        expect(isSmsCode(value)).toBe(value.length === 6 || value === '0');
      }),
      { numRuns: 1000 },
    );
  });

  it('SMS code: digit input keeps only ASCII digits', () => {
    expect(keepDigits('12a3-4 56')).toBe('123456');
    expect(keepDigits('')).toBe('');
  });
});
