/**
 * The basic-quote popup's form, versions v2 and v3 (docs/spec/quotes.md#validation "Basic-quote form").
 */
import { BASIC_SIZE_MAX_LENGTH, PHONE_LENGTH } from '../data/constants.ts';
import { createForm, type Form } from '../form/form.ts';
import { basicMobileRules, basicSizeRules, basicTermsRules } from './basic-quote-rules.ts';
import type { QuoteFormValues } from './quote-form.ts';

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
