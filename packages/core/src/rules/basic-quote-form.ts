/**
 * The basic-quote popup's form, versions v2 and v3 (doc 2 §5 "Basic-quote form").
 */
import { BASIC_SIZE_MAX_LENGTH, PHONE_LENGTH } from '../data/constants.ts';
import { basicMobileRules, basicSizeRules, basicTermsRules } from './basic-quote.ts';
import { createForm, type Form } from './form.ts';

/** Values of the basic-quote form. */
export interface BasicQuoteFormValues {
  size: string;
  mobile: string;
  accepted: boolean;
}

/** Creates the basic-quote form: size (maxlength 3), mobile (maxlength 10), terms (tick hint on submit). */
export function createBasicQuoteForm(): Form<BasicQuoteFormValues> {
  return createForm<BasicQuoteFormValues>({
    size: { initial: '', maxlength: BASIC_SIZE_MAX_LENGTH, rules: basicSizeRules },
    mobile: { initial: '', maxlength: PHONE_LENGTH, rules: basicMobileRules },
    accepted: { initial: false, rules: basicTermsRules },
  });
}
