/**
 * The basic-quote popup's form, versions v2 and v3, and its rules (docs/spec/quotes.md#validation "Basic-quote form").
 */
import { BASIC_SIZE_MAX_LENGTH, PHONE_LENGTH } from '../data/constants.ts';
import { BASIC_QUOTE_MOBILE_PATTERN } from '../fields/mobile.ts';
import { BASIC_SIZE_PATTERN } from '../fields/size.ts';
import { createForm, type Form } from '../form/form.ts';
import { type FieldRule, validateSync } from '../form/rule.ts';
import { basicQuoteMessages, quoteMessages } from '../messages/zh-TW.ts';
import type { QuoteFormValues } from './quote-form.ts';

const text = basicQuoteMessages;

/** Size: required (quote.basic.sizeRequired), then an integer 1 to 999 without a leading zero (sizeInvalid). */
export const basicSizeRules: readonly FieldRule[] = [
  { required: true, message: text.sizeRequired },
  { pattern: BASIC_SIZE_PATTERN, message: text.sizeInvalid },
];

/** Mobile: required (mobileRequired), then the basic-quote mobile pattern (mobileInvalid). */
export const basicMobileRules: readonly FieldRule[] = [
  { required: true, message: text.mobileRequired },
  { pattern: BASIC_QUOTE_MOBILE_PATTERN, message: text.mobileInvalid },
];

/** The basic-quote size's message, or null when valid. */
export function validateBasicSize(value: string): string | null {
  return validateSync(basicSizeRules, value);
}

/** The basic-quote mobile's message, or null when valid. */
export function validateBasicMobile(value: string): string | null {
  return validateSync(basicMobileRules, value);
}

/** Terms: unticked on submit shows the hint quote.tickHint; checked only by validate(), ticking clears it. */
export const basicTermsRules: readonly FieldRule<boolean>[] = [
  { required: true, message: quoteMessages.tickHint, trigger: [] },
];

/** Values of the basic-quote form. */
export type BasicQuoteFormValues = QuoteFormValues;

/**
 * Creates the basic-quote form: size (maxlength 3) and mobile (maxlength 10) checked on blur and
 * on submit, terms (the 請勾選 hint on submit only); `initial` prefills size and mobile.
 */
export function createBasicQuoteForm(initial: Partial<QuoteFormValues> = {}): Form<QuoteFormValues> {
  return createForm<QuoteFormValues>({
    size: { initial: initial.size ?? '', maxlength: BASIC_SIZE_MAX_LENGTH, rules: basicSizeRules },
    mobile: { initial: initial.mobile ?? '', maxlength: PHONE_LENGTH, rules: basicMobileRules },
    accepted: { initial: false, rules: basicTermsRules },
  });
}
