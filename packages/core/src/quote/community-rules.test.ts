import { describe, expect, it } from 'vitest';
import {
  createCommunityForm,
  validateCommunityMobile,
  validateCommunitySize,
  validateCommunityTerms,
} from './community-form.ts';

describe('Community form, docs/spec/quotes.md#validation', () => {
  it("Community size: required '請填寫房屋坪數', house-size pattern '請填寫正確的房屋坪數'", () => {
    expect(validateCommunitySize('')).toBe('請填寫房屋坪數');
    for (const value of ['0', '0.5', '01', '1000', '12.345', 'abc']) {
      expect(validateCommunitySize(value), value).toBe('請填寫正確的房屋坪數');
    }
    for (const value of ['1', '12.5', '99.99', '999']) expect(validateCommunitySize(value), value).toBeNull();
  });

  it("Community mobile: required '請填寫行動電話', Taiwan mobile of exactly 10 '請填寫正確的行動電話'", () => {
    expect(validateCommunityMobile('')).toBe('請填寫行動電話');
    for (const value of ['0941234567', '091234567', '8860912345678', '00912345678']) {
      expect(validateCommunityMobile(value), value).toBe('請填寫正確的行動電話');
    }
    expect(validateCommunityMobile('0912345678')).toBeNull();
  });

  it("Community terms: required '請勾選服務條款'", () => {
    expect(validateCommunityTerms(false)).toBe('請勾選服務條款');
    expect(validateCommunityTerms(true)).toBeNull();
  });

  it('Community size: max length 5 and a value above 999 becomes 999, as typed and on blur', async () => {
    const form = createCommunityForm();
    await form.fields.size.input('12.345');
    expect(form.fields.size.value.value).toBe('12.34');
    await form.fields.size.input('123456');
    expect(form.fields.size.value.value).toBe('999');
    await form.fields.size.set('1234');
    await expect(form.fields.size.blur()).resolves.toBe(true);
    expect(form.fields.size.value.value).toBe('999');
    await form.fields.size.input('1000');
    await form.fields.size.blur();
    expect(form.fields.size.value.value).toBe('999');
    await form.fields.size.input('999');
    await form.fields.size.blur();
    expect(form.fields.size.value.value).toBe('999');
  });

  it('Community mobile: length exactly 10 (input cut at 10)', async () => {
    const form = createCommunityForm();
    await form.fields.mobile.input('09123456789');
    expect(form.fields.mobile.value.value).toBe('0912345678');
    await expect(form.fields.mobile.blur()).resolves.toBe(true);
  });

  it('Community terms: checked as the box changes; the form validates every field', async () => {
    const form = createCommunityForm();
    await form.fields.accepted.input(false);
    expect(form.fields.accepted.error.value).toBe('請勾選服務條款');
    await form.fields.accepted.input(true);
    expect(form.fields.accepted.status.value).toBe('passed');
    await expect(form.validate()).resolves.toBe(false);
    expect(form.errors.value).toEqual({ size: '請填寫房屋坪數', mobile: '請填寫行動電話' });
    await form.fields.size.input('32.5');
    await form.fields.mobile.input('0912345678');
    await expect(form.validate()).resolves.toBe(true);
  });
});
