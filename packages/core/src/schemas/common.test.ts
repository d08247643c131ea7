import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  EnvelopeSchema,
  ErrorBodySchema,
  envelopeOf,
  QueryFlagSchema,
  QueryIdSchema,
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
