import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIC_QUOTE_MOBILE_PATTERN,
  isBasicQuoteMobile,
  isMaskedMobile,
  isTaiwanMobile,
  maskMobile,
  normalizeTaiwanMobile,
  TAIWAN_MOBILE_PATTERN,
} from './mobile.ts';

const RUNS = { numRuns: 1000 };
const digit = fc.integer({ min: 0, max: 9 }).map(String);
const sevenDigits = fc.array(digit, { minLength: 7, maxLength: 7 }).map((parts) => parts.join(''));
const thirdDigit = fc.constantFrom('0', '1', '2', '3', '5', '6', '7', '8', '9');
const nonDigit = fc.string({ minLength: 1, maxLength: 1 }).filter((char) => !/\d/.test(char));

/** The parts a valid number is made of (docs/spec/session.md#validation); `prefixes` differ between the login and basic rules. */
const mobileParts = (prefixes: readonly string[]) =>
  fc.record({
    prefix: fc.constantFrom(...prefixes),
    lead: fc.constantFrom('', '0'),
    third: thirdDigit,
    rest: sevenDigits,
  });
type Parts = { prefix: string; lead: string; third: string; rest: string };
const join = ({ prefix, lead, third, rest }: Parts) => `${prefix}${lead}09${third}${rest}`;

