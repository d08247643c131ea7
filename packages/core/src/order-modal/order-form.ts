/**
 * The order modal's form (docs/spec/session.md#entities "Order modal store", docs/spec/platform.md#errors):
 * the mobile by the basic-quote
 * mobile rule, and the terms box, which must be ticked (checked as it changes).
 */
import { MOBILE_MAX_LENGTH } from '../data/constants.ts';
import { basicMobileRules } from '../fields/mobile.ts';
import { createForm, type Form } from '../form/form.ts';
import { communityTermsRules } from '../quote/community-form.ts';

/** Values of the order form. */
export interface OrderFormValues {
  mobile: string;
  accepted: boolean;
}

/** Creates the order form: mobile (trimmed, maxlength 10, checked on blur), terms. */
export function createOrderForm(): Form<OrderFormValues> {
  return createForm<OrderFormValues>({
    mobile: {
      initial: '',
      formatter: (value) => value.trim(),
      maxlength: MOBILE_MAX_LENGTH,
      rules: basicMobileRules,
    },
    accepted: { initial: false, rules: communityTermsRules },
  });
}
