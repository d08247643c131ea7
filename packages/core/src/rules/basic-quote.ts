/**
 * Basic-quote form rules (doc 2 §5 "Basic-quote form").
 */
import { basicQuoteMessages, quoteMessages } from '../messages/zh-TW.ts';
import { isBasicQuoteMobile } from './mobile.ts';
import type { FieldRule } from './rule.ts';
import { BASIC_SIZE_PATTERN } from './size.ts';

const text = basicQuoteMessages;

/**
 * The basic-quote size's message, or null when valid: required (quote.basic.sizeRequired), then an
 * integer 1 to 999 without a leading zero (sizeInvalid). A plain function, so the quote popup
 * does not bundle the generic rule engine; {@link basicSizeRules} hands the same check to it.
 */
export function validateBasicSize(value: string): string | null {
  if (value === '') return text.sizeRequired;
  return BASIC_SIZE_PATTERN.test(value) ? null : text.sizeInvalid;
}

/** The basic-quote mobile's message, or null when valid: required (mobileRequired), then the basic-quote mobile pattern (mobileInvalid). */
export function validateBasicMobile(value: string): string | null {
  if (value === '') return text.mobileRequired;
  return isBasicQuoteMobile(value) ? null : text.mobileInvalid;
}

/** The size rule for the generic engine (form fields): the message of {@link validateBasicSize}. */
export const basicSizeRules: readonly FieldRule[] = [
  { required: true, message: text.sizeRequired },
  { validator: (value) => validateBasicSize(value) ?? true },
];

/** The mobile rule for the generic engine: the message of {@link validateBasicMobile}. */
export const basicMobileRules: readonly FieldRule[] = [
  { required: true, message: text.mobileRequired },
  { validator: (value) => validateBasicMobile(value) ?? true },
];

/** Terms: unticked on submit shows the hint quote.tickHint; checked only by validate(), ticking clears it. */
export const basicTermsRules: readonly FieldRule<boolean>[] = [
  { required: true, message: quoteMessages.tickHint, trigger: [] },
];