/** Ways to break a valid number; every result must be rejected. */
const mutated = (prefixes: readonly string[]) =>
  fc.oneof(
    mobileParts(prefixes).map((parts) => join({ ...parts, third: '4' })),
    fc
      .tuple(
        mobileParts(prefixes),
        fc.integer({ min: 0, max: 12 }).filter((count) => count !== 7),
      )
      .chain(([parts, count]) =>
        fc
          .array(digit, { minLength: count, maxLength: count })
          .map((rest) => join({ ...parts, rest: rest.join('') })),
      ),
    fc.tuple(mobileParts(prefixes), nonDigit, fc.nat()).map(([parts, char, at]) => {
      const value = join(parts);
      const index = at % (value.length + 1);
      return value.slice(0, index) + char + value.slice(index);
    }),
    fc
      .tuple(mobileParts(prefixes), fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8'))
      .map(([{ prefix, lead, third, rest }, wrong]) => `${prefix}${lead}0${wrong}${third}${rest}`),
    fc
      .tuple(mobileParts(['']), fc.constantFrom('1', '86', '88', '885', '887', '0886', '+886', '+'))
      .map(([parts, prefix]) => join({ ...parts, prefix })),
  );

describe('Mobile (login) pattern, docs/spec/session.md#validation', () => {
  it('Mobile (login): 09, a third digit other than 4, then 7 digits', () => {
    for (const value of [
      '0900000000',
      '0912345678',
      '0939999999',
      '0950000000',
      '0991234567',
      '0999999999',
    ]) {
      expect(isTaiwanMobile(value), value).toBe(true);
    }
  });

  it('Mobile (login): third digit 4 is rejected (094x)', () => {
    for (const value of ['0941234567', '0940000000', '0949999999', '8860941234567', '00941234567']) {
      expect(isTaiwanMobile(value), value).toBe(false);
    }
  });

  it('Mobile (login): optional 886 or 00886 prefix before the 09 number', () => {
    expect(isTaiwanMobile('8860912345678')).toBe(true);
    expect(isTaiwanMobile('008860912345678')).toBe(true);
    expect(isTaiwanMobile('88600912345678')).toBe(true);
  });

  it('Mobile (login): the 09 is required after a prefix (886912345678 is rejected)', () => {
    expect(isTaiwanMobile('886912345678')).toBe(false);
    expect(isTaiwanMobile('00886912345678')).toBe(false);
    expect(isTaiwanMobile('912345678')).toBe(false);
  });

  it('Mobile (login): optional leading 0 before 09, but no bare 00 prefix', () => {
    expect(isTaiwanMobile('00912345678')).toBe(true);
    expect(isTaiwanMobile('000912345678')).toBe(false);
  });

  it('Mobile (login): other prefixes, lengths and characters are rejected', () => {
    for (const value of [
      '',
      '091234567',
      '09123456789',
      '+886912345678',
      '+8860912345678',
      '0812345678',
      '0912 345678',
      '0912-345-678',
      '09123x5678',
      ' 0912345678',
      '0912345678\n',
    ]) {
      expect(isTaiwanMobile(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('Mobile (login): property — every number built from valid parts is accepted', () => {
    fc.assert(
      fc.property(mobileParts(['', '886', '00886']), (parts) => {
        expect(isTaiwanMobile(join(parts))).toBe(true);
      }),
      RUNS,
    );
  });

  it('Mobile (login): property — mutated numbers are rejected', () => {
    fc.assert(
      fc.property(mutated(['', '886', '00886']), (value) => {
        expect(TAIWAN_MOBILE_PATTERN.test(value)).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('Mobile (basic quote) pattern, docs/spec/quotes.md#validation', () => {
  it('Basic-quote mobile: 09, a digit other than 4, 7 digits; optional 00, 886 and leading 0', () => {
    for (const value of ['0912345678', '000912345678', '8860912345678', '008860912345678', '00912345678']) {
      expect(isBasicQuoteMobile(value), value).toBe(true);
    }
    for (const value of ['0941234567', '886912345678', '091234567', '', '0912a45678']) {
      expect(isBasicQuoteMobile(value), value).toBe(false);
    }
  });

  it('Basic-quote mobile: property — every number built from valid parts is accepted', () => {
    fc.assert(
      fc.property(mobileParts(['', '00', '886', '00886']), (parts) => {
        expect(isBasicQuoteMobile(join(parts))).toBe(true);
      }),
      RUNS,
    );
  });

  it('Basic-quote mobile: property — mutated numbers are rejected', () => {
    fc.assert(
      fc.property(mutated(['', '00', '886', '00886']), (value) => {
        expect(BASIC_QUOTE_MOBILE_PATTERN.test(value)).toBe(false);
      }),
      RUNS,
    );
  });

  it('Basic-quote mobile: property — a 10-character value passes both rules alike', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10}$/), (value) => {
        expect(isBasicQuoteMobile(value)).toBe(isTaiwanMobile(value));
      }),
      RUNS,
    );
  });
});

describe('One mobile rule for the browser and the server', () => {
  it('Status clue: a masked mobile is digits with at least one *', () => {
    expect(isMaskedMobile('0912***678')).toBe(true);
    expect(isMaskedMobile('0912345678')).toBe(false);
    expect(isMaskedMobile('ab**')).toBe(false);
  });

  it('realMobile is masked with *', () => {
    expect(maskMobile('0912345678')).toBe('0912***678');
    expect(maskMobile('0912***678')).toBe('0912***678');
    expect(maskMobile(null)).toBe('');
    expect(maskMobile('12345')).toBe('12345');
  });

  it.each([
    ['0912345678', '0912345678'],
    ['8860912345678', '0912345678'],
    ['008860912345678', '0912345678'],
    ['00912345678', '0912345678'],
    ['0912-345-678', '0912345678'],
    [' 0912 345 678 ', '0912345678'],
  ])('the server stores %s as %s', (input, stored) => {
    expect(normalizeTaiwanMobile(input)).toBe(stored);
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
    7,
  ])('the server refuses %s, as the login rule does', (input) => {
    expect(normalizeTaiwanMobile(input)).toBeNull();
  });

  it('property: the server accepts exactly what isTaiwanMobile accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(?:886|00886)?0?0?9?[0-9]{0,9}$/), (value) => {
        expect(normalizeTaiwanMobile(value) !== null).toBe(isTaiwanMobile(value));
      }),
      RUNS,
    );
  });
});
