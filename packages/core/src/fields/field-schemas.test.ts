import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { messages } from '../messages/zh-TW.ts';
import { ContactMobileSchema, LoginMobileSchema, QuoteMobileSchema } from './mobile.ts';
import { QuoteConsentSchema, RegionIdSchema, SmsCodeSchema, TermsConsentSchema } from './schemas.ts';
import { HouseSizeSchema } from './size.ts';

/** The first issue message of a failed parse. */
function firstMessage(schema: z.ZodMiniType, value: unknown): string | undefined {
  const result = z.safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('Mobile (login): required 請輸入行動電話, pattern 請輸入正確的行動電話', () => {
  it.each(['0912345678', '00912345678', '8860912345678', '008860912345678', ' 0912345678 '])(
    'accepts %s',
    (v) => {
      expect(z.safeParse(LoginMobileSchema, v).success).toBe(true);
    },
  );
  it('trims the value', () => {
    expect(z.parse(LoginMobileSchema, ' 0912345678 ')).toBe('0912345678');
  });
  it.each(['', '   '])('empty %j gives the required message only', (v) => {
    const result = z.safeParse(LoginMobileSchema, v);
    expect(result.error?.issues.map((i) => i.message)).toEqual([messages.login.mobileRequired]);
  });
  it('missing gives the required message', () => {
    expect(firstMessage(LoginMobileSchema, undefined)).toBe('請輸入行動電話');
  });
  it.each([
    '0942345678',
    '091234567',
    '09123456789',
    '0812345678',
    '912345678',
    '000912345678',
    'abcdefghij',
    '0912-345-678',
  ])('rejects %s with 請輸入正確的行動電話', (v) => {
    expect(firstMessage(LoginMobileSchema, v)).toBe('請輸入正確的行動電話');
  });
  it('quote forms also take the prefix 00 and 886 (docs/spec/quotes.md#validation)', () => {
    for (const v of ['0912345678', '00912345678', '8860912345678', '008860912345678']) {
      expect(z.safeParse(QuoteMobileSchema, v).success).toBe(true);
    }
    expect(z.safeParse(LoginMobileSchema, '00912345678').success).toBe(true);
    expect(z.safeParse(QuoteMobileSchema, '912345678').success).toBe(false);
  });
  it('quote forms use the basic-quote messages', () => {
    expect(firstMessage(QuoteMobileSchema, '')).toBe(messages.quote.basic.mobileRequired);
    expect(firstMessage(QuoteMobileSchema, '0942345678')).toBe(messages.quote.basic.mobileInvalid);
  });
});

describe('Status clue: a masked mobile containing * is accepted', () => {
  it('accepts a real or masked mobile', () => {
    expect(z.safeParse(ContactMobileSchema, '0912345678').success).toBe(true);
    expect(z.safeParse(ContactMobileSchema, '0912***678').success).toBe(true);
  });
  it('rejects other text', () => {
    expect(firstMessage(ContactMobileSchema, '0912abc678')).toBe('請輸入正確的行動電話');
    expect(firstMessage(ContactMobileSchema, '0912345')).toBe('請輸入正確的行動電話');
    expect(firstMessage(ContactMobileSchema, '')).toBe('請輸入行動電話');
  });
});

describe('SMS code: 6 digits or the single digit 0', () => {
  it.each(['123456', '000000', '0'])('accepts %s', (v) => {
    expect(z.safeParse(SmsCodeSchema, v).success).toBe(true);
  });
  it('requires a code: 請輸入驗證碼', () => {
    expect(firstMessage(SmsCodeSchema, '')).toBe('請輸入驗證碼');
    expect(firstMessage(SmsCodeSchema, undefined)).toBe('請輸入驗證碼');
  });
  it.each(['12345', '1234567', '00', 'abcdef', '12 456'])('rejects %s: 請輸入正確的驗證碼', (v) => {
    expect(firstMessage(SmsCodeSchema, v)).toBe('請輸入正確的驗證碼');
  });
});

describe('Size in ping: house-size pattern, capped at 999 (basic-quote messages)', () => {
  it.each([
    ['1', 1],
    ['999', 999],
    ['25.55', 25.55],
    ['0.5', 0.5],
    [30, 30],
    [12.5, 12.5],
    [' 42 ', 42],
  ])('accepts %j as %d', (input, output) => {
    expect(z.parse(HouseSizeSchema, input)).toBe(output);
  });
  it('requires a size: 請輸入房屋坪數', () => {
    expect(firstMessage(HouseSizeSchema, '')).toBe('請輸入房屋坪數');
    expect(firstMessage(HouseSizeSchema, undefined)).toBe('請輸入房屋坪數');
    expect(firstMessage(HouseSizeSchema, true)).toBe('請輸入房屋坪數');
  });
  it.each(['0', '012', '1000', '1000.5', '0.0', 'abc', '1.123456', '-5', 0, -1, 1e21])(
    'rejects %j: 請輸入正確的房屋坪數',
    (v) => {
      expect(firstMessage(HouseSizeSchema, v)).toBe('請輸入正確的房屋坪數');
    },
  );
});

describe('Region: one of the 22 region ids', () => {
  it('accepts Taipei (1) and Lienchiang (26)', () => {
    expect(z.parse(RegionIdSchema, 1)).toBe(1);
    expect(z.parse(RegionIdSchema, 26)).toBe(26);
  });
  it.each([9, 0, 27, 1.5])('rejects %d: 請選擇正確的地區', (v) => {
    expect(firstMessage(RegionIdSchema, v)).toBe(messages.quote.basic.regionInvalid);
  });
  it('missing or a string: 請選擇地區', () => {
    expect(firstMessage(RegionIdSchema, undefined)).toBe(messages.quote.basic.regionRequired);
    expect(firstMessage(RegionIdSchema, '1')).toBe(messages.quote.basic.regionRequired);
  });
});

describe('Consent must be given', () => {
  it('accepts 1 only', () => {
    expect(z.parse(QuoteConsentSchema, 1)).toBe(1);
    expect(firstMessage(QuoteConsentSchema, 0)).toBe('請勾選');
    expect(firstMessage(QuoteConsentSchema, true)).toBe('請勾選');
    expect(firstMessage(TermsConsentSchema, 0)).toBe('請勾選服務條款');
  });
});
