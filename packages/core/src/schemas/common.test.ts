import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  cleanText,
  EnvelopeSchema,
  ErrorBodySchema,
  envelopeOf,
  hasUnsafeChars,
  INT4_MAX,
  Int4IdSchema,
  QueryFlagSchema,
  QueryIdSchema,
  RefIdSchema,
  safeText,
  UtmSchema,
} from './common.ts';

describe('Response envelope {code, data, message} with optional status and meta', () => {
  it('reads code, data, message, status and meta', () => {
    const parsed = z.parse(envelopeOf(z.object({ id: z.number() })), {
      code: 200,
      data: { id: 1, extra: true },
      message: 'ok',
      status: 200,
      meta: { page: 1 },
    });
    expect(parsed).toEqual({ code: 200, data: { id: 1 }, message: 'ok', status: 200, meta: { page: 1 } });
  });
  it('needs a numeric code', () => {
    expect(z.safeParse(EnvelopeSchema, { code: '200', data: null }).success).toBe(false);
  });
});

describe('Error body {code, message, request_id?}', () => {
  it('accepts with and without request_id', () => {
    expect(z.safeParse(ErrorBodySchema, { code: 422, message: '請輸入行動電話' }).success).toBe(true);
    expect(z.safeParse(ErrorBodySchema, { code: 500, message: 'x', request_id: 'r1' }).success).toBe(true);
    expect(z.safeParse(ErrorBodySchema, { code: 500 }).success).toBe(false);
  });
});

describe('utm {source, medium, campaign, content}', () => {
  it('accepts the four fields and rejects others', () => {
    expect(z.safeParse(UtmSchema, { source: 'fb', medium: 'cpc', campaign: 'c', content: 'x' }).success).toBe(
      true,
    );
    expect(z.safeParse(UtmSchema, { term: 'x' }).success).toBe(false);
  });

  it('utm values are cleaned, never the reason a lead is refused', () => {
    expect(z.parse(UtmSchema, { source: 'x'.repeat(129) }).source).toBe('x'.repeat(128));
    expect(z.parse(UtmSchema, { source: '\u0000fb\u0001', medium: 'c\ud800pc' })).toMatchObject({
      source: 'fb',
      medium: 'cpc',
    });
    expect(z.parse(UtmSchema, { source: 42, campaign: '😀'.repeat(70) })).toMatchObject({
      source: undefined,
      campaign: '😀'.repeat(64),
    });
  });
});

describe('Query-string numbers are coerced', () => {
  it('turns digits into numbers', () => {
    expect(z.parse(QueryIdSchema, '42')).toBe(42);
    expect(z.parse(QueryIdSchema, 42)).toBe(42);
    expect(z.parse(QueryFlagSchema, '1')).toBe(1);
  });
  it.each(['', 'abc', '1e3', '0x10', '-1', '0', '1.5'])('rejects %j', (v) => {
    expect(z.safeParse(QueryIdSchema, v).success).toBe(false);
  });
  it('rejects flags other than 0/1', () => {
    expect(z.safeParse(QueryFlagSchema, '2').success).toBe(false);
  });
});

describe('text fields refuse NUL, control characters, bidirectional overrides and lone surrogates (safeText)', () => {
  const text = safeText({ max: 10 });
  it('accepts plain text, CJK and emoji (surrogate pairs)', () => {
    for (const value of ['', 'abc', '北歐風', '😀😀', 'a b'])
      expect(z.safeParse(text, value).success, value).toBe(true);
  });
  it('refuses NUL, C0, DEL, C1 and lone or reversed surrogates with a zh-TW message', () => {
    for (const value of [
      'a\u0000',
      '\u0001',
      'a\tb',
      'a\nb',
      '\u007f',
      '\u0085',
      '\ud800',
      'a\udc00',
      '\udc00\ud800',
      '😀'.slice(0, 1),
    ]) {
      const result = z.safeParse(text, value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('內容含有無法處理的字元，請重新輸入');
    }
  });
  it('a text field refuses the bidirectional overrides, embeddings and isolates (a text never reads in another order than it is stored)', () => {
    const multiline = safeText({ multiline: true, max: 40 });
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const value = `公告${String.fromCharCode(code)}txt.exe`;
      expect(z.safeParse(multiline, value).success, code.toString(16)).toBe(false);
      expect(cleanText(value, 40)).toBe('公告txt.exe');
    }
    // The marks that only say a direction, never reorder, stay allowed (Arabic or Hebrew names).
    expect(z.safeParse(text, 'a\u200eb\u200fc').success).toBe(true);
  });
  it('multi-line text takes tabs and line breaks only', () => {
    const multiline = safeText({ multiline: true });
    expect(z.safeParse(multiline, 'a\tb\r\nc').success).toBe(true);
    expect(z.safeParse(multiline, 'a\u0000b').success).toBe(false);
  });
  it('refuses text over its limit', () => {
    expect(z.safeParse(text, 'x'.repeat(11)).error?.issues[0]?.message).toBe('內容過長，請縮短後再試');
  });
  it('cleanText drops what safeText refuses and never splits a pair', () => {
    expect(cleanText(' a\u0000b\ud800c\u0085 ', 10)).toBe('abc');
    expect(cleanText('😀😀', 3)).toBe('😀');
    expect(hasUnsafeChars(cleanText('\udc00\ud800x\u0000', 5))).toBe(false);
  });
});

describe('ids fit an int4 column (int4Id)', () => {
  it('accepts 1 … 2,147,483,647 and refuses 0, negatives, fractions, 2^31 and 2^53', () => {
    expect(z.safeParse(Int4IdSchema, 1).success).toBe(true);
    expect(z.safeParse(Int4IdSchema, INT4_MAX).success).toBe(true);
    for (const value of [0, -1, 1.5, 2 ** 31, 2 ** 53, '1']) {
      const result = z.safeParse(Int4IdSchema, value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('請提供正確的編號');
    }
  });
  it('query and reference ids too', () => {
    expect(z.safeParse(QueryIdSchema, '2147483647').success).toBe(true);
    expect(z.safeParse(QueryIdSchema, '2147483648').success).toBe(false);
    expect(z.safeParse(RefIdSchema, 2 ** 31).success).toBe(false);
    expect(z.safeParse(RefIdSchema, '-1').error?.issues[0]?.message).toBe('請提供正確的編號');
  });
});
