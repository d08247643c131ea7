import { describe, expect, it } from 'vitest';
import { validateBasicMobile } from '../fields/mobile.ts';
import { validateBasicSize } from '../fields/size.ts';
import { createBasicQuoteForm } from './basic-quote-store.ts';

describe('Basic-quote form, docs/spec/quotes.md#validation', () => {
  it("Basic-quote size: required '請輸入房屋坪數', integer 1–999 without leading zero '請輸入正確的房屋坪數'", () => {
    expect(validateBasicSize('')).toBe('請輸入房屋坪數');
    for (const value of ['0', '01', '1000', '12.5', 'abc']) {
      expect(validateBasicSize(value), value).toBe('請輸入正確的房屋坪數');
    }
    for (const value of ['1', '999']) expect(validateBasicSize(value), value).toBeNull();
  });

  it("Basic-quote mobile: required '請輸入行動電話', invalid '請輸入正確的行動電話'", () => {
    expect(validateBasicMobile('')).toBe('請輸入行動電話');
    expect(validateBasicMobile('0941234567')).toBe('請輸入正確的行動電話');
    expect(validateBasicMobile('0912345678')).toBeNull();
    expect(validateBasicMobile('000912345678')).toBeNull();
  });

  it('Basic-quote size: max length 3; mobile: length 10', async () => {
    const form = createBasicQuoteForm();
    await form.fields.size.input('1234');
    expect(form.fields.size.value.value).toBe('123');
    await form.fields.mobile.input('09123456789');
    expect(form.fields.mobile.value.value).toBe('0912345678');
  });

  it("Basic-quote terms: unticked on submit shows '請勾選'; ticking clears it", async () => {
    const form = createBasicQuoteForm();
    await form.fields.accepted.input(false);
    expect(form.fields.accepted.error.value).toBe('');
    await form.fields.size.input('30');
    await form.fields.mobile.input('0912345678');
    await expect(form.validate()).resolves.toBe(false);
    expect(form.errors.value).toEqual({ accepted: '請勾選' });
    await form.fields.accepted.input(true);
    expect(form.fields.accepted.error.value).toBe('');
    await expect(form.validate()).resolves.toBe(true);
  });

  it('Basic-quote form: size and mobile errors show on blur', async () => {
    const form = createBasicQuoteForm();
    await form.fields.size.input('0');
    await form.fields.size.blur();
    await form.fields.mobile.blur();
    expect(form.errors.value).toEqual({ size: '請輸入正確的房屋坪數', mobile: '請輸入行動電話' });
  });
});
